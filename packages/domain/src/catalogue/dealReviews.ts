/**
 * A deal's reviews (spec 2 §7.4 "Reviews: GET {reviews base}/{id}/reviews with dealId,
 * filterByDeal, page, size=10, sortBy"; spec 2 §9 "reviews 10").
 *
 * The spec does not list the sortBy values. Ours: `recent` (newest first, the default),
 * `highest` and `lowest` (by rating, newest first among equals).
 */
import * as E from 'fp-ts/Either';
import { REVIEWS_PAGE_SIZE } from '../listing/pageSizes';
import { type DomainError, domainError } from '../shared/error';
import { parseQuery, querySuffix, removeKey, setValue } from '../listing/queryString';
import { MAX_PAGE, MAX_PAGE_SIZE } from './listingRequest';

export const REVIEW_SORTS = ['recent', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const DEFAULT_REVIEW_SORT: ReviewSort = 'recent';

export { REVIEWS_PAGE_SIZE };

export interface DealReview {
  readonly id: number;
  /** 1 to 5. */
  readonly rating: number;
  readonly author: string;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
}

export interface ReviewsRequest {
  readonly dealId: number;
  /** Page 0 is the first. */
  readonly page: number;
  readonly size: number;
  readonly sortBy: ReviewSort;
}

export interface ReviewPage {
  readonly reviews: readonly DealReview[];
  /** Every review of the deal, over all pages. */
  readonly total: number;
  readonly page: number;
  readonly size: number;
  readonly sortBy: ReviewSort;
}

export type ReviewsRequestError = DomainError<'REVIEWS.PAGE_INVALID' | 'REVIEWS.SIZE_INVALID'>;

export const reviewsRequest = (input: ReviewsRequest): E.Either<ReviewsRequestError, ReviewsRequest> => {
  if (!Number.isInteger(input.page) || input.page < 0 || input.page > MAX_PAGE)
    return E.left(domainError('REVIEWS.PAGE_INVALID', `page must be a whole number from 0 to ${MAX_PAGE}`));
  if (!Number.isInteger(input.size) || input.size < 1 || input.size > MAX_PAGE_SIZE)
    return E.left(domainError('REVIEWS.SIZE_INVALID', `size must be a whole number from 1 to ${MAX_PAGE_SIZE}`));
  return E.right(input);
};

/** True when a later page has reviews. */
export const hasMoreReviews = (page: Pick<ReviewPage, 'total' | 'page' | 'size'>): boolean =>
  (page.page + 1) * page.size < page.total;

/** The deal page's query parameter naming the page of reviews it shows (page 0 without it). */
export const REVIEWS_PAGE_PARAM = 'reviews';

/** The page of reviews a deal page's address asks for: a whole number up to the last allowed, else 0. */
export const reviewsPageOfQuery = (value: string | null): number => {
  if (value === null || !/^\d{1,5}$/.test(value)) return 0;
  const page = Number(value);
  return page <= MAX_PAGE ? page : 0;
};

/** How many pages a deal's reviews fill. */
export const reviewPageCount = (page: Pick<ReviewPage, 'total' | 'size'>): number =>
  page.size > 0 ? Math.ceil(page.total / page.size) : 0;

/**
 * The deal page showing another page of reviews: its other query parameters kept (usr_src keeps a
 * lastChance deal on sale), scrolled to the reviews.
 */
export const reviewsPageHref = (path: string, search: string, page: number): string => {
  const others = removeKey(parseQuery(search), REVIEWS_PAGE_PARAM);
  return `${path}${querySuffix(page > 0 ? setValue(others, REVIEWS_PAGE_PARAM, String(page)) : others)}#reviews`;
};
