import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  CREDIT_CLAIM_SUCCESS_SUFFIX,
  WALLET_CREDIT_SOURCES,
  type WalletBalance,
  addDays,
  addMonths,
  creditClaimToast,
  creditValidationCode,
  isWalletCreditValid,
  spendWallet,
  spendableCredit,
  walletBalance,
  walletCreditGrant,
} from './index';
import { creditWallet } from './testing';

const instant = fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2150, 0, 1) }).map((ms) => new Date(ms));
const minor = fc.integer({ min: 0, max: 1_000_000 });
const balanceArb = fc
  .record({ marketing: minor, refundable: minor })
  .map(({ marketing, refundable }) => walletBalance('GBP', marketing, refundable));

describe('wallet properties', () => {
  it('a credit_validation value is kept exactly when it is all digits, and unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\d{1,12}$/)), (value) => {
        const code = creditValidationCode(value);
        expect(O.isSome(code)).toBe(/^\d+$/.test(value));
        if (O.isSome(code)) expect(code.value).toBe(value);
      }),
    );
  });

  it('date arithmetic round-trips: days always, months when the day exists in every month', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: -1000, max: 1000 }),
        fc.integer({ min: -60, max: 60 }),
        (start, days, months) => {
          expect(addDays(addDays(start, days), -days).getTime()).toBe(start.getTime());
          const moved = addMonths(start, months);
          expect(moved.getUTCDate()).toBeLessThanOrEqual(start.getUTCDate());
          expect(moved.getTime() % 86_400_000).toBe(start.getTime() % 86_400_000);
          if (start.getUTCDate() <= 28) expect(addMonths(moved, -months).getTime()).toBe(start.getTime());
        },
      ),
    );
  });

  it('adding months is monotone', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 24 }), (a, b, months) => {
        const [early, late] = a.getTime() <= b.getTime() ? [a, b] : [b, a];
        expect(addMonths(early, months).getTime()).toBeLessThanOrEqual(addMonths(late, months).getTime());
      }),
    );
  });

  it('wallet credit is valid from its grant until its expiry and never again (monotone in time)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...WALLET_CREDIT_SOURCES),
        instant,
        fc.nat({ max: 400 * 86_400_000 }),
        fc.nat({ max: 400 * 86_400_000 }),
        (source, grantedAt, d1, d2) => {
          const grant = walletCreditGrant(source, 100, 'GBP', grantedAt);
          expect(grant.expiresAt.getTime()).toBeGreaterThan(grantedAt.getTime());
          expect(isWalletCreditValid(grant, grantedAt)).toBe(true);
          const [t1, t2] = [grantedAt.getTime() + Math.min(d1, d2), grantedAt.getTime() + Math.max(d1, d2)];
          if (isWalletCreditValid(grant, new Date(t2))) expect(isWalletCreditValid(grant, new Date(t1))).toBe(true);
        },
      ),
    );
  });

  it('a wallet spend never goes below zero, takes exactly the amount, and succeeds exactly when affordable', () => {
    fc.assert(
      fc.property(
        balanceArb,
        fc.integer({ min: 0, max: 2_500_000 }),
        fc.option(minor, { nil: undefined }),
        (balance, amount, cap) => {
          const result = spendWallet(balance, amount, cap);
          expect(E.isRight(result)).toBe(amount <= spendableCredit(balance, cap));
          if (E.isRight(result)) {
            expect(result.right.marketingBalance).toBeGreaterThanOrEqual(0);
            expect(result.right.refundableBalance).toBeGreaterThanOrEqual(0);
            expect(result.right.balance).toBe(balance.balance - amount);
            expect(balance.marketingBalance - result.right.marketingBalance).toBeLessThanOrEqual(
              cap ?? Number.POSITIVE_INFINITY,
            );
          } else {
            expect(result.left.code).toBe('WALLET.INSUFFICIENT');
          }
        },
      ),
    );
  });

  it('spending a then b leaves the wallet as spending a + b at once', () => {
    fc.assert(
      fc.property(balanceArb, minor, minor, (balance, a, b) => {
        const twice = E.flatMap(spendWallet(balance, a), (after) => spendWallet(after, b));
        expect(twice).toEqual(spendWallet(balance, a + b));
      }),
    );
  });

  it('a claim answered with any other status than SUCCESS or ALREADY_CLAIMED says the link is no longer valid; success shows the amount', () => {
    fc.assert(
      fc.property(fc.string(), minor, fc.constantFrom('GBP', 'EUR'), (status, amount, currency) => {
        const toast = creditClaimToast({ _tag: 'Answered', status, creditAmountMinor: amount, currency });
        if (status !== 'SUCCESS' && status !== 'ALREADY_CLAIMED') {
          expect(toast).toMatchObject({ kind: 'error', message: 'Sorry, this offer link is no longer valid' });
        }
        const success = creditClaimToast({ _tag: 'Answered', status: 'SUCCESS', creditAmountMinor: amount, currency });
        expect(success.message.startsWith(currency === 'GBP' ? '£' : '€')).toBe(true);
        expect(success.message.endsWith(` ${CREDIT_CLAIM_SUCCESS_SUFFIX}`)).toBe(true);
      }),
    );
  });

  it('model: any sequence of credits and spends keeps the wallet equal to a running total that never goes negative', () => {
    interface Model {
      marketing: number;
      refundable: number;
    }
    interface Real {
      wallet: WalletBalance;
    }
    class Credit implements fc.Command<Model, Real> {
      constructor(
        readonly kind: 'marketing' | 'refundable',
        readonly amount: number,
      ) {}
      check = (): boolean => true;
      run(model: Model, real: Real): void {
        const result = creditWallet(real.wallet, this.kind, this.amount);
        if (E.isLeft(result)) throw new Error(result.left.detail);
        real.wallet = result.right;
        model[this.kind] += this.amount;
        expect(real.wallet).toEqual(walletBalance('GBP', model.marketing, model.refundable));
      }
      toString = (): string => `credit(${this.kind}, ${this.amount})`;
    }
    class Spend implements fc.Command<Model, Real> {
      constructor(readonly amount: number) {}
      check = (): boolean => true;
      run(model: Model, real: Real): void {
        const result = spendWallet(real.wallet, this.amount);
        const affordable = this.amount <= model.marketing + model.refundable;
        expect(E.isRight(result)).toBe(affordable);
        if (E.isRight(result)) {
          real.wallet = result.right;
          const fromMarketing = Math.min(this.amount, model.marketing);
          model.marketing -= fromMarketing;
          model.refundable -= this.amount - fromMarketing;
        }
        expect(real.wallet).toEqual(walletBalance('GBP', model.marketing, model.refundable));
        expect(real.wallet.marketingBalance).toBeGreaterThanOrEqual(0);
        expect(real.wallet.refundableBalance).toBeGreaterThanOrEqual(0);
      }
      toString = (): string => `spend(${this.amount})`;
    }
    const commands = [
      fc
        .tuple(fc.constantFrom('marketing' as const, 'refundable' as const), fc.integer({ min: 0, max: 5000 }))
        .map(([kind, amount]) => new Credit(kind, amount)),
      fc.integer({ min: 0, max: 8000 }).map((amount) => new Spend(amount)),
    ];
    fc.assert(
      fc.property(fc.commands(commands, { maxCommands: 40 }), (cmds) => {
        fc.modelRun(
          () => ({ model: { marketing: 0, refundable: 0 }, real: { wallet: walletBalance('GBP', 0, 0) } }),
          cmds,
        );
      }),
    );
  });
});
