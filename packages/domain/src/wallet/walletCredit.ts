/**
 * How long wallet credit and gift cards last (spec 2 §9), and redeeming a gift card into wallet
 * credit (spec 1 §5 "Gift code", "Gift card and deal currency must match").
 *
 * Decisions:
 * - "Auto-credit on expiry 14 days" is read as: credit issued automatically when a voucher expires is
 *   valid for 14 days.
 * - Validity runs from the instant the credit was granted; the credit is usable strictly before
 *   `expiresAt`. Months are calendar months in UTC (see dateArithmetic).
 * - A gift card is refused if unknown, already redeemed or expired, in that order.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import type { CurrencyCode } from '../site/site';
import {
  AUTO_CREDIT_ON_EXPIRY_VALIDITY_DAYS,
  GIFT_CARD_CREDIT_VALIDITY_MONTHS,
  GIFT_CARD_VALIDITY_MONTHS,
  REFUND_CREDIT_VALIDITY_MONTHS,
} from './constants';
import { addDays, addMonths } from './dateArithmetic';
import {
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_CURRENCY_MISMATCH,
  GIFT_CARD_EXPIRED,
  GIFT_CODE_NOT_RECOGNIZED,
} from './messages';

export const WALLET_CREDIT_SOURCES = ['refund', 'giftCardRedemption', 'autoCreditOnExpiry'] as const;
export type WalletCreditSource = (typeof WALLET_CREDIT_SOURCES)[number];

/** When credit granted at `grantedAt` from `source` stops being usable. */
export const walletCreditExpiresAt = (source: WalletCreditSource, grantedAt: Date): Date => {
  switch (source) {
    case 'refund':
      return addMonths(grantedAt, REFUND_CREDIT_VALIDITY_MONTHS);
    case 'giftCardRedemption':
      return addMonths(grantedAt, GIFT_CARD_CREDIT_VALIDITY_MONTHS);
    case 'autoCreditOnExpiry':
      return addDays(grantedAt, AUTO_CREDIT_ON_EXPIRY_VALIDITY_DAYS);
  }
};

export interface WalletCreditGrant {
  readonly source: WalletCreditSource;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly grantedAt: Date;
  readonly expiresAt: Date;
}

export const walletCreditGrant = (
  source: WalletCreditSource,
  amountMinor: number,
  currency: CurrencyCode,
  grantedAt: Date,
): WalletCreditGrant => ({
  source,
  amountMinor,
  currency,
  grantedAt,
  expiresAt: walletCreditExpiresAt(source, grantedAt),
});

export const isWalletCreditValid = (grant: Pick<WalletCreditGrant, 'expiresAt'>, now: Date): boolean =>
  now.getTime() < grant.expiresAt.getTime();

// ---------------------------------------------------------------------------------------------
// Gift cards

export interface GiftCard {
  readonly code: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly issuedAt: Date;
  readonly redeemed: boolean;
}

/** Gift cards expire 6 months after they are issued. */
export const giftCardExpiresAt = (giftCard: Pick<GiftCard, 'issuedAt'>): Date =>
  addMonths(giftCard.issuedAt, GIFT_CARD_VALIDITY_MONTHS);

export const isGiftCardExpired = (giftCard: Pick<GiftCard, 'issuedAt'>, now: Date): boolean =>
  now.getTime() >= giftCardExpiresAt(giftCard).getTime();

export type GiftCardRedeemCode =
  'WALLET.GIFT_CODE_NOT_RECOGNIZED' | 'WALLET.GIFT_CARD_ALREADY_REDEEMED' | 'WALLET.GIFT_CARD_EXPIRED';

/**
 * Redeems a gift card (as looked up by its code) into wallet credit in its own currency, valid 12
 * months from `now`.
 */
export const redeemGiftCard = (
  found: O.Option<GiftCard>,
  now: Date,
): E.Either<DomainError<GiftCardRedeemCode>, WalletCreditGrant> => {
  if (O.isNone(found)) return E.left(domainError('WALLET.GIFT_CODE_NOT_RECOGNIZED', GIFT_CODE_NOT_RECOGNIZED));
  const giftCard = found.value;
  if (giftCard.redeemed) return E.left(domainError('WALLET.GIFT_CARD_ALREADY_REDEEMED', GIFT_CARD_ALREADY_REDEEMED));
  if (isGiftCardExpired(giftCard, now)) return E.left(domainError('WALLET.GIFT_CARD_EXPIRED', GIFT_CARD_EXPIRED));
  return E.right(walletCreditGrant('giftCardRedemption', giftCard.amountMinor, giftCard.currency, now));
};

/** Gift card and deal currency must match. */
export const checkGiftCardCurrency = (
  giftCardCurrency: CurrencyCode,
  dealCurrency: CurrencyCode,
): E.Either<DomainError<'WALLET.GIFT_CARD_CURRENCY_MISMATCH'>, CurrencyCode> =>
  giftCardCurrency === dealCurrency
    ? E.right(dealCurrency)
    : E.left(domainError('WALLET.GIFT_CARD_CURRENCY_MISMATCH', GIFT_CARD_CURRENCY_MISMATCH));
