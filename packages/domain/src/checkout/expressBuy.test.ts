import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { expressBuyAllowed, walletPaysAll } from './expressBuy';

const ready = { signedIn: true, hasSavedDetails: true, needsChoices: false };

describe('express buy (spec 1 §1, §6: saved instruments, fall back to normal checkout)', () => {
  it('is tried for a signed-in shopper with saved details and a deal without choices', () => {
    expect(expressBuyAllowed(ready)).toEqual(E.right(true));
  });
  it('names why it falls back', () => {
    expect(expressBuyAllowed({ ...ready, signedIn: false })).toEqual(E.left('NOT_SIGNED_IN'));
    expect(expressBuyAllowed({ ...ready, needsChoices: true })).toEqual(E.left('NEEDS_CHOICES'));
    expect(expressBuyAllowed({ ...ready, hasSavedDetails: false })).toEqual(E.left('NO_SAVED_DETAILS'));
  });
  it('is never tried when any fact is missing (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (signedIn, hasSavedDetails, needsChoices) => {
        const allowed = E.isRight(expressBuyAllowed({ signedIn, hasSavedDetails, needsChoices }));
        expect(allowed).toBe(signedIn && hasSavedDetails && !needsChoices);
      }),
    );
  });
  it('pays only when the wallet covers everything', () => {
    expect(walletPaysAll({ cashAmount: 0, walletAmountUsed: 1999 })).toBe(true);
    expect(walletPaysAll({ cashAmount: 1, walletAmountUsed: 1998 })).toBe(false);
    expect(walletPaysAll({ cashAmount: 0, walletAmountUsed: 0 })).toBe(false);
  });
});
