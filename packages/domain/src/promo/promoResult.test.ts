import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { PROMO_RESULT_MESSAGES, classifyPromoMessage, promoCodeEntry, promoOutcome } from './index';

describe('promo result classified by message text (spec 1 §5)', () => {
  it('recognises expired, invalid, already used, not applicable, not eligible', () => {
    expect(classifyPromoMessage('This promo code has EXPIRED')).toBe('expired');
    expect(classifyPromoMessage('Invalid promo code')).toBe('invalid');
    expect(classifyPromoMessage('You have already used this code')).toBe('alreadyUsed');
    expect(classifyPromoMessage('This code has already been used')).toBe('alreadyUsed');
    expect(classifyPromoMessage('Promo code not applicable to this deal')).toBe('notApplicable');
    expect(classifyPromoMessage("This code isn't applicable")).toBe('notApplicable');
    expect(classifyPromoMessage('You are not eligible for this offer')).toBe('notEligible');
  });
  it('is unknown otherwise', () => {
    expect(classifyPromoMessage('')).toBe('unknown');
    expect(classifyPromoMessage('Something odd happened')).toBe('unknown');
  });
  it('follows the spec order when a message says several things', () => {
    expect(classifyPromoMessage('Invalid or expired code')).toBe('expired');
  });
});

describe('promoOutcome (checkout promoCode {applicable, message})', () => {
  it('is applied when applicable', () => {
    expect(promoOutcome({ applicable: true, message: 'Promo applied' })).toEqual({
      _tag: 'Applied',
      message: 'Promo applied',
    });
  });
  it('keeps the server message of a rejection, with its kind', () => {
    expect(promoOutcome({ applicable: false, message: 'Code expired' })).toEqual({
      _tag: 'Rejected',
      kind: 'expired',
      message: 'Code expired',
    });
  });
  it('falls back to our message when the server sends none', () => {
    expect(promoOutcome({ applicable: false, message: ' ' })).toEqual({
      _tag: 'Rejected',
      kind: 'unknown',
      message: PROMO_RESULT_MESSAGES.unknown,
    });
  });
});

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
