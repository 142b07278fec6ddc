/**
 * GET /v1/product-listing-page-deal/{location}?page&pageSize (spec 2 §7.4 "GET deals list":
 * reads data.deals and data.mainDeal).
 */
import * as t from 'io-ts';
import { DealSummaryCodec } from './dealSummary';

export const LISTING_PATH = '/v1/product-listing-page-deal';

export const listingPath = (location: string): string => `${LISTING_PATH}/${encodeURIComponent(location)}`;

/** A whole number written in decimal digits, as query values arrive. */
export const IntFromString = new t.Type<number, string, unknown>(
  'IntFromString',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'string' && /^\d{1,9}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'a whole number')),
  String,
);

export const ListingQueryCodec = t.partial({ page: IntFromString, pageSize: IntFromString });
export type ListingQuery = t.TypeOf<typeof ListingQueryCodec>;

export const ListingResponseCodec = t.type({
  data: t.type({
    deals: t.readonlyArray(DealSummaryCodec),
    mainDeal: t.union([DealSummaryCodec, t.null]),
  }),
});
export type ListingResponse = t.TypeOf<typeof ListingResponseCodec>;
