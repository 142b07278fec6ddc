/**
 * Adding to a basket (spec 2 §7.6): "An existing basket is read, merged by product id, then created
 * or updated (token longer than 10 characters means update)".
 *
 * Merging: one line per product id, in order of first appearance (existing lines first); the
 * quantity is the sum of every line with that id; the other fields come from the latest line, so the
 * shopper's newest gifting and delivery choices win.
 */
import * as O from 'fp-ts/Option';
import type { BasketLine } from './basket';
import { isValidBasketToken } from './token';

export const mergeBasketLines = (
  existing: readonly BasketLine[],
  additions: readonly BasketLine[],
): readonly BasketLine[] => {
  const merged = new Map<number, BasketLine>();
  for (const line of [...existing, ...additions]) {
    const before = merged.get(line.id);
    merged.set(line.id, before === undefined ? line : { ...line, quantity: before.quantity + line.quantity });
  }
  return [...merged.values()];
};

export type BasketSavePlan =
  | { readonly _tag: 'CreateBasket'; readonly products: readonly BasketLine[] }
  | { readonly _tag: 'UpdateBasket'; readonly token: string; readonly products: readonly BasketLine[] };

export interface ExistingBasket {
  readonly id: string;
  readonly products: readonly BasketLine[];
}

/**
 * Merges the additions into the existing basket, then updates it when its token is valid (longer
 * than 10 characters) or creates a basket otherwise. Lines of a basket whose token is invalid are
 * still carried over into the new basket, so nothing the shopper chose is lost.
 */
export const basketSavePlan = (
  existing: O.Option<ExistingBasket>,
  additions: readonly BasketLine[],
): BasketSavePlan => {
  if (O.isNone(existing)) return { _tag: 'CreateBasket', products: mergeBasketLines([], additions) };
  const products = mergeBasketLines(existing.value.products, additions);
  return isValidBasketToken(existing.value.id)
    ? { _tag: 'UpdateBasket', token: existing.value.id, products }
    : { _tag: 'CreateBasket', products };
};
