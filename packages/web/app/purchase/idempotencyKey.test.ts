import { describe, expect, it } from 'vitest';
import { containsCardNumber } from '@kerching/domain/payment';
import { newIdempotencyKey } from './checkout.server';

describe('newIdempotencyKey', () => {
  it('is accepted by PlaceOrder: 8 to 128 of [A-Za-z0-9_-], and never reads as a card number', () => {
    const keys = Array.from({ length: 5000 }, newIdempotencyKey);
    for (const key of keys) {
      expect(key).toMatch(/^[A-Za-z0-9_]{24}$/);
      expect(containsCardNumber(key)).toBe(false);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});
