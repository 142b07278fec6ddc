/**
 * Recommended for you (spec 2 §7.4 "GET recommendations by customer token with limit, pageSize,
 * page"; the ranking is the domain's, listing/recommendations.ts): the shopper's interest from what
 * they bought, saved and viewed lately, then the site's most popular deals in those categories
 * first. A visitor's interest comes from their wish list cookie and recently viewed deals.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ALL_LOCATIONS, type DealSummary, listingCriteria } from '@kerching/domain/catalogue';
import {
  PAGE_SIZES,
  RECOMMENDATIONS_LIMIT,
  interestCategories,
  recommendationsPage,
  recommendedDeals,
} from '@kerching/domain/listing';
import type { DomainError } from '@kerching/domain/shared';
import type { Clock, DealCatalog, Wishlists } from '@kerching/ports';
import type { PurchasedDeals } from '@kerching/ports/purchase';
import { type WishlistHolder, findWishlist } from '../wishlist/findWishlist';

export interface RecommendationsRequest {
  readonly holder: WishlistHolder;
  /** The recently viewed deals' ids (the cookie's), newest first. */
  readonly viewedIds: readonly number[];
  readonly page: number;
}

export interface Recommendations {
  readonly deals: readonly DealSummary[];
  readonly page: number;
  /** How many recommendations there are in all (at most the limit). */
  readonly total: number;
}

export type RecommendationsError = DomainError<'CATALOG.UNAVAILABLE'>;

/** How many deals of the shopper's history, and of the catalogue, are looked at. */
const HISTORY = 50;
const CANDIDATES = 100;

const unavailable = (error: { readonly detail: string }): RecommendationsError => ({
  code: 'CATALOG.UNAVAILABLE',
  detail: error.detail,
});

export class ListRecommendedDeals {
  constructor(
    private readonly catalog: Pick<DealCatalog, 'byIds' | 'page'>,
    private readonly purchased: PurchasedDeals,
    private readonly lists: Wishlists,
    private readonly clock: Clock,
  ) {}

  execute(request: RecommendationsRequest): TE.TaskEither<RecommendationsError, Recommendations> {
    const { holder } = request;
    const now = this.clock.now().getTime();
    const bought = O.match(
      () => TE.right<RecommendationsError, readonly number[]>([]),
      (customerId: string) =>
        pipe(this.purchased.dealIdsBoughtBy(holder.site, customerId, HISTORY), TE.mapLeft(unavailable)),
    )(holder.customerId);
    const saved = pipe(
      findWishlist(this.lists, holder, now),
      TE.map(
        O.match(
          () => [],
          (list) => list.dealIds.slice(0, PAGE_SIZES.wishlist),
        ),
      ),
      TE.mapLeft(unavailable),
    );
    const summaries = (ids: readonly number[]) =>
      ids.length === 0
        ? TE.right<RecommendationsError, readonly DealSummary[]>([])
        : pipe(this.catalog.byIds(holder.site, ids), TE.mapLeft(unavailable));
    return pipe(
      TE.Do,
      TE.bind('boughtIds', () => bought),
      TE.bind('savedIds', () => saved),
      TE.bind('bought', ({ boughtIds }) => summaries(boughtIds)),
      TE.bind('saved', ({ savedIds }) => summaries(savedIds)),
      TE.bind('viewed', () => summaries(request.viewedIds.slice(0, PAGE_SIZES.recentlyViewedMax))),
      TE.bind('interests', ({ bought, saved, viewed }) => TE.right(interestCategories({ bought, saved, viewed }))),
      TE.bind('candidates', ({ interests }) => this.candidates(holder.site, interests)),
      TE.map(({ boughtIds, savedIds, interests, candidates }) => {
        const all = recommendedDeals(candidates, interests, new Set([...boughtIds, ...savedIds]), now);
        return { deals: recommendationsPage(all, request.page), page: request.page, total: all.length };
      }),
    );
  }

  /** The site's most popular deals: those in the interest categories, then all. */
  private candidates(site: WishlistHolder['site'], interests: readonly string[]) {
    const popular = (categoryFilter: readonly string[]) =>
      pipe(
        TE.fromEither(
          pipe(
            listingCriteria({ site, location: ALL_LOCATIONS, page: 0, pageSize: CANDIDATES, categoryFilter }),
            E.mapLeft(unavailable),
          ),
        ),
        TE.chain((criteria) => pipe(this.catalog.page(criteria), TE.mapLeft(unavailable))),
        TE.map((page) => [...(page.mainDeal === null ? [] : [page.mainDeal]), ...page.deals]),
      );
    return pipe(
      interests.length === 0 ? TE.right<RecommendationsError, readonly DealSummary[]>([]) : popular(interests),
      TE.chain((inInterests) =>
        inInterests.length >= RECOMMENDATIONS_LIMIT
          ? TE.right(inInterests)
          : pipe(
              popular([]),
              TE.map((rest) => [...inInterests, ...rest]),
            ),
      ),
    );
  }
}
