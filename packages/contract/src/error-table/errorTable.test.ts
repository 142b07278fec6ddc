import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES } from '@kerching/domain/account';
import { PROMO_REJECTION_CODES, PURCHASE_ERROR_MESSAGES } from '@kerching/domain/checkout';
import { CARD_VALIDATION_MESSAGES, PAYMENT_FAILURE_CODES } from '@kerching/domain/payment';
import { ROUTE_ERROR_CODES } from '@kerching/domain/routing';
import { REFUND_INELIGIBLE_MESSAGES } from '@kerching/domain/voucher';
import { EDGE_ERROR_CODES, ERROR_TABLE, SORRY, errorAnswer, errorStatus } from './errorTable';

/** Every family's code constants, as the domain and the edges declare them. */
const FAMILIES: Readonly<Record<string, readonly string[]>> = {
  edge: EDGE_ERROR_CODES,
  account: ACCOUNT_ERROR_CODES,
  purchase: [...Object.keys(PURCHASE_ERROR_MESSAGES), 'BASKET.MAX_QUANTITY_EXCEEDED'],
  promo: Object.values(PROMO_REJECTION_CODES),
  payment: PAYMENT_FAILURE_CODES,
  card: Object.keys(CARD_VALIDATION_MESSAGES),
  refund: Object.keys(REFUND_INELIGIBLE_MESSAGES),
  route: ROUTE_ERROR_CODES,
};

describe('the error table', () => {
  for (const [family, codes] of Object.entries(FAMILIES))
    it(`has a status and a message for every ${family} code`, () => {
      const missing = codes.filter((code) => !Object.prototype.hasOwnProperty.call(ERROR_TABLE, code));
      expect(missing).toEqual([]);
      for (const code of codes) {
        expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
        expect(errorAnswer(code).message).not.toBe('');
      }
    });

  it('answers a code from outside every family as an outage', () => {
    expect(errorAnswer('SOMETHING.NEW')).toEqual({ status: 503, message: SORRY });
  });

  it('gives the considered status for the purchase codes the page and the API used to disagree on', () => {
    expect(errorStatus('BASKET.FORBIDDEN')).toBe(403);
    expect(errorStatus('BASKET.PRODUCT_UNAVAILABLE')).toBe(409);
    expect(errorStatus('WALLET.GIFT_CARD_EXPIRED')).toBe(410);
    expect(errorStatus('WALLET.GIFT_CODE_NOT_RECOGNIZED')).toBe(404);
    expect(errorStatus('CHECKOUT.AMOUNT_CHANGED')).toBe(409);
    expect(errorStatus('VOUCHER.REFUND_REDEEMED')).toBe(409);
    expect(errorStatus('PAYMENT.DECLINED')).toBe(402);
  });
});
