/**
 * GET /v1/discount-codes (ours: spec 1 §2 names the /discountcodes page and no call): the site's
 * listed codes a shopper can still use, ending soonest first, with the conditions the checkout holds
 * them to (for a signed-in shopper, also the once-per-shopper codes they have used), and the site's
 * currency for their amounts. Instants are ISO 8601 strings; money is in minor units.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import type { DiscountCode, PromoDiscount } from '@kerching/domain/promo';
import { DateFromIsoString } from '../catalogue/codecs';

export const DISCOUNT_CODES_PATH = '/v1/discount-codes';

const EpochFromIsoString = new t.Type<number, string, unknown>(
  DateFromIsoString.name,
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) =>
    pipe(
      DateFromIsoString.validate(u, c),
      E.map((date) => date.getTime()),
    ),
  (ms) => new Date(ms).toISOString(),
);

const PromoDiscountCodec: t.Type<PromoDiscount> = t.union([
  t.readonly(t.type({ kind: t.literal('percentage'), percent: t.number })),
  t.readonly(t.type({ kind: t.literal('fixed'), amountMinor: t.number })),
]);

export const DiscountCodeCodec = t.readonly(
  t.type({
    code: t.string,
    discount: PromoDiscountCodec,
    expiresAt: EpochFromIsoString,
    minimumSpendMinor: t.number,
    selectedDealsOnly: t.boolean,
    oncePerShopper: t.boolean,
    marketing: t.boolean,
    usedByShopper: t.boolean,
  }),
  'DiscountCode',
);

export const DiscountCodesResponseCodec = t.type({
  data: t.type({
    currency: t.union([t.literal('GBP'), t.literal('EUR')]),
    codes: t.readonlyArray(DiscountCodeCodec),
  }),
});
export type DiscountCodesResponse = t.TypeOf<typeof DiscountCodesResponseCodec>;

/** The JSON answer for a site's codes. */
export const discountCodesResponse = (
  currency: DiscountCodesResponse['data']['currency'],
  codes: ReadonlyArray<DiscountCode>,
): t.OutputOf<typeof DiscountCodesResponseCodec> => DiscountCodesResponseCodec.encode({ data: { currency, codes } });
