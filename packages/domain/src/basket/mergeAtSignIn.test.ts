import { describe, expect, it } from 'vitest';
import { type PurchasableProduct, mergeAtSignIn, newLine } from './index';
import { aPurchasableProduct } from './testing';

const NOW = Date.parse('2026-06-01T12:00:00Z');

const product = (productId: number, over: Partial<PurchasableProduct> = {}): PurchasableProduct =>
  aPurchasableProduct({ productId, dealId: productId, ...over });

const line = (productId: number, quantity: number) => newLine({ productId, dealId: productId }, quantity);

describe('baskets merged at sign-in (merged by product id, nothing refused)', () => {
  const products = new Map([
    [1, product(1)],
    [2, product(2, { soldOut: true })],
    [3, product(3)],
  ]);

  it('adds quantities by product id, lowered to what the shopper may have', () => {
    const merged = mergeAtSignIn([line(1, 4), line(3, 1)], [line(1, 3)], products, 'kerching', NOW);
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 5],
      [3, 1],
    ]);
  });

  it('leaves out a line that can no longer be bought', () => {
    const merged = mergeAtSignIn([line(2, 1)], [line(3, 2), line(9, 1)], products, 'kerching', NOW);
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([[3, 2]]);
  });
});
