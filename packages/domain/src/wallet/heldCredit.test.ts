import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { type HeldCredit, drawWalletCredit, heldBalance, isCreditUsable, nextCreditExpiry } from './heldCredit';
import { spendWallet, walletBalance } from './walletBalance';
import { walletCreditExpiresAt } from './walletCredit';

const now = Date.UTC(2026, 10, 24, 12);
const day = 24 * 60 * 60 * 1000;
const credit = (
  id: string,
  kind: HeldCredit['kind'],
  remainingMinor: number,
  expiresAt: number | null,
): HeldCredit => ({ id, kind, remainingMinor, expiresAt });

describe('held wallet credit (spec 2 §9 validity periods)', () => {
  it('refund credit granted today is usable for 3 months and not a moment longer', () => {
    const expiresAt = walletCreditExpiresAt('refund', new Date(now)).getTime();
    expect(new Date(expiresAt).toISOString()).toBe('2027-02-24T12:00:00.000Z');
    const refund = credit('r', 'refundable', 1000, expiresAt);
    expect(isCreditUsable(refund, expiresAt - 1)).toBe(true);
    expect(isCreditUsable(refund, expiresAt)).toBe(false);
    expect(heldBalance('GBP', [refund], expiresAt)).toEqual(walletBalance('GBP', 0, 0));
  });

  it('counts only credit that is left and still usable, by kind', () => {
    const credits = [
      credit('a', 'marketing', 500, null),
      credit('b', 'refundable', 700, now + day),
      credit('c', 'refundable', 300, now - 1),
      credit('d', 'refundable', 0, now + day),
    ];
    expect(heldBalance('EUR', credits, now)).toEqual(walletBalance('EUR', 500, 700));
  });

  it('spends marketing credit first up to the cap, then refundable, soonest expiring first within each', () => {
    const credits = [
      credit('never', 'refundable', 1000, null),
      credit('late', 'refundable', 1000, now + 60 * day),
      credit('soon', 'refundable', 1000, now + day),
      credit('promo', 'marketing', 800, null),
      credit('gone', 'refundable', 5000, now - day),
    ];
    expect(drawWalletCredit('GBP', credits, 2000, now, 500)).toEqual(
      E.right({
        draws: [
          { id: 'promo', amountMinor: 500 },
          { id: 'soon', amountMinor: 1000 },
          { id: 'late', amountMinor: 500 },
        ],
        after: walletBalance('GBP', 300, 1500),
      }),
    );
    expect(drawWalletCredit('GBP', credits, 3801, now)).toMatchObject({ left: { code: 'WALLET.INSUFFICIENT' } });
    expect(drawWalletCredit('GBP', credits, 1.5, now)).toMatchObject({ left: { code: 'WALLET.INVALID_AMOUNT' } });
  });

  const anyCredits = fc.array(
    fc.record({
      kind: fc.constantFrom<HeldCredit['kind']>('marketing', 'refundable'),
      remainingMinor: fc.integer({ min: 0, max: 5000 }),
      expiresAt: fc.option(fc.integer({ min: now - 10 * day, max: now + 10 * day }), { nil: null }),
    }),
    { maxLength: 12 },
  );
  const withIds = (list: ReadonlyArray<Omit<HeldCredit, 'id'>>): HeldCredit[] =>
    list.map((c, i) => ({ ...c, id: `c${i}` }));

  it('a spend agrees with spendWallet on the usable balance, and takes only what is there', () => {
    fc.assert(
      fc.property(
        anyCredits.map(withIds),
        fc.integer({ min: 0, max: 40_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
        (credits, amount, cap) => {
          const before = heldBalance('GBP', credits, now);
          const drawn = drawWalletCredit('GBP', credits, amount, now, cap);
          const model = spendWallet(before, amount, cap);
          expect(E.isRight(drawn)).toBe(E.isRight(model));
          if (E.isLeft(drawn) || E.isLeft(model)) return;
          expect(drawn.right.after).toEqual(model.right);
          expect(drawn.right.draws.reduce((sum, d) => sum + d.amountMinor, 0)).toBe(amount);
          const spent = new Map(drawn.right.draws.map((d) => [d.id, d.amountMinor]));
          expect(spent.size).toBe(drawn.right.draws.length);
          const afterSpend = credits.map((c) => ({ ...c, remainingMinor: c.remainingMinor - (spent.get(c.id) ?? 0) }));
          for (const c of credits) {
            const taken = spent.get(c.id) ?? 0;
            expect(taken).toBeGreaterThanOrEqual(0);
            expect(taken).toBeLessThanOrEqual(c.remainingMinor);
            if (taken > 0) expect(isCreditUsable(c, now)).toBe(true);
          }
          expect(heldBalance('GBP', afterSpend, now)).toEqual(model.right);
        },
      ),
    );
  });

  it('never takes from a credit while one of its kind that expires sooner still has some left', () => {
    fc.assert(
      fc.property(anyCredits.map(withIds), fc.integer({ min: 0, max: 40_000 }), (credits, amount) => {
        const drawn = drawWalletCredit('GBP', credits, amount, now);
        if (E.isLeft(drawn)) return;
        const spent = new Map(drawn.right.draws.map((d) => [d.id, d.amountMinor]));
        const expiry = (c: HeldCredit) => c.expiresAt ?? Number.POSITIVE_INFINITY;
        const usable = credits.filter((c) => isCreditUsable(c, now));
        for (const taken of usable.filter((c) => spent.has(c.id))) {
          for (const sooner of usable.filter((c) => c.kind === taken.kind && expiry(c) < expiry(taken))) {
            expect(spent.get(sooner.id)).toBe(sooner.remainingMinor);
          }
        }
      }),
    );
  });

  it('tells the shopper the next credit to expire, all of it that expires then', () => {
    const credits = [
      credit('a', 'refundable', 300, now + 30 * day),
      credit('b', 'marketing', 200, now + 30 * day),
      credit('c', 'refundable', 900, now + 60 * day),
      credit('d', 'refundable', 5000, now - 1),
      credit('e', 'refundable', 0, now + day),
      credit('f', 'marketing', 100, null),
    ];
    expect(nextCreditExpiry(credits, now)).toEqual(O.some({ amountMinor: 500, at: now + 30 * day }));
    expect(nextCreditExpiry(credits, now + 30 * day)).toEqual(O.some({ amountMinor: 900, at: now + 60 * day }));
    expect(nextCreditExpiry(credits, now + 60 * day)).toEqual(O.none);
  });

  it('the next expiry is in the future, of usable credit, and none expires sooner', () => {
    fc.assert(
      fc.property(anyCredits.map(withIds), (credits) => {
        const next = nextCreditExpiry(credits, now);
        const usable = credits.filter((c) => isCreditUsable(c, now) && c.expiresAt !== null);
        if (O.isNone(next)) {
          expect(usable).toEqual([]);
          return;
        }
        expect(next.value.at).toBeGreaterThan(now);
        expect(next.value.amountMinor).toBeGreaterThan(0);
        expect(next.value.amountMinor).toBeLessThanOrEqual(heldBalance('GBP', credits, now).balance);
        expect(usable.every((c) => (c.expiresAt ?? 0) >= next.value.at)).toBe(true);
      }),
    );
  });
});
