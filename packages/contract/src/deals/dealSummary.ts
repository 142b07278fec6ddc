import * as t from 'io-ts';
import { keyof } from '../codecs';
import type { DealSummary } from '@kerching/domain/catalogue';
import { SITE_KEYS, type SiteKey } from '@kerching/domain/site';

export const SiteKeyCodec: t.Type<SiteKey> = keyof(SITE_KEYS, 'SiteKey');
export const CurrencyCodec = t.keyof({ GBP: null, EUR: null }, 'Currency');
export const ProductDisplayTypeCodec = t.keyof({ default: null, dropdown: null, calendar: null }, 'ProductDisplayType');

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A whole number, decoded as a plain `number` (io-ts' t.Int brands it, which the domain does not). */
export const Integer = new t.Type<number, number, unknown>(
  'Integer',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'number' && Number.isInteger(u) ? t.success(u) : t.failure(u, c, 'a whole number')),
  (n) => n,
);

/** The wire shape of a deal on a listing; it is the domain's DealSummary, checked at both ends. */
export const DealSummaryCodec: t.Type<DealSummary> = t.readonly(
  t.type({
    id: Integer,
    site: SiteKeyCodec,
    urlPath: t.string,
    title: t.string,
    headline: t.string,
    priceMinor: Integer,
    originalPriceMinor: Integer,
    currency: CurrencyCodec,
    discountPercentage: t.number,
    imageId: t.string,
    locationShortName: t.string,
    categoryShortName: t.string,
    merchantName: t.string,
    closingAt: t.string,
    soldOut: t.boolean,
    locationName: t.string,
    merchantTown: t.string,
    categoryName: t.string,
    subCategoryShortName: nullable(t.string),
    vipPriceMinor: nullable(Integer),
    vipOnly: t.boolean,
    reviewAverage: t.number,
    reviewTotal: Integer,
    isTravel: t.boolean,
    nights: nullable(Integer),
    pricePerPerson: t.boolean,
    priceIndicative: t.boolean,
    productDisplayType: ProductDisplayTypeCodec,
    evergreen: t.boolean,
    enableBuyClosedDeal: t.boolean,
    display: t.readonly(
      t.type({
        discount: t.boolean,
        showPrice: t.boolean,
        earlyBird: t.boolean,
        lastChance: t.boolean,
        clickAndCollectDeal: t.boolean,
        vipDiscountAllowed: t.boolean,
      }),
    ),
  }),
  'DealSummary',
);
