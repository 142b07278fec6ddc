/**
 * Route classification by path segments (spec 1 §2 "Route classification by first path segments"
 * and "Page types"). Every string gets a page type or an error value; nothing throws.
 *
 * Keywords compare case-insensitively. The table, first segment first:
 * - empty path: homepage (the root page).
 * - a `preview` query flag on a /deals or /deal path, or a `deal-preview` first segment: dealPreview.
 * - guides: guide; with the `claim-my-gift` query flag, the claim-experience-gift page (claim-gift).
 *   editorial-team is a guide page too.
 * - gifts, recommended-for-you (recommended), early-bird, recently-viewed (recentlyViewed), search
 *   and find (search), map-view, checkout and basket-checkout (checkout), order-addon, welcome (the
 *   paid-campaign landing: ppc), insights (dashboard), mygift (claim-gift), gift-finder, travel and
 *   escapes (travel), shop and near-me (category).
 * - myaccount: myaccount; myaccount/vouchers: vouchers; myaccount/vouchers/extend: extendLanding.
 * - the account routes outside /myaccount (login, register, forgot-password, reset-password,
 *   activate, giftcard, migrate-user, consume-token, wishlist, buy-again, discountcodes): account.
 * - deals/...: in the listing segments after `deals`, wellness-collection first gives
 *   wellness-collection; a gift-finder segment gives gift-finder; `special` as the first or second
 *   segment gives special; `vip` first, or a vip-prefixed second segment, gives vipCategory; a
 *   travel location gives travel; one segment alone is a location homepage (homepage), except the
 *   national and hyperlocal locations (category); anything longer is category.
 * - deal/...: gift-finder and special as for deals; otherwise the deal path must parse (its
 *   errors are returned) and is vipDeal when `vip` is first or the second segment is vip-prefixed,
 *   else deal.
 * - Anything else (for example /page/{slug} static pages, which are served from their slug list):
 *   ROUTE.UNSUPPORTED_PAGE_TYPE.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { GIFT_FINDER_SEGMENT } from '../listing/giftFinder';
import { type Query, queryFlag } from '../listing/queryString';
import { DEAL_PATH_PREFIX, dealPathFromSegments } from './dealPath';
import { DEAL_PREVIEW_SEGMENT, isDealPreviewQuery } from './dealPreview';
import type { RouteError } from './errors';
import {
  DEALS_BASE_SEGMENT,
  HYPERLOCAL_LOCATION,
  SPECIAL_SEGMENT,
  isNationalLocation,
  isTravelLocation,
} from './listingPath';
import { type PageType, unsupportedPageType } from './pageTypes';
import { type ParsedPath, parsePath } from './path';

export const CLAIM_MY_GIFT_QUERY_FLAG = 'claim-my-gift';
export const WELLNESS_COLLECTION_LOCATION = 'wellness-collection';
export const VIP_SEGMENT = 'vip';

const ACCOUNT_SEGMENTS = [
  'login',
  'register',
  'forgot-password',
  'reset-password',
  'activate',
  'giftcard',
  'migrate-user',
  'consume-token',
  'wishlist',
  'buy-again',
  'discountcodes',
] as const;

/** Page types decided by the first segment alone. */
export const FIRST_SEGMENT_PAGE_TYPES: ReadonlyMap<string, PageType> = new Map<string, PageType>([
  ['gifts', 'gifts'],
  ['recommended-for-you', 'recommended'],
  ['early-bird', 'early-bird'],
  ['recently-viewed', 'recentlyViewed'],
  ['search', 'search'],
  ['find', 'search'],
  ['map-view', 'map-view'],
  ['checkout', 'checkout'],
  ['basket-checkout', 'checkout'],
  ['order-addon', 'order-addon'],
  ['welcome', 'ppc'],
  ['insights', 'dashboard'],
  ['mygift', 'claim-gift'],
  ['gift-finder', 'gift-finder'],
  ['travel', 'travel'],
  ['escapes', 'travel'],
  ['shop', 'category'],
  [HYPERLOCAL_LOCATION, 'category'],
  ['editorial-team', 'guide'],
  ...ACCOUNT_SEGMENTS.map((segment): [string, PageType] => [segment, 'account']),
]);

/** `vip` itself or `vip-...`. */
export const isVipPrefixed = (segment: string | undefined): boolean =>
  segment !== undefined && (segment === VIP_SEGMENT || segment.startsWith(`${VIP_SEGMENT}-`));

const isSpecial = (listing: ReadonlyArray<string>): boolean =>
  listing[0] === SPECIAL_SEGMENT || listing[1] === SPECIAL_SEGMENT;

const isVip = (listing: ReadonlyArray<string>): boolean => listing[0] === VIP_SEGMENT || isVipPrefixed(listing[1]);

/** The page type of /deals/{listing...}. */
const dealsPageType = (listing: ReadonlyArray<string>): PageType => {
  const [location] = listing;
  if (location === undefined) return 'homepage';
  if (location === WELLNESS_COLLECTION_LOCATION) return 'wellness-collection';
  if (listing.includes(GIFT_FINDER_SEGMENT)) return 'gift-finder';
  if (isSpecial(listing)) return 'special';
  if (isVip(listing)) return 'vipCategory';
  if (isTravelLocation(location)) return 'travel';
  if (listing.length === 1)
    return isNationalLocation(location) || location === HYPERLOCAL_LOCATION ? 'category' : 'homepage';
  return 'category';
};

/** The page type of /deal/{...}; `segments` are the original ones, `words` their lower-case. */
const dealPageType = (
  segments: ReadonlyArray<string>,
  words: ReadonlyArray<string>,
): E.Either<RouteError, PageType> => {
  const listing = words.slice(1);
  if (listing.includes(GIFT_FINDER_SEGMENT)) return E.right('gift-finder');
  if (isSpecial(listing)) return E.right('special');
  return pipe(
    dealPathFromSegments([DEAL_PATH_PREFIX, ...segments.slice(1)]),
    E.map((): PageType => (isVip(listing) ? 'vipDeal' : 'deal')),
  );
};

const myAccountPageType = (rest: ReadonlyArray<string>): PageType => {
  if (rest[0] !== 'vouchers') return 'myaccount';
  return rest[1] === 'extend' ? 'extendLanding' : 'vouchers';
};

const isClaimMyGift = (query: Query): boolean => queryFlag(query, CLAIM_MY_GIFT_QUERY_FLAG);

/** The page type of a parsed path. */
export const classifyParsedPath = ({ segments, query }: ParsedPath): E.Either<RouteError, PageType> => {
  const words = segments.map((segment) => segment.toLowerCase());
  const [first, ...rest] = words;
  if (first === undefined) return E.right('homepage');
  if (first === DEAL_PREVIEW_SEGMENT) return E.right('dealPreview');
  if ((first === DEALS_BASE_SEGMENT || first === DEAL_PATH_PREFIX) && isDealPreviewQuery(query)) {
    return E.right('dealPreview');
  }
  if (first === 'guides') return E.right(isClaimMyGift(query) ? 'claim-gift' : 'guide');
  if (first === 'myaccount') return E.right(myAccountPageType(rest));
  if (first === DEALS_BASE_SEGMENT) return E.right(dealsPageType(rest));
  if (first === DEAL_PATH_PREFIX) return dealPageType(segments, words);
  const pageType = FIRST_SEGMENT_PAGE_TYPES.get(first);
  return pageType === undefined ? E.left(unsupportedPageType(`/${segments.join('/')}`)) : E.right(pageType);
};

/** Classifies a path (with its query) into a page type; a full URL or "" is an error. */
export const classifyRoute = (input: string): E.Either<RouteError, PageType> =>
  pipe(parsePath(input), E.chain(classifyParsedPath));
