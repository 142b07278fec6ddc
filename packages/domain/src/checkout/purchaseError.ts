/**
 * The purchase family's errors (issue 6): baskets, checkout, order placement, payment, promo and
 * wallet. Each has a stable code that the edges map to an HTTP status in one table each, and carries
 * the message the shopper sees, so an edge needs no second table for the copy. Messages quoted by the
 * spec are verbatim (spec 2 §8); the others come from each family's messages module, which marks its
 * own wording.
 */
import { BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE, BASKET_NO_PURCHASABLE_PRODUCTS_MESSAGE } from '../basket/messages';
import {
  BASKET_PRODUCTS_NO_LONGER_RESERVED_MESSAGE,
  BASKET_SOMETHING_WENT_WRONG_MESSAGE,
  basketMaxQuantityMessage,
} from '../basket/messages';
import { CARD_VALIDATION_MESSAGES } from '../payment/cardValidation';
import { PAYMENT_FAILURE_MESSAGES, type PaymentFailureCode } from '../payment/paymentFailure';
import {
  PROMO_ALREADY_USED,
  PROMO_CODE_REQUIRED,
  PROMO_EXPIRED,
  PROMO_INVALID,
  PROMO_LOGIN_REQUIRED,
  PROMO_NOT_APPLICABLE,
  PROMO_NOT_ELIGIBLE,
} from '../promo/messages';
import type { PromoRejected } from '../promo/promoCodeRules';
import type { DomainError } from '../shared/error';
import { formatPrice, money } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';
import { RESTRICTED_BASKET_TOTAL_LIMIT_MINOR } from '../basket/constants';
import { PRODUCT_ORDER_ID_REQUIRED, REFUND_REASON_REQUIRED, VOUCHER_PROBLEM } from '../voucher/messages';
import { REFUND_INELIGIBLE_MESSAGES } from '../voucher/refund';
import {
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_EXPIRED,
  GIFT_CODE_NOT_RECOGNIZED,
  WALLET_INSUFFICIENT,
  WALLET_INVALID_AMOUNT,
} from '../wallet/messages';
import { CHOOSE_CHECK_IN_AND_CHECK_OUT, STAY_UNAVAILABLE } from '../calendar/messages';
import { ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE } from './messages';
import { PASSENGER_DETAILS_INVALID_MESSAGE } from './passengers';

/**
 * OUR WORDING: a restricted-subcategory basket of 50 or more (spec 1 §5 gives the rule, not the
 * copy), with the limit in the basket's currency and why (issue 42: the message had neither).
 */
export const restrictedBasketOverLimitMessage = (currency: CurrencyCode): string =>
  `For your security, a basket with this item must total under ${formatPrice(
    money(RESTRICTED_BASKET_TOTAL_LIMIT_MINOR, currency),
  )}. Please remove something to continue.`;
/** The same when the currency is not known (the error table's row). */
export const RESTRICTED_BASKET_OVER_LIMIT_MESSAGE =
  'For your security, a basket with this item must total under 50 (pounds or euros). Please remove something to continue.';
/** OUR WORDING: the checkout amounts changed since the shopper saw them. */
export const CHECKOUT_AMOUNT_CHANGED_MESSAGE = 'Your order total has changed. Please check your basket and try again.';
/** OUR WORDING: a card number typed into a field that is not the hosted card field. */
export const CARD_NUMBER_REFUSED_MESSAGE =
  'Please do not enter card numbers here. Card details go only in the secure card fields.';
/** OUR WORDING: placing an order needs a signed-in shopper (spec 1 §5 checkout prerequisites). */
export const CHECKOUT_LOGIN_REQUIRED_MESSAGE = 'Please log in or register to complete your purchase.';
/** OUR WORDING: an idempotency key reused for a different order. */
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This order was already placed with different details. Please refresh and try again.';
/** OUR WORDING: a bad request field. */
export const PURCHASE_INPUT_INVALID_MESSAGE = 'Some of the details sent were not valid. Please check and try again.';
/** OUR WORDING: a payment method the checkout does not offer for this basket. */
export const PAYMENT_METHOD_NOT_ELIGIBLE_MESSAGE =
  'This payment method is not available for your basket. Please choose another.';
/** OUR WORDING: a payment token that is unknown, used or expired. */
export const PAYMENT_TOKEN_INVALID_MESSAGE = 'Your payment details have expired. Please enter them again.';

const FIXED_MESSAGES = {
  'BASKET.TOKEN_INVALID': BASKET_SOMETHING_WENT_WRONG_MESSAGE,
  'BASKET.NOT_FOUND': BASKET_SOMETHING_WENT_WRONG_MESSAGE,
  'BASKET.FORBIDDEN': BASKET_SOMETHING_WENT_WRONG_MESSAGE,
  'BASKET.PRODUCT_UNAVAILABLE': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'BASKET.LINE_NOT_FOUND': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'BASKET.NO_PURCHASABLE_PRODUCTS': BASKET_NO_PURCHASABLE_PRODUCTS_MESSAGE,
  'BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT': RESTRICTED_BASKET_OVER_LIMIT_MESSAGE,
  'BASKET.INPUT_INVALID': PURCHASE_INPUT_INVALID_MESSAGE,
  // Spec 1 §5 "Calendar needs check-in and check-out"; spec 2 §8 quotes no message for it.
  'CALENDAR.DATES_REQUIRED': CHOOSE_CHECK_IN_AND_CHECK_OUT,
  'CALENDAR.STAY_UNAVAILABLE': STAY_UNAVAILABLE,
  'DEAL.MISSING': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'DEAL.SOLD_OUT': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'DEAL.NOT_OPEN': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'DEAL.CLOSED': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'DEAL.CAP_REACHED': BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  'CHECKOUT.BASKET_STALE': BASKET_PRODUCTS_NO_LONGER_RESERVED_MESSAGE,
  'CHECKOUT.AMOUNT_CHANGED': CHECKOUT_AMOUNT_CHANGED_MESSAGE,
  'CHECKOUT.INVALID_AMOUNT': CHECKOUT_AMOUNT_CHANGED_MESSAGE,
  'CHECKOUT.LOGIN_REQUIRED': CHECKOUT_LOGIN_REQUIRED_MESSAGE,
  'CHECKOUT.CARD_NUMBER_REFUSED': CARD_NUMBER_REFUSED_MESSAGE,
  'CHECKOUT.IDEMPOTENCY_KEY_REUSED': IDEMPOTENCY_KEY_REUSED_MESSAGE,
  'CHECKOUT.INPUT_INVALID': PURCHASE_INPUT_INVALID_MESSAGE,
  'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW': ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE,
  'CHECKOUT.PASSENGER_DETAILS_INVALID': PASSENGER_DETAILS_INVALID_MESSAGE,
  'PAYMENT.METHOD_NOT_ELIGIBLE': PAYMENT_METHOD_NOT_ELIGIBLE_MESSAGE,
  'PAYMENT.TOKEN_INVALID': PAYMENT_TOKEN_INVALID_MESSAGE,
  ...PAYMENT_FAILURE_MESSAGES,
  // The hosted card fields' refusals (spec 1 §5 "Card"); a refused brand or a past expiry answers
  // with the payment codes above (PAYMENT.AMEX_DINERS_NOT_ACCEPTED, PAYMENT.EXPIRED_CARD).
  'PAYMENT.CARD_NUMBER_INVALID': CARD_VALIDATION_MESSAGES['PAYMENT.CARD_NUMBER_INVALID'],
  'PAYMENT.CARD_EXPIRY_INVALID': CARD_VALIDATION_MESSAGES['PAYMENT.CARD_EXPIRY_INVALID'],
  'PAYMENT.SECURITY_CODE_REQUIRED': CARD_VALIDATION_MESSAGES['PAYMENT.SECURITY_CODE_REQUIRED'],
  'PAYMENT.SECURITY_CODE_INVALID': CARD_VALIDATION_MESSAGES['PAYMENT.SECURITY_CODE_INVALID'],
  'PAYMENT.POSTAL_CODE_REQUIRED': CARD_VALIDATION_MESSAGES['PAYMENT.POSTAL_CODE_REQUIRED'],
  'PROMO.CODE_REQUIRED': PROMO_CODE_REQUIRED,
  'PROMO.LOGIN_REQUIRED': PROMO_LOGIN_REQUIRED,
  'PROMO.INVALID': PROMO_INVALID,
  'PROMO.EXPIRED': PROMO_EXPIRED,
  'PROMO.ALREADY_USED': PROMO_ALREADY_USED,
  'PROMO.NOT_APPLICABLE': PROMO_NOT_APPLICABLE,
  'PROMO.NOT_ELIGIBLE': PROMO_NOT_ELIGIBLE,
  'WALLET.INSUFFICIENT': WALLET_INSUFFICIENT,
  'WALLET.INVALID_AMOUNT': WALLET_INVALID_AMOUNT,
  'WALLET.GIFT_CODE_NOT_RECOGNIZED': GIFT_CODE_NOT_RECOGNIZED,
  'WALLET.GIFT_CARD_ALREADY_REDEEMED': GIFT_CARD_ALREADY_REDEEMED,
  'WALLET.GIFT_CARD_EXPIRED': GIFT_CARD_EXPIRED,
  'ORDER.NOT_FOUND': VOUCHER_PROBLEM,
  'VOUCHER.NOT_FOUND': VOUCHER_PROBLEM,
  'VOUCHER.REFUND_REASON_REQUIRED': REFUND_REASON_REQUIRED,
  ...REFUND_INELIGIBLE_MESSAGES,
  'ORDER.PRODUCT_ORDER_ID_REQUIRED': PRODUCT_ORDER_ID_REQUIRED,
  'PURCHASE.UNAVAILABLE': PAYMENT_FAILURE_MESSAGES['PAYMENT.NOT_COMPLETED'],
} as const satisfies Readonly<Record<string, string>>;

export type PurchaseErrorCode = keyof typeof FIXED_MESSAGES | 'BASKET.MAX_QUANTITY_EXCEEDED';

export const PURCHASE_ERROR_MESSAGES: Readonly<Record<keyof typeof FIXED_MESSAGES, string>> = FIXED_MESSAGES;

export interface PurchaseError extends DomainError<PurchaseErrorCode> {
  /** What the shopper sees. */
  readonly message: string;
  /** For BASKET.MAX_QUANTITY_EXCEEDED: the most the shopper may have of the product. */
  readonly maxQuantity?: number;
}

export type FixedPurchaseErrorCode = keyof typeof FIXED_MESSAGES;

export const purchaseError = (code: FixedPurchaseErrorCode, detail: string): PurchaseError => ({
  code,
  detail,
  message: PURCHASE_ERROR_MESSAGES[code],
});

/** "max quantity messages" (spec 2 §8, Basket): the most this shopper may have of the product. */
export const maxQuantityExceeded = (productId: number, maxQuantity: number): PurchaseError => ({
  code: 'BASKET.MAX_QUANTITY_EXCEEDED',
  detail: `product ${productId}: at most ${maxQuantity}`,
  message: basketMaxQuantityMessage(maxQuantity),
  maxQuantity,
});

export const PROMO_REJECTION_CODES: Readonly<Record<PromoRejected['kind'], FixedPurchaseErrorCode>> = {
  expired: 'PROMO.EXPIRED',
  invalid: 'PROMO.INVALID',
  alreadyUsed: 'PROMO.ALREADY_USED',
  notApplicable: 'PROMO.NOT_APPLICABLE',
  notEligible: 'PROMO.NOT_ELIGIBLE',
};

export const promoRejected = (rejection: PromoRejected, code: string): PurchaseError =>
  purchaseError(PROMO_REJECTION_CODES[rejection.kind], `promo ${code}: ${rejection.kind}`);

export const paymentFailed = (code: PaymentFailureCode, detail: string): PurchaseError => purchaseError(code, detail);

/** A store or service failure, with the cause for the logs. */
export const purchaseUnavailable = (cause: unknown): PurchaseError =>
  purchaseError('PURCHASE.UNAVAILABLE', cause instanceof Error ? cause.message : 'purchase store failed');
