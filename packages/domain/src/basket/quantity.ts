/**
 * Basket quantities (spec 1 §3 "Basket": quantity is the total count as text; spec 2 §8 max
 * quantity messages and 'You have no purchasable products in your basket.').
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import type { BasketLine } from './basket';

export type BasketMaxQuantityExceeded = DomainError<'BASKET.MAX_QUANTITY_EXCEEDED'>;
export type NoPurchasableProducts = DomainError<'BASKET.NO_PURCHASABLE_PRODUCTS'>;

/**
 * The most of one product a basket line may ask for. OUR CHOICE (the spec names no number): far
 * above any purchase cap, it only stops absurd requests before a cap is even read.
 */
export const MAX_LINE_QUANTITY = 1000;

/** A quantity a basket line may ask for: a whole number from 0 to `MAX_LINE_QUANTITY`. */
export const isLineQuantity = (quantity: number): boolean =>
  Number.isSafeInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY;

/** The total count of items of every line, as text ("0" for an empty basket). */
export const basketQuantityText = (lines: readonly Pick<BasketLine, 'quantity'>[]): string =>
  String(lines.reduce((total, line) => total + line.quantity, 0));

/** A line whose quantity is above its purchase cap is refused (message: `basketMaxQuantityMessage`). */
export const checkLineQuantity = <L extends Pick<BasketLine, 'quantity' | 'purchaseCap'>>(
  line: L,
): E.Either<BasketMaxQuantityExceeded, L> =>
  line.quantity <= line.purchaseCap
    ? E.right(line)
    : E.left(
        domainError(
          'BASKET.MAX_QUANTITY_EXCEEDED',
          `Quantity ${line.quantity} is above the cap of ${line.purchaseCap}`,
        ),
      );

/** The lines that can be bought (quantity above 0), or an error when there is none. */
export const purchasableLines = <L extends Pick<BasketLine, 'quantity'>>(
  lines: readonly L[],
): E.Either<NoPurchasableProducts, readonly L[]> => {
  const purchasable = lines.filter((line) => line.quantity > 0);
  return purchasable.length > 0
    ? E.right(purchasable)
    : E.left(domainError('BASKET.NO_PURCHASABLE_PRODUCTS', 'The basket has no line with a quantity above 0'));
};
