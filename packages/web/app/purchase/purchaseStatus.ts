/**
 * The React edge's table for purchase errors: the HTTP status a page answers with when a purchase
 * form fails (the message shown is the error's own, the spec's where it has one).
 */
import type { PurchaseErrorCode } from '@kerching/domain/checkout';

export const purchaseFailureStatus = (code: PurchaseErrorCode): number => {
  if (code === 'CHECKOUT.LOGIN_REQUIRED' || code === 'PROMO.LOGIN_REQUIRED') return 401;
  if (code === 'CHECKOUT.BASKET_STALE') return 422;
  if (code === 'PURCHASE.UNAVAILABLE') return 503;
  if (code.startsWith('PAYMENT.') && code !== 'PAYMENT.METHOD_NOT_ELIGIBLE' && code !== 'PAYMENT.TOKEN_INVALID')
    return 402;
  if (code.endsWith('NOT_FOUND')) return 404;
  if (
    code.startsWith('DEAL.') ||
    code === 'CALENDAR.STAY_UNAVAILABLE' ||
    code === 'BASKET.MAX_QUANTITY_EXCEEDED' ||
    code === 'WALLET.INSUFFICIENT'
  )
    return 409;
  return 400;
};
