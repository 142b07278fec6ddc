/**
 * The query strings of the deal page calls (spec 2 §7.4): deal lookup by path with its brand
 * parameter, deal detail by id, reviews. Deal page query parameters usr_src and st_cid (spec 1 §2)
 * decide whether a lastChance deal stays on sale; `preview=true` asks for a deal preview.
 */
import * as t from 'io-ts';
import { FlagFromString, SafeText, keyof } from '../codecs';
import { REVIEW_SORTS, type ReviewSort } from '@kerching/domain/catalogue';
import { SITE_KEYS } from '@kerching/domain/site';
import { IntFromString } from '../deals/listing';

/** A query text of at most `max` characters, with no NUL, control characters or lone surrogates. */
const boundedString = (max: number): t.Type<string> => SafeText(max, { name: `string of at most ${max} characters` });

/**
 * The brand parameter: a brand key or a brand slug. The Irish edition sends the fixed brand
 * `kerching` (spec 2 §7.1), so the site is always the one the Host names; the parameter is checked,
 * not obeyed.
 */
export const BrandParamCodec = keyof([...SITE_KEYS, 'living-social'], 'brand (a brand key or slug)');

const visit = {
  preview: FlagFromString,
  usr_src: boundedString(100),
  st_cid: boundedString(200),
};

/** GET /v1/deal?path=/deal/...&brand&preview&usr_src&st_cid */
export const DealByPathQueryCodec = t.partial({ path: boundedString(2000), brand: BrandParamCodec, ...visit });
export type DealByPathQuery = t.TypeOf<typeof DealByPathQueryCodec>;

/** GET /v1/product-detail-page-deal/{id}?preview&usr_src&st_cid */
export const DealByIdQueryCodec = t.partial({ brand: BrandParamCodec, ...visit });
export type DealByIdQuery = t.TypeOf<typeof DealByIdQueryCodec>;

/** A deal id in a path: 1 to 9 digits. */
export const DealIdCodec = IntFromString;

const ReviewSortCodec: t.Type<ReviewSort> = keyof(REVIEW_SORTS, 'sortBy (recent, highest or lowest)');

/** GET /v1/deal/{id}/reviews?page&size&sortBy (dealId and filterByDeal of spec 2 §7.4 are accepted and add nothing). */
export const ReviewsQueryCodec = t.partial({
  page: IntFromString,
  size: IntFromString,
  sortBy: ReviewSortCodec,
  dealId: boundedString(100),
  filterByDeal: boundedString(100),
});
export type ReviewsQuery = t.TypeOf<typeof ReviewsQueryCodec>;

/**
 * POST /v1/deal/sold-out-notification: the deal and the address to email when it is back. Only
 * the shape is checked here; the core reads the values (a deal id, a valid address).
 */
export const SoldOutNotificationBodyCodec = t.type({
  dealId: t.union([t.number, t.string]),
  email: t.string,
});
export type SoldOutNotificationBody = t.TypeOf<typeof SoldOutNotificationBodyCodec>;
