import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { type CreditCampaign, creditClaimAnswer, creditClaimStatus, creditClaimToast } from './index';

const campaign: CreditCampaign = { code: '1001', currency: 'GBP', amountMinor: 500, startsAt: 1_000, endsAt: 2_000 };
const facts = { currency: 'GBP' as const, alreadyClaimed: false, now: 1_500 };

describe('creditClaimStatus (spec 2 §7.7 campaign credit claim; ALREADY_CLAIMED)', () => {
  it('credits an open campaign in the site currency, once', () => {
    expect(creditClaimStatus(O.some(campaign), facts)).toBe('SUCCESS');
    expect(creditClaimStatus(O.some(campaign), { ...facts, alreadyClaimed: true })).toBe('ALREADY_CLAIMED');
  });
  it('says a closed or not yet open campaign has expired; open from startsAt, closed from endsAt', () => {
    expect(creditClaimStatus(O.some(campaign), { ...facts, now: 999 })).toBe('EXPIRED');
    expect(creditClaimStatus(O.some(campaign), { ...facts, now: 1_000 })).toBe('SUCCESS');
    expect(creditClaimStatus(O.some(campaign), { ...facts, now: 1_999 })).toBe('SUCCESS');
    expect(creditClaimStatus(O.some(campaign), { ...facts, now: 2_000 })).toBe('EXPIRED');
  });
  it('tells a shopper who claimed so, even once the campaign has closed', () => {
    expect(creditClaimStatus(O.some(campaign), { ...facts, alreadyClaimed: true, now: 5_000 })).toBe('ALREADY_CLAIMED');
  });
  it("does not know a campaign of the other edition's currency, nor a missing one", () => {
    expect(creditClaimStatus(O.some(campaign), { ...facts, currency: 'EUR' })).toBe('NOT_FOUND');
    expect(creditClaimStatus(O.none, facts)).toBe('NOT_FOUND');
  });
  it('answers the amount on success only, and each status becomes its toast', () => {
    expect(creditClaimAnswer('SUCCESS', O.some(campaign), 'GBP')).toEqual({
      status: 'SUCCESS',
      creditAmountMinor: 500,
      currency: 'GBP',
    });
    expect(
      creditClaimToast({ _tag: 'Answered', ...creditClaimAnswer('SUCCESS', O.some(campaign), 'GBP') }).message,
    ).toBe("£5 credit has been applied to your account. You'll see it when you get to checkout!");
    expect(
      creditClaimToast({ _tag: 'Answered', ...creditClaimAnswer('EXPIRED', O.some(campaign), 'GBP') }).message,
    ).toBe('Sorry, this offer link is no longer valid');
    expect(creditClaimAnswer('NOT_FOUND', O.none, 'EUR').creditAmountMinor).toBe(0);
  });
});

describe('creditClaimStatus properties', () => {
  const arbCampaign = fc
    .record({
      startsAt: fc.integer({ min: 0, max: 1_000_000 }),
      length: fc.integer({ min: 1, max: 1_000_000 }),
      amountMinor: fc.integer({ min: 1, max: 100_000 }),
      currency: fc.constantFrom('GBP' as const, 'EUR' as const),
    })
    .map(({ startsAt, length, amountMinor, currency }) => ({
      code: '7',
      currency,
      amountMinor,
      startsAt,
      endsAt: startsAt + length,
    }));
  const arbFacts = fc.record({
    currency: fc.constantFrom('GBP' as const, 'EUR' as const),
    alreadyClaimed: fc.boolean(),
    now: fc.integer({ min: -10, max: 2_100_000 }),
  });

  it('succeeds exactly when the campaign exists in the currency, is unclaimed and open; credit only then', () => {
    fc.assert(
      fc.property(arbCampaign, arbFacts, (c, f) => {
        const status = creditClaimStatus(O.some(c), f);
        const open = c.startsAt <= f.now && f.now < c.endsAt;
        expect(status === 'SUCCESS').toBe(c.currency === f.currency && !f.alreadyClaimed && open);
        expect(creditClaimAnswer(status, O.some(c), f.currency).creditAmountMinor > 0).toBe(status === 'SUCCESS');
      }),
    );
  });

  it('once a campaign has closed it never succeeds again (monotone in time)', () => {
    fc.assert(
      fc.property(arbCampaign, arbFacts, fc.nat(1_000_000), (c, f, later) => {
        const closed = { ...f, now: c.endsAt + later };
        expect(creditClaimStatus(O.some(c), closed)).not.toBe('SUCCESS');
      }),
    );
  });
});
