/**
 * Wallet credit as it is held: each grant of credit kept apart, with what is left of it and when it
 * stops being usable (spec 2 §9 "Wallet credit from refund valid 3 months; 12 months after gift-card
 * redemption"; walletCredit.ts works the dates out). A balance is what is left of the credits still
 * usable at an instant, so credit expires on time without a job taking it away.
 *
 * Decisions (ours; the spec gives the validity periods only):
 * - A credit is usable strictly before its expiry; a credit without one (promotional credit from
 *   campaigns and referrals, for which the spec sets no period, and balances held before expiry
 *   was kept) never expires.
 * - A spend takes marketing credit first, up to the basket's cap, then refundable credit, as
 *   `spendWallet` does for balances; within a kind, the credit that expires soonest goes first
 *   (never-expiring credit last; ties in the order given), so a shopper loses as little as possible.
 * - What was left of a credit when it expired shows on the wallet's statement as an expiry entry at
 *   that instant, so the statement still adds up to the balance.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { DomainError } from '../shared/error';
import type { CurrencyCode } from '../site/site';
import {
  type WalletBalance,
  type WalletCreditKind,
  type WalletSpendCode,
  spendWallet,
  walletBalance,
} from './walletBalance';

export interface HeldCredit {
  readonly id: string;
  readonly kind: WalletCreditKind;
  /** Minor units not yet spent. */
  readonly remainingMinor: number;
  /** Epoch ms from which it can no longer be spent; null: never. */
  readonly expiresAt: number | null;
}

/** Can `credit` still be spent at `now`? */
export const isCreditUsable = (credit: HeldCredit, now: number): boolean =>
  credit.remainingMinor > 0 && (credit.expiresAt === null || now < credit.expiresAt);

/** The balance of the credits usable at `now`. */
export const heldBalance = (currency: CurrencyCode, credits: ReadonlyArray<HeldCredit>, now: number): WalletBalance => {
  const usable = credits.filter((credit) => isCreditUsable(credit, now));
  const total = (kind: WalletCreditKind) =>
    usable.filter((credit) => credit.kind === kind).reduce((sum, credit) => sum + credit.remainingMinor, 0);
  return walletBalance(currency, total('marketing'), total('refundable'));
};

/** What a spend takes from one credit. */
export interface CreditDraw {
  readonly id: string;
  readonly amountMinor: number;
}

export interface WalletDraw {
  /** Only credits drawn from, each once, in the order they were drawn. */
  readonly draws: ReadonlyArray<CreditDraw>;
  /** The usable balance after the spend. */
  readonly after: WalletBalance;
}

const soonestFirst = (credits: ReadonlyArray<HeldCredit>): HeldCredit[] =>
  credits
    .map((credit, index) => ({ credit, index }))
    .sort(
      (a, b) =>
        (a.credit.expiresAt ?? Number.POSITIVE_INFINITY) - (b.credit.expiresAt ?? Number.POSITIVE_INFINITY) ||
        a.index - b.index,
    )
    .map(({ credit }) => credit);

/** `amountMinor` taken from `credits` of one kind, soonest expiring first. */
const drawFrom = (credits: ReadonlyArray<HeldCredit>, amountMinor: number): CreditDraw[] => {
  const draws: CreditDraw[] = [];
  let left = amountMinor;
  for (const credit of soonestFirst(credits)) {
    if (left === 0) break;
    const take = Math.min(left, credit.remainingMinor);
    draws.push({ id: credit.id, amountMinor: take });
    left -= take;
  }
  return draws;
};

/**
 * Which of `credits` pay `amountMinor` at `now`: refused as `spendWallet` refuses the usable
 * balance (an amount that is not whole minor units, or more than the credit the cap allows).
 */
export const drawWalletCredit = (
  currency: CurrencyCode,
  credits: ReadonlyArray<HeldCredit>,
  amountMinor: number,
  now: number,
  marketingCapMinor: number = Number.POSITIVE_INFINITY,
): E.Either<DomainError<WalletSpendCode>, WalletDraw> => {
  const before = heldBalance(currency, credits, now);
  return E.map((after: WalletBalance) => {
    const usable = credits.filter((credit) => isCreditUsable(credit, now));
    const ofKind = (kind: WalletCreditKind) => usable.filter((credit) => credit.kind === kind);
    return {
      draws: [
        ...drawFrom(ofKind('marketing'), before.marketingBalance - after.marketingBalance),
        ...drawFrom(ofKind('refundable'), before.refundableBalance - after.refundableBalance),
      ],
      after,
    };
  })(spendWallet(before, amountMinor, marketingCapMinor));
};

/** Credit that stops being usable at one instant. */
export interface CreditExpiry {
  readonly amountMinor: number;
  /** Epoch ms. */
  readonly at: number;
}

/** The next credit to expire after `now`: what is left of every credit expiring at that instant. */
export const nextCreditExpiry = (credits: ReadonlyArray<HeldCredit>, now: number): O.Option<CreditExpiry> => {
  const expiring = credits.filter((credit) => isCreditUsable(credit, now) && credit.expiresAt !== null);
  const at = Math.min(...expiring.map((credit) => credit.expiresAt ?? Number.POSITIVE_INFINITY));
  if (!Number.isFinite(at)) return O.none;
  const amountMinor = expiring
    .filter((credit) => credit.expiresAt === at)
    .reduce((sum, credit) => sum + credit.remainingMinor, 0);
  return O.some({ amountMinor, at });
};
