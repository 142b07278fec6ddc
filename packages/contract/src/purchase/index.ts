/**
 * The purchase calls' bodies and queries (spec 2 §7.6 basket, §7.7 checkout; issue 6), decoded at
 * the HTTP edge. Rules (caps, availability, amounts) are the domain's; these only check shapes and
 * bounds. Payments are named by a provider token only: card numbers go to the hosted card fields
 * (POST /v1/payments/card-token), never into these bodies.
 */
import * as t from 'io-ts';
import { GIFTING_TYPES, type GiftingType, MAX_LINE_QUANTITY } from '@kerching/domain/basket';
import { PASSENGERS_MAX } from '@kerching/domain/checkout';
import { SafeText } from '../codecs';

const text = (max: number): t.Type<string> => SafeText(max);

/** A whole number from 0 to `max`. */
const whole = (max: number): t.Type<number> =>
  new t.Type<number, number, unknown>(
    `a whole number from 0 to ${max}`,
    (u): u is number => typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 && u <= max,
    (u, c) =>
      typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 && u <= max
        ? t.success(u)
        : t.failure(u, c, `a whole number from 0 to ${max}`),
    (n) => n,
  );

const ProductId = whole(2_147_483_647);
const Quantity = whole(MAX_LINE_QUANTITY);
/** Minor units (pence, cent). */
const Amount = whole(100_000_000);

const GiftingTypeCodec = t.keyof(
  Object.fromEntries(GIFTING_TYPES.map((type) => [type, null])) as Record<GiftingType, null>,
  'GiftingType',
);

const GiftingCodec = t.intersection([
  t.type({ gift: t.boolean, type: GiftingTypeCodec }),
  t.partial({ giftPackProductId: ProductId, giftProductId: ProductId }),
]);

/** PATCH basket/{token}/product/{productId}: one or more of the line's choices. */
export const LinePatchCodec = t.partial({
  quantity: Quantity,
  giftWrap: Quantity,
  giftPack: t.boolean,
  gift: t.boolean,
  gifting: GiftingCodec,
  payDeposit: t.boolean,
  payLater: t.boolean,
  deliveryOptionType: t.union([text(64), t.null]),
});

/**
 * A product payload: a product and a quantity, with optional line choices; a product of a deal sold
 * by date names its stay ('YYYY-MM-DD' check-in and check-out, spec 1 §3 basket line).
 */
export const ProductPayloadCodec = t.intersection([
  t.type({ productId: ProductId, quantity: Quantity }),
  LinePatchCodec,
  t.partial({ checkInDate: text(10), checkOutDate: text(10) }),
]);

/** POST /v1/basket and PUT /v1/basket/{token} */
export const BasketBodyCodec = t.intersection([
  t.type({ products: t.readonlyArray(ProductPayloadCodec) }),
  t.partial({ brand: text(32), customerToken: text(512), eligibleForVip: t.boolean, id: text(128) }),
]);

/** POST /v1/basket/{token}/addon */
export const AddonBodyCodec = t.type({ addonType: text(16), productId: ProductId, quantity: Quantity });

/** POST /v1/promocode */
export const PromoBodyCodec = t.type({ basketToken: text(128), promoCode: text(64) });

/**
 * A passenger as typed (spec 1 §5): title, first names, last name, date of birth as day, month and
 * year. Whether they are valid, and how many an order needs, is the domain's rule.
 */
const PassengerCodec = t.type({
  title: text(8),
  firstNames: text(200),
  lastName: text(200),
  dateOfBirth: t.type({ day: text(2), month: text(2), year: text(4) }),
});

/** At most `max` items. */
const atMost = <C extends t.Mixed>(max: number, codec: C) =>
  t.refinement(t.readonlyArray(codec), (items) => items.length <= max, `at most ${max} items`);

/** POST /v1/checkout: the spec's order request, paid with a provider token. */
export const OrderBodyCodec = t.intersection([
  t.type({ basketToken: text(128), cashAmount: Amount, walletUsed: Amount }),
  t.partial({
    paymentToken: text(512),
    promoCode: text(64),
    useWallet: t.boolean,
    orderLines: t.readonlyArray(t.record(t.string, t.unknown)),
    /** Needed when the basket holds travel: the lead passenger first. */
    passengers: atMost(PASSENGERS_MAX, PassengerCodec),
  }),
]);

/**
 * POST /v1/payments/card-token: the hosted card fields (the only body that may carry a card number).
 * A missing security code or postal code reads as empty, so the provider refuses it with the spec's
 * message rather than a malformed-body answer.
 */
export const CardFieldsBodyCodec = t.intersection([
  t.type({ number: text(32), expiry: text(7) }),
  t.partial({ cvv: text(4), postalCode: text(16) }),
]);

/** POST /v1/payments/paypal/approvals {credit}; POST /v1/payments/paypal/approve {approvalId, payerEmail} */
export const PayPalApprovalBodyCodec = t.partial({ credit: t.boolean });
export const PayPalApproveBodyCodec = t.type({ approvalId: text(128), payerEmail: text(320) });

/** POST /v1/payments/wallet-token {method: apple|google} */
export const WalletTokenBodyCodec = t.type({ method: t.keyof({ apple: null, google: null }) });

/** POST /kn/sessions and /cp/checkouts {amount}; POST /kn/pay {sessionId}, /cp/pay {checkoutId} */
export const ProviderSessionBodyCodec = t.type({ amount: Amount });
export const KlarnaPayBodyCodec = t.type({ sessionId: text(128) });
export const ClearpayPayBodyCodec = t.type({ checkoutId: text(128) });
export * from './discountCodes';

/** A campaign's number as digits (a JSON number is taken as its digits). */
const CampaignNumber = new t.Type<string, string, unknown>(
  'a campaign number',
  (u): u is string => typeof u === 'string' && /^\d{1,40}$/.test(u),
  (u, c) => {
    const digits = typeof u === 'number' && Number.isSafeInteger(u) && u >= 0 ? String(u) : u;
    return typeof digits === 'string' && /^\d{1,40}$/.test(digits)
      ? t.success(digits)
      : t.failure(u, c, 'a campaign number: digits only');
  },
  (s) => s,
);

/** POST /v1/user/wallet/apply-credit {id}: claim a campaign's credit. */
export const CreditClaimBodyCodec = t.type({ id: CampaignNumber });

/** POST /v1/gift-card/redeem {code}: the card's code as typed (its form is the use-case's rule). */
export const GiftCardRedeemBodyCodec = t.type({ code: text(64) });

/** POST /v1/voucher/pmv/refund {voucherCode, reason}: a refund of one of the shopper's vouchers. */
export const VoucherRefundBodyCodec = t.type({ voucherCode: text(64), reason: text(200) });
