/**
 * The one table from error code to HTTP status and message (issue 41 item 5), read by both edges:
 * `/v1` (server/src/http/errors.ts) and the React Router actions and loaders (web/app). A page and
 * the API therefore answer the same status for the same code. Messages come from the spec's error
 * catalogue (spec 2 §8) where it has one, else the domain's own words, else a plain sentence; an
 * error that carries its own message (a PurchaseError, an AccountError, ...) is answered with that.
 *
 * `ERROR_TABLE` is a `Record` over `ErrorCode`, the union of every family's codes: a code added to a
 * family without a row here does not compile, and errorTable.test.ts enumerates the families' code
 * constants (and every code literal in production source) against it.
 */
import { ADDRESS_NOT_FOUND, ADDRESS_SEARCH_TOO_SHORT, type AddressErrorCode } from '@kerching/domain/address';
import { BACK_IN_STOCK_COPY, type BackInStockAlertErrorCode } from '@kerching/domain/alerts';
import type { AccountErrorCode } from '@kerching/domain/account';
import type { CalendarDayErrorCode, CalendarSelectionErrorCode } from '@kerching/domain/calendar';
import type { ListingRequestError, ReviewsRequestError } from '@kerching/domain/catalogue';
import type { PurchaseErrorCode } from '@kerching/domain/checkout';
import type { ContentSlugError } from '@kerching/domain/content';
import type { NoProductChosen } from '@kerching/domain/deal';
import type { GeoPointError } from '@kerching/domain/location';
import type { LoyaltyExchangeErrorCode } from '@kerching/domain/loyalty';
import type { ConnectionTimeout, ImpressionsLocationMissing, TagManagerUnavailable } from '@kerching/domain/marketing';
import type { MenuRangeError } from '@kerching/domain/navigation';
import { CARD_VALIDATION_MESSAGES, PAYMENT_FAILURE_CODES, type PaymentFailureCode } from '@kerching/domain/payment';
import type { PromoCodeEntryCode } from '@kerching/domain/promo';
import {
  EXISTING_CUSTOMER_CANNOT_BE_REFERRED,
  REFERRAL_ALREADY_REFERRED,
  REFERRAL_CIRCULAR,
  REFERRAL_OWN_LINK,
  REFERRAL_UNKNOWN_CODE,
  type ReferralError,
} from '@kerching/domain/referral';
import type { RouteErrorCode } from '@kerching/domain/routing';
import type { SearchRequestError } from '@kerching/domain/search';
import type { LogDateError } from '@kerching/domain/text';
import { POSTCODE_LOOKUP_FAILED, type ValidationCode } from '@kerching/domain/validation';
import type { VipCancellationErrorCode, VipStatusUpdateErrorCode } from '@kerching/domain/vip';
import {
  type ExtensionCode,
  REFUND_INELIGIBLE_MESSAGES,
  REFUND_REASON_REQUIRED,
  type RefundIneligibleCode,
  type VoucherEventCode,
} from '@kerching/domain/voucher';
import {
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_CURRENCY_MISMATCH,
  GIFT_CARD_EXPIRED,
  GIFT_CODE_NOT_RECOGNIZED,
  type GiftCardRedeemCode,
} from '@kerching/domain/wallet';
import type { WishlistErrorCode } from '@kerching/domain/wishlist';

/**
 * Codes that no domain family declares: the edges' own (a bad request, an unknown route, an
 * outage) and those the ports and adapters name for a missing row or a failed store.
 */
export const EDGE_ERROR_CODES = [
  'REQUEST.FORGERY_SUSPECTED',
  'REQUEST.INVALID',
  'REQUEST.TOO_LARGE',
  'ROUTE.NOT_FOUND',
  'INTERNAL',
  'LISTING.IDS_INVALID',
  'LISTING.LOCATION_NOT_FOUND',
  'LISTING.CATEGORY_NOT_FOUND',
  'DEALS_FEED.NOT_FOUND',
  'IMAGE.QUERY_INVALID',
  'IMAGE.NOT_FOUND',
  'CATALOG.UNAVAILABLE',
  'DEAL.NOT_FOUND',
  'DEAL.PATH_REQUIRED',
  'NAVIGATION.MENU_NOT_FOUND',
  'LOCATION.POINT_INCOMPLETE',
  'LOCATION.LIMIT_INVALID',
  'STATIC_PAGE.NOT_FOUND',
  'GUIDE.NOT_FOUND',
  'SUGGEST.UNAVAILABLE',
  'RECOMMENDATIONS.NOT_FOUND',
  'RECOMMENDATIONS.PAGE_INVALID',
  'RATE_LIMITS.UNAVAILABLE',
  'ALERT.STORE_UNAVAILABLE',
  'ADDRESS.LOOKUP_UNAVAILABLE',
  'HTTP.TIMEOUT',
  'HTTP.NETWORK',
  'HTTP.STATUS',
  'HTTP.DECODE',
] as const;
export type EdgeErrorCode = (typeof EDGE_ERROR_CODES)[number];

/** Every error code of every family: the table's keys. */
export type ErrorCode =
  | EdgeErrorCode
  | PurchaseErrorCode
  | PaymentFailureCode
  | PromoCodeEntryCode
  | GiftCardRedeemCode
  | RefundIneligibleCode
  | ExtensionCode
  | VoucherEventCode
  | AccountErrorCode
  | ValidationCode
  | BackInStockAlertErrorCode
  | WishlistErrorCode
  | ReferralError['code']
  | RouteErrorCode
  | ListingRequestError['code']
  | SearchRequestError['code']
  | ReviewsRequestError['code']
  | GeoPointError['code']
  | ContentSlugError['code']
  | MenuRangeError['code']
  | NoProductChosen['code']
  | CalendarDayErrorCode
  | CalendarSelectionErrorCode
  | 'CALENDAR.NIGHTS_OUT_OF_RANGE'
  | 'CALENDAR.PASSENGERS_INVALID'
  | 'CALENDAR.AIRPORT_UNKNOWN'
  | 'VIP.EXCLUSIVE_PRODUCT'
  | 'VOUCHER.PRODUCT_ORDER_ID_REQUIRED'
  | 'VOUCHER.NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION'
  | 'WALLET.GIFT_CARD_CURRENCY_MISMATCH'
  | VipCancellationErrorCode
  | VipStatusUpdateErrorCode
  | LoyaltyExchangeErrorCode
  | LogDateError['code']
  | ConnectionTimeout['code']
  | TagManagerUnavailable['code']
  | ImpressionsLocationMissing['code']
  | AddressErrorCode;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 410 | 413 | 422 | 423 | 429 | 500 | 502 | 503 | 504;

export interface ErrorAnswer {
  readonly status: ErrorStatus;
  readonly message: string;
}

/** Spec 2 §8 "Other": the generic failure sentence, verbatim. */
export const SORRY = 'Sorry there was a problem please try again later.';
const FORM = 'Please check the form and try again.';

const refused = (status: ErrorStatus, codes: readonly string[]): Readonly<Record<string, ErrorAnswer>> =>
  Object.fromEntries(codes.map((code) => [code, { status, message: SORRY }]));

const PAYMENT_REFUSALS = {
  // A payment the provider refused (declined, expired card, wrong security code...): 402.
  ...refused(402, PAYMENT_FAILURE_CODES),
  // Card details the hosted card fields refuse (spec 1 §5 "Card"): the provider would not take them, 402 too.
  ...refused(402, Object.keys(CARD_VALIDATION_MESSAGES)),
} as Readonly<Record<PaymentFailureCode | keyof typeof CARD_VALIDATION_MESSAGES, ErrorAnswer>>;

const REFUND_REFUSALS = Object.fromEntries(
  Object.entries(REFUND_INELIGIBLE_MESSAGES).map(([code, message]) => [code, { status: 409, message }]),
) as Readonly<Record<RefundIneligibleCode, ErrorAnswer>>;

export const ERROR_TABLE: Readonly<Record<ErrorCode, ErrorAnswer>> = {
  // The edges' own.
  'REQUEST.FORGERY_SUSPECTED': {
    status: 403,
    message: 'This request could not be verified. Please reload the page and try again.',
  },
  'REQUEST.INVALID': { status: 400, message: 'The request is not valid.' },
  'REQUEST.TOO_LARGE': { status: 413, message: 'The request is too large.' },
  'ROUTE.NOT_FOUND': { status: 404, message: 'There is nothing at this address.' },
  INTERNAL: { status: 500, message: SORRY },
  // Listings: bad query values (the domain's detail names the value), unknown places, feeds.
  'LISTING.PAGE_INVALID': { status: 400, message: 'page must be a whole number from 0 to 10000.' },
  'LISTING.PAGE_SIZE_INVALID': { status: 400, message: 'pageSize must be a whole number from 1 to 100.' },
  'LISTING.LOCATION_INVALID': { status: 400, message: 'That location is not one we know.' },
  'LISTING.OFFSET_INVALID': { status: 400, message: 'offset must be a whole number from 0 to 1000.' },
  'LISTING.CATEGORY_INVALID': {
    status: 400,
    message: 'categories must be category short names such as beauty-and-spa.',
  },
  'LISTING.SPECIAL_INVALID': { status: 400, message: 'special must be a short name such as new-products.' },
  'LISTING.SEARCH_TAG_INVALID': { status: 400, message: 'searchTag must be a short name such as date-night.' },
  'LISTING.PRICE_INVALID': { status: 400, message: 'minPrice and maxPrice must be prices from 0 to 1000000.' },
  'LISTING.PRICE_RANGE_INVALID': { status: 400, message: 'minPrice must not be more than maxPrice.' },
  'LISTING.FACET_INVALID': { status: 400, message: 'That filter is not one we know.' },
  'LISTING.QUERY_INVALID': { status: 400, message: 'q must be at most 200 characters.' },
  'LISTING.IDS_INVALID': { status: 400, message: 'Give at most 5 deal ids, such as id=1234&id=5678.' },
  'LISTING.LOCATION_NOT_FOUND': { status: 404, message: 'Sorry, we could not find that location.' },
  'LISTING.CATEGORY_NOT_FOUND': { status: 404, message: 'Sorry, we could not find that category.' },
  'DEALS_FEED.NOT_FOUND': { status: 404, message: 'Sorry, we could not find that page.' },
  // Images (/images/{imageId}): a bad size or quality, or an id that names no image.
  'IMAGE.QUERY_INVALID': { status: 400, message: 'The image address is not valid.' },
  'IMAGE.NOT_FOUND': { status: 404, message: 'There is no image with that id.' },
  'CATALOG.UNAVAILABLE': { status: 503, message: SORRY },
  // Deal page (deal lookup, deal detail, reviews).
  'DEAL.NOT_FOUND': { status: 404, message: 'Sorry, we could not find that deal.' },
  'DEAL.PATH_REQUIRED': { status: 400, message: 'Url Path is required' },
  'DEAL.NO_PRODUCT_CHOSEN': { status: 400, message: 'Please choose an option.' },
  'REVIEWS.PAGE_INVALID': { status: 400, message: 'page must be a whole number from 0 to 10000.' },
  'REVIEWS.SIZE_INVALID': { status: 400, message: 'size must be a whole number from 1 to 100.' },
  // Back-in-stock alerts (domain backInStockAlert.ts; each error carries its own sentence too).
  'ALERT.DEAL_INVALID': { status: 400, message: BACK_IN_STOCK_COPY.dealRequired },
  'ALERT.NOT_SOLD_OUT': { status: 409, message: BACK_IN_STOCK_COPY.notSoldOut },
  'ALERT.DEAL_ENDED': { status: 409, message: BACK_IN_STOCK_COPY.notOffered },
  'ALERT.LIMIT_REACHED': { status: 429, message: BACK_IN_STOCK_COPY.tooMany },
  'ALERT.STORE_UNAVAILABLE': { status: 503, message: SORRY },
  // Address lookup (spec 2 §7.3 /address/*, §8 Address).
  'ADDRESS.LOOKUP_UNAVAILABLE': { status: 503, message: POSTCODE_LOOKUP_FAILED },
  'ADDRESS.NOT_FOUND': { status: 404, message: ADDRESS_NOT_FOUND },
  'ADDRESS.SEARCH_TOO_SHORT': { status: 400, message: ADDRESS_SEARCH_TOO_SHORT },
  // Routing.
  'ROUTE.EMPTY_PATH': { status: 400, message: 'Empty string received' },
  'ROUTE.FULL_URL': { status: 400, message: 'The path must be given without its origin.' },
  'ROUTE.UNSUPPORTED_PAGE_TYPE': { status: 400, message: 'That is not a page type we know.' },
  'ROUTE.DEAL_ID_MISSING': { status: 400, message: 'A deal path needs a deal id.' },
  'ROUTE.EVERGREEN_DEAL_ID_MISSING': { status: 400, message: 'An evergreen deal path needs a deal id.' },
  'ROUTE.DEAL_PATH_INVALID': { status: 400, message: 'That is not a deal path.' },
  // Shell: menus, locations, static pages and guides.
  'NAVIGATION.MENU_NOT_FOUND': { status: 404, message: 'There is no such menu: use main or travel.' },
  'NAVIGATION.RANGE_INVALID': { status: 400, message: 'That menu range is not valid.' },
  'LOCATION.LAT_INVALID': { status: 400, message: 'lat must be a number from -90 to 90.' },
  'LOCATION.LON_INVALID': { status: 400, message: 'lon must be a number from -180 to 180.' },
  'LOCATION.POINT_INCOMPLETE': { status: 400, message: 'Give both lat and lon, or neither.' },
  'LOCATION.LIMIT_INVALID': { status: 400, message: 'limit must be a whole number from 1 to 500.' },
  'CONTENT.SLUG_INVALID': {
    status: 400,
    message: 'slug must be lower-case letters, digits, dots and dashes, such as aboutus.',
  },
  'STATIC_PAGE.NOT_FOUND': { status: 404, message: 'Sorry, we could not find that page.' },
  'GUIDE.NOT_FOUND': { status: 404, message: 'Sorry, we could not find that guide.' },
  // Search and suggest.
  'SEARCH.QUERY_EMPTY': { status: 400, message: 'Please enter something to search for.' },
  'SEARCH.QUERY_TOO_LONG': { status: 400, message: 'Please use 100 characters or fewer in your search.' },
  'SEARCH.CATEGORY_INVALID': { status: 400, message: 'category must be a category short name such as beauty-and-spa.' },
  'SEARCH.PRICE_INVALID': { status: 400, message: 'minPrice and maxPrice must be prices from 0 to 1000000.' },
  'SEARCH.FACET_INVALID': { status: 400, message: 'Search filters by f_price bands only, such as f_price=10-20.' },
  'SUGGEST.UNAVAILABLE': { status: 503, message: SORRY },
  // Accounts: the message sent is the AccountError's own (the spec's, verbatim); these are its status
  // and a fallback sentence.
  'ACCOUNT.FORM_INVALID': { status: 400, message: FORM },
  'ACCOUNT.INVALID_CREDENTIALS': { status: 401, message: 'Invalid email/password. Please try again.' },
  'ACCOUNT.RATE_LIMITED': { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  'ACCOUNT.LOCKED': { status: 423, message: 'Your account is locked. Please reset your password.' },
  'ACCOUNT.EMAIL_TAKEN': { status: 400, message: SORRY },
  'ACCOUNT.NOT_FOUND': { status: 401, message: 'Please sign in.' },
  'ACCOUNT.SESSION_INVALID': { status: 401, message: 'Please sign in.' },
  'ACCOUNT.SESSION_EXPIRED': { status: 401, message: 'Please sign in again.' },
  'ACCOUNT.FORBIDDEN': { status: 403, message: 'You can only see and change your own account.' },
  'ACCOUNT.CURRENT_PASSWORD_INCORRECT': { status: 400, message: 'Error: Change Unsuccessful' },
  'ACCOUNT.PASSWORD_NOT_SET': { status: 400, message: SORRY },
  'ACCOUNT.TOKEN_INVALID': { status: 400, message: 'This link is not valid.' },
  'ACCOUNT.TOKEN_EXPIRED': { status: 410, message: 'This link has expired.' },
  'ACCOUNT.TOKEN_USED': { status: 410, message: 'This link has already been used.' },
  'ACCOUNT.GOOGLE_TOKEN_INVALID': { status: 401, message: SORRY },
  'ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED': { status: 401, message: SORRY },
  'ACCOUNT.FACEBOOK_LOGIN_UNAVAILABLE': { status: 400, message: SORRY },
  'ACCOUNT.DELETION_NOT_CONFIRMED': { status: 400, message: SORRY },
  'ACCOUNT.DELETION_IN_PROGRESS': { status: 409, message: SORRY },
  'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN': { status: 404, message: SORRY },
  'ACCOUNT.SUBSCRIPTION_FAILED': { status: 503, message: SORRY },
  'ACCOUNT.LOGIN_FAILED': { status: 502, message: SORRY },
  'ACCOUNT.UNAVAILABLE': { status: 503, message: SORRY },
  // Form fields (domain validation): each error carries the field's own sentence.
  'VALIDATION.REQUIRED': { status: 400, message: FORM },
  'VALIDATION.EMAIL_INVALID': { status: 400, message: FORM },
  'VALIDATION.PASSWORD_TOO_SHORT': { status: 400, message: FORM },
  'VALIDATION.PASSWORDS_DO_NOT_MATCH': { status: 400, message: FORM },
  'VALIDATION.POSTCODE_INVALID': { status: 400, message: FORM },
  'VALIDATION.POSTCODE_NOT_FOUND': { status: 400, message: FORM },
  'VALIDATION.POSTCODE_LOOKUP_FAILED': { status: 503, message: POSTCODE_LOOKUP_FAILED },
  'VALIDATION.EIRCODE_INVALID': { status: 400, message: FORM },
  'VALIDATION.CODE_INVALID': { status: 400, message: FORM },
  'VALIDATION.GIFT_CODE_NOT_RECOGNIZED': { status: 400, message: FORM },
  'VALIDATION.GIFT_MESSAGE_TOO_LONG': { status: 400, message: FORM },
  'VALIDATION.OPTION_REQUIRED': { status: 400, message: FORM },
  'VALIDATION.ORDER_NUMBER_INVALID': { status: 400, message: FORM },
  'VALIDATION.CHECK_IN_REQUIRED': { status: 400, message: FORM },
  'VALIDATION.CHECK_OUT_REQUIRED': { status: 400, message: FORM },
  'VALIDATION.UNSUBSCRIBE_TOKEN_MISSING': { status: 400, message: FORM },
  // Purchase: baskets, checkout, orders, promo codes and wallets. The message sent is the
  // PurchaseError's own (spec 2 §8 where it has one); these are the status and a fallback.
  'BASKET.TOKEN_INVALID': { status: 404, message: SORRY },
  'BASKET.NOT_FOUND': { status: 404, message: SORRY },
  'BASKET.FORBIDDEN': { status: 403, message: SORRY },
  'BASKET.PRODUCT_UNAVAILABLE': { status: 409, message: SORRY },
  'BASKET.LINE_NOT_FOUND': { status: 404, message: SORRY },
  'BASKET.NO_PURCHASABLE_PRODUCTS': { status: 409, message: SORRY },
  'BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT': { status: 409, message: SORRY },
  'BASKET.INPUT_INVALID': { status: 400, message: SORRY },
  'BASKET.MAX_QUANTITY_EXCEEDED': { status: 409, message: SORRY },
  // Spec 1 §5 "Calendar needs check-in and check-out": the error carries the shopper's sentence.
  'CALENDAR.DATES_REQUIRED': { status: 400, message: SORRY },
  'CALENDAR.STAY_UNAVAILABLE': { status: 409, message: SORRY },
  'CALENDAR.CHECK_IN_UNAVAILABLE': { status: 409, message: SORRY },
  'CALENDAR.CHECK_OUT_UNAVAILABLE': { status: 409, message: SORRY },
  'CALENDAR.DATE_INVALID': { status: 400, message: SORRY },
  'CALENDAR.LENGTH_OF_STAY_INVALID': { status: 400, message: SORRY },
  'CALENDAR.PRICE_INVALID': { status: 400, message: SORRY },
  'CALENDAR.NIGHTS_OUT_OF_RANGE': { status: 400, message: SORRY },
  'CALENDAR.PASSENGERS_INVALID': { status: 400, message: SORRY },
  'CALENDAR.AIRPORT_UNKNOWN': { status: 400, message: SORRY },
  'DEAL.MISSING': { status: 409, message: SORRY },
  'DEAL.SOLD_OUT': { status: 409, message: SORRY },
  'DEAL.NOT_OPEN': { status: 409, message: SORRY },
  'DEAL.CLOSED': { status: 409, message: SORRY },
  'DEAL.CAP_REACHED': { status: 409, message: SORRY },
  'CHECKOUT.BASKET_STALE': { status: 422, message: SORRY },
  'CHECKOUT.AMOUNT_CHANGED': { status: 409, message: SORRY },
  'CHECKOUT.INVALID_AMOUNT': { status: 400, message: SORRY },
  'CHECKOUT.LOGIN_REQUIRED': { status: 401, message: SORRY },
  'CHECKOUT.CARD_NUMBER_REFUSED': { status: 400, message: SORRY },
  'CHECKOUT.IDEMPOTENCY_KEY_REUSED': { status: 409, message: SORRY },
  'CHECKOUT.INPUT_INVALID': { status: 400, message: SORRY },
  'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW': { status: 400, message: SORRY },
  'CHECKOUT.PASSENGER_DETAILS_INVALID': { status: 400, message: SORRY },
  'PAYMENT.METHOD_NOT_ELIGIBLE': { status: 400, message: SORRY },
  'PAYMENT.TOKEN_INVALID': { status: 400, message: SORRY },
  ...PAYMENT_REFUSALS,
  'PROMO.CODE_REQUIRED': { status: 400, message: SORRY },
  'PROMO.LOGIN_REQUIRED': { status: 401, message: SORRY },
  'PROMO.INVALID': { status: 400, message: SORRY },
  'PROMO.EXPIRED': { status: 400, message: SORRY },
  'PROMO.ALREADY_USED': { status: 400, message: SORRY },
  'PROMO.NOT_APPLICABLE': { status: 400, message: SORRY },
  'PROMO.NOT_ELIGIBLE': { status: 400, message: SORRY },
  'WALLET.INSUFFICIENT': { status: 409, message: SORRY },
  'WALLET.INVALID_AMOUNT': { status: 400, message: SORRY },
  'WALLET.GIFT_CODE_NOT_RECOGNIZED': { status: 404, message: GIFT_CODE_NOT_RECOGNIZED },
  'WALLET.GIFT_CARD_ALREADY_REDEEMED': { status: 409, message: GIFT_CARD_ALREADY_REDEEMED },
  'WALLET.GIFT_CARD_EXPIRED': { status: 410, message: GIFT_CARD_EXPIRED },
  'WALLET.GIFT_CARD_CURRENCY_MISMATCH': { status: 409, message: GIFT_CARD_CURRENCY_MISMATCH },
  'ORDER.NOT_FOUND': { status: 404, message: SORRY },
  'ORDER.PRODUCT_ORDER_ID_REQUIRED': { status: 400, message: SORRY },
  'PURCHASE.UNAVAILABLE': { status: 503, message: SORRY },
  // Vouchers: refunds (the domain's own words, verbatim where the spec quotes them), extensions and
  // the voucher's lifecycle.
  'VOUCHER.NOT_FOUND': { status: 404, message: SORRY },
  'VOUCHER.REFUND_REASON_REQUIRED': { status: 400, message: REFUND_REASON_REQUIRED },
  ...REFUND_REFUSALS,
  'VOUCHER.PRODUCT_ORDER_ID_REQUIRED': { status: 400, message: SORRY },
  'VOUCHER.ACTION_NOT_ALLOWED': { status: 409, message: SORRY },
  'VOUCHER.NOT_YET_AVAILABLE': { status: 409, message: SORRY },
  'VOUCHER.EXTENSION_NOT_ELIGIBLE': { status: 409, message: SORRY },
  'VOUCHER.EXTENSION_LIMIT': { status: 409, message: SORRY },
  'VOUCHER.NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION': { status: 409, message: SORRY },
  // VIP and loyalty.
  'VIP.EXCLUSIVE_PRODUCT': { status: 403, message: SORRY },
  'VIP.CANCELLATION_REASON_REQUIRED': { status: 400, message: SORRY },
  'VIP.CANCELLATION_STEP_INVALID': { status: 409, message: SORRY },
  'VIP.STATUS_VALUE_REQUIRED': { status: 400, message: SORRY },
  'VIP.STATUS_VALUE_UNKNOWN': { status: 400, message: SORRY },
  'LOYALTY.LEVEL_TOO_LOW': { status: 409, message: SORRY },
  'LOYALTY.NOT_ENOUGH_POINTS': { status: 409, message: SORRY },
  'LOYALTY.POINTS_OUT_OF_RANGE': { status: 400, message: SORRY },
  // Recommendations and wish lists.
  'RECOMMENDATIONS.NOT_FOUND': { status: 404, message: 'Sorry, we could not find recommendations for that shopper.' },
  'RECOMMENDATIONS.PAGE_INVALID': {
    status: 400,
    message: 'page must be 0 or 1: there are at most 40 recommendations, 25 a page.',
  },
  'WISHLIST.NOT_FOUND': { status: 404, message: 'Sorry, we could not find that wish list.' },
  'WISHLIST.DEALS_MISSING': { status: 400, message: 'That deal is not one we know.' },
  'WISHLIST.UNAVAILABLE': { status: 503, message: SORRY },
  // Refer a friend: the domain's own words (OUR WORDING, domain/referral/messages.ts).
  'REFERRAL.UNKNOWN_CODE': { status: 404, message: REFERRAL_UNKNOWN_CODE },
  'REFERRAL.OWN_LINK': { status: 409, message: REFERRAL_OWN_LINK },
  'REFERRAL.ALREADY_REFERRED': { status: 409, message: REFERRAL_ALREADY_REFERRED },
  'REFERRAL.CIRCULAR': { status: 409, message: REFERRAL_CIRCULAR },
  'REFERRAL.EXISTING_CUSTOMER': { status: 409, message: EXISTING_CUSTOMER_CANNOT_BE_REFERRED },
  'REFERRAL.CHANNEL_INVALID': { status: 400, message: 'channel must be copy, email, whatsapp, facebook or x.' },
  'REFERRAL.UNAVAILABLE': { status: 503, message: SORRY },
  // Stores and services behind the edges.
  'RATE_LIMITS.UNAVAILABLE': { status: 503, message: SORRY },
  'HTTP.TIMEOUT': { status: 504, message: SORRY },
  'HTTP.NETWORK': { status: 503, message: SORRY },
  'HTTP.STATUS': { status: 502, message: SORRY },
  'HTTP.DECODE': { status: 502, message: SORRY },
  'TRANSPORT.CONNECTION_TIMEOUT': { status: 504, message: SORRY },
  'MARKETING.TAG_MANAGER_UNAVAILABLE': { status: 503, message: SORRY },
  'MARKETING.IMPRESSIONS_LOCATION_MISSING': { status: 400, message: SORRY },
  'TEXT.INVALID_DATE': { status: 400, message: 'That is not a date.' },
};

const isErrorCode = (code: string): code is ErrorCode => Object.prototype.hasOwnProperty.call(ERROR_TABLE, code);

/** The answer for a code; a code from outside every family (a store's own) is an outage, 503. */
export const errorAnswer = (code: string): ErrorAnswer =>
  isErrorCode(code) ? ERROR_TABLE[code] : { status: 503, message: SORRY };

/** The status a page or the API answers with for a code. */
export const errorStatus = (code: string): ErrorStatus => errorAnswer(code).status;
