import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type GiftCard,
  checkGiftCardCurrency,
  giftCardExpiresAt,
  isGiftCardExpired,
  isWalletCreditValid,
  redeemGiftCard,
  walletCreditExpiresAt,
  walletCreditGrant,
} from './index';

const at = (iso: string): Date => new Date(iso);

describe('wallet credit validity (spec 2 §9)', () => {
  const granted = at('2025-01-10T12:00:00Z');
  it('"Wallet credit from refund valid 3 months"', () => {
    expect(walletCreditExpiresAt('refund', granted).toISOString()).toBe('2025-04-10T12:00:00.000Z');
  });
  it('"12 months after gift-card redemption"', () => {
    expect(walletCreditExpiresAt('giftCardRedemption', granted).toISOString()).toBe('2026-01-10T12:00:00.000Z');
  });
  it('"auto-credit on expiry 14 days"', () => {
    expect(walletCreditExpiresAt('autoCreditOnExpiry', granted).toISOString()).toBe('2025-01-24T12:00:00.000Z');
  });
  it('is usable strictly before it expires', () => {
    const grant = walletCreditGrant('refund', 1000, 'GBP', granted);
    expect(grant).toMatchObject({ source: 'refund', amountMinor: 1000, currency: 'GBP' });
    expect(isWalletCreditValid(grant, at('2025-04-10T11:59:59Z'))).toBe(true);
    expect(isWalletCreditValid(grant, at('2025-04-10T12:00:00Z'))).toBe(false);
  });
});

describe('gift cards', () => {
  const giftCard: GiftCard = {
    code: 'GC-1',
    amountMinor: 2500,
    currency: 'EUR',
    issuedAt: at('2025-01-01T00:00:00Z'),
    redeemed: false,
  };
  it('"Gift cards expire after 6 months"', () => {
    expect(giftCardExpiresAt(giftCard).toISOString()).toBe('2025-07-01T00:00:00.000Z');
    expect(isGiftCardExpired(giftCard, at('2025-06-30T23:59:59Z'))).toBe(false);
    expect(isGiftCardExpired(giftCard, at('2025-07-01T00:00:00Z'))).toBe(true);
  });
  it('redeems into wallet credit valid 12 months', () => {
    const now = at('2025-02-01T09:00:00Z');
    expect(redeemGiftCard(O.some(giftCard), now)).toEqual(
      E.right({
        source: 'giftCardRedemption',
        amountMinor: 2500,
        currency: 'EUR',
        grantedAt: now,
        expiresAt: at('2026-02-01T09:00:00Z'),
      }),
    );
  });
  it('"Gift code not recognized. Please try again"', () => {
    const result = redeemGiftCard(O.none, at('2025-02-01T00:00:00Z'));
    expect(E.isLeft(result) && result.left).toEqual({
      code: 'WALLET.GIFT_CODE_NOT_RECOGNIZED',
      detail: 'Gift code not recognized. Please try again',
    });
  });
  it('refuses a redeemed or expired gift card', () => {
    const redeemed = redeemGiftCard(O.some({ ...giftCard, redeemed: true }), at('2025-02-01T00:00:00Z'));
    expect(E.isLeft(redeemed) && redeemed.left.code).toBe('WALLET.GIFT_CARD_ALREADY_REDEEMED');
    const expired = redeemGiftCard(O.some(giftCard), at('2025-08-01T00:00:00Z'));
    expect(E.isLeft(expired) && expired.left.code).toBe('WALLET.GIFT_CARD_EXPIRED');
  });
  it('"Gift card and deal currency must match"', () => {
    expect(checkGiftCardCurrency('GBP', 'GBP')).toEqual(E.right('GBP'));
    const mismatch = checkGiftCardCurrency('EUR', 'GBP');
    expect(E.isLeft(mismatch) && mismatch.left.code).toBe('WALLET.GIFT_CARD_CURRENCY_MISMATCH');
  });
});
