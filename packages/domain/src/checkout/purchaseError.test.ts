import { describe, expect, it } from 'vitest';
import { maxQuantityExceeded, purchaseError, purchaseUnavailable } from './index';

describe('purchase errors', () => {
  it('carry the spec messages verbatim', () => {
    expect(purchaseError('DEAL.SOLD_OUT', 'x').message).toBe('Oops! This item is no longer available');
    expect(purchaseError('BASKET.NO_PURCHASABLE_PRODUCTS', 'x').message).toBe(
      'You have no purchasable products in your basket.',
    );
    expect(purchaseError('PAYMENT.FAILED', 'x').message).toBe('Payment failed.');
    expect(purchaseUnavailable(new Error('db down'))).toEqual({
      code: 'PURCHASE.UNAVAILABLE',
      detail: 'db down',
      message: 'An error occured, your purchase has not been completed.',
    });
  });

  it('name the most a shopper may buy', () => {
    expect(maxQuantityExceeded(7, 3)).toMatchObject({ code: 'BASKET.MAX_QUANTITY_EXCEEDED', maxQuantity: 3 });
  });
});
