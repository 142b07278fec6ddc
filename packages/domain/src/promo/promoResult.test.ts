import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { promoCodeEntry } from './index';

describe('"Promo code needs a logged-in user" (spec 1 §5)', () => {
  it('refuses a guest', () => {
    const result = promoCodeEntry('EXTRA10', false);
    expect(E.isLeft(result) && result.left.code).toBe('PROMO.LOGIN_REQUIRED');
  });
  it('refuses an empty code', () => {
    const result = promoCodeEntry('   ', true);
    expect(E.isLeft(result) && result.left.code).toBe('PROMO.CODE_REQUIRED');
  });
  it('accepts a logged-in user and trims the code', () => {
    expect(promoCodeEntry(' EXTRA10 ', true)).toEqual(E.right('EXTRA10'));
  });
});
