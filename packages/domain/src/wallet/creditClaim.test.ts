import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  creditClaimDecision,
  creditClaimForQuery,
  creditClaimNoticeValue,
  creditClaimOutcomeOfNotice,
  creditClaimSuccessMessage,
  creditClaimToast,
  creditValidationCode,
} from './index';

describe('"credit_validation code must be all digits (else ignored)"', () => {
  it('keeps an all-digit code', () => {
    expect(creditValidationCode('12345')).toEqual(O.some('12345'));
  });
  it('ignores anything else', () => {
    for (const value of ['', '12a45', ' 123', '12.5', '-12', undefined, null]) {
      expect(creditValidationCode(value)).toEqual(O.none);
    }
  });
});

describe('"Credit claim needs a logged-in user; otherwise the code is kept in session storage and a login prompt shown"', () => {
  it('claims at once for a logged-in user', () => {
    expect(creditClaimDecision('42', true)).toEqual({ _tag: 'Claim', code: '42' });
  });
  it('keeps the code and prompts a guest to log in', () => {
    expect(creditClaimDecision('42', false)).toEqual({
      _tag: 'PromptLogin',
      code: '42',
      keepIn: 'sessionStorage',
      message: 'Please log in to claim your credit',
    });
  });
  it('does nothing for a missing or malformed query value', () => {
    expect(creditClaimForQuery('abc', true)).toEqual(O.none);
    expect(creditClaimForQuery(undefined, false)).toEqual(O.none);
    expect(creditClaimForQuery('7', true)).toEqual(O.some({ _tag: 'Claim', code: '7' }));
  });
});

describe('credit claim toasts (spec 2 §8, "toasts 5 s, top-right")', () => {
  it('success with amount, pound for GBP', () => {
    expect(creditClaimToast({ _tag: 'Answered', status: 'SUCCESS', creditAmountMinor: 500, currency: 'GBP' })).toEqual({
      kind: 'success',
      message: "£5 credit has been applied to your account. You'll see it when you get to checkout!",
      durationMs: 5000,
      position: 'top-right',
    });
  });
  it('success with amount, euro otherwise', () => {
    expect(creditClaimSuccessMessage(1050, 'EUR')).toBe(
      "€10.50 credit has been applied to your account. You'll see it when you get to checkout!",
    );
    expect(creditClaimSuccessMessage(500, 'gbp')).toMatch(/^£5 /);
    expect(creditClaimSuccessMessage(500, 'USD')).toMatch(/^€5 /);
  });
  it("ALREADY_CLAIMED 'You've already received your credit from this offer'", () => {
    const toast = creditClaimToast({
      _tag: 'Answered',
      status: 'ALREADY_CLAIMED',
      creditAmountMinor: 0,
      currency: 'GBP',
    });
    expect(toast.kind).toBe('error');
    expect(toast.message).toBe("You've already received your credit from this offer");
  });
  it("other status 'Sorry, this offer link is no longer valid'", () => {
    expect(
      creditClaimToast({ _tag: 'Answered', status: 'EXPIRED', creditAmountMinor: 0, currency: 'GBP' }).message,
    ).toBe('Sorry, this offer link is no longer valid');
  });
  it("network failure 'Unable to process credit at this time. Please try again later.'", () => {
    expect(creditClaimToast({ _tag: 'NetworkFailure' }).message).toBe(
      'Unable to process credit at this time. Please try again later.',
    );
  });
  it("not logged in 'Please log in to claim your credit'", () => {
    expect(creditClaimToast({ _tag: 'NotLoggedIn' })).toMatchObject({
      kind: 'error',
      message: 'Please log in to claim your credit',
    });
  });
});

describe('the claim notice cookie value', () => {
  it('round-trips every outcome a claim can have', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.record({
            _tag: fc.constant('Answered' as const),
            status: fc.stringMatching(/^[A-Z_]{1,40}$/),
            creditAmountMinor: fc.integer({ min: 0, max: 999_999_999 }),
            currency: fc.constantFrom('GBP', 'EUR'),
          }),
          fc.constantFrom({ _tag: 'NetworkFailure' as const }, { _tag: 'NotLoggedIn' as const }),
        ),
        (outcome) => {
          expect(creditClaimOutcomeOfNotice(creditClaimNoticeValue(outcome))).toEqual(O.some(outcome));
        },
      ),
    );
  });
  it('carries nothing for a value it did not write', () => {
    for (const value of [undefined, '', 'Answered', 'Answered.SUCCESS.5.gbp', 'Answered.SUCCESS.-5.GBP', '<b>'])
      expect(creditClaimOutcomeOfNotice(value)).toEqual(O.none);
  });
});
