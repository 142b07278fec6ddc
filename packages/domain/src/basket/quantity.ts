/**
 * Basket quantities (spec 1 §3 "Basket": quantity is the total count as text; spec 2 §8 max
 * quantity messages and 'You have no purchasable products in your basket.').
 */
import type { BasketLine } from './basket';

/**
 * The most of one product a basket line may ask for. OUR CHOICE (the spec names no number): far
 * above any purchase cap, it only stops absurd requests before a cap is even read.
 */
export const MAX_LINE_QUANTITY = 1000;

/** A quantity a basket line may ask for: a whole number from 0 to `MAX_LINE_QUANTITY`. */
export const isLineQuantity = (quantity: number): boolean =>
  Number.isSafeInteger(quantity) && quantity >= 0 && quantity <= MAX_LINE_QUANTITY;

/** The total count of items of every line (0 for an empty basket): the header's badge. */
export const basketItemCount = (lines: readonly Pick<BasketLine, 'quantity'>[]): number =>
  lines.reduce((total, line) => total + line.quantity, 0);

/** The same as text (spec 1 §3 Basket quantity: "0" for an empty basket). */
export const basketQuantityText = (lines: readonly Pick<BasketLine, 'quantity'>[]): string =>
  String(basketItemCount(lines));
