/**
 * The deal page (spec 2 §7.4 deal lookup by path and deal detail by id; spec 1 §2 deal and deal
 * preview pages; spec 1 §4 availability): finds the deal, hides a deal that is not open yet unless
 * the request is a preview, and applies the deal rules at the clock's now for this visit.
 *
 * - A path is parsed by the routing family (evergreen `e/{id}` paths and product ids included);
 *   the deal id decides, and the page's canonical path is the deal's own (its evergreen path for
 *   an evergreen deal), whatever categories or blurb the visitor's path carried.
 * - The product id of a path preselects that product when the deal has it.
 * - With `firstReviews` above 0 the first page of reviews comes along, fetched at the same time.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealDetail,
  type DealOffer,
  type ReviewPage,
  DEFAULT_REVIEW_SORT,
  dealOffer,
} from '@kerching/domain/catalogue';
import { backInStockAlertOffered } from '@kerching/domain/alerts';
import type { DealVisit, GoodReviewConfig } from '@kerching/domain/deal';
import { type RouteError, buildDealPath, parseDealPath } from '@kerching/domain/routing';
import { type DomainError, domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealDetails } from '@kerching/ports';

export type DealLookup =
  { readonly kind: 'path'; readonly path: string } | { readonly kind: 'id'; readonly id: number };

export interface DealPageRequest {
  readonly site: SiteKey;
  readonly lookup: DealLookup;
  readonly visit: DealVisit;
  /** The deal preview flag (`preview=true`): a deal that is not open yet is shown. */
  readonly preview: boolean;
  readonly vipUser: boolean;
  /** How many reviews to bring along (0 for none). */
  readonly firstReviews: number;
  /** Which page of them (0, the first, when left out). */
  readonly reviewsPage?: number;
}

export interface DealPageData {
  readonly offer: DealOffer;
  readonly canonicalPath: string;
  /** The deal's evergreen path, for an evergreen deal. */
  readonly evergreenPath: O.Option<string>;
  readonly selectedProductId: O.Option<number>;
  readonly preview: boolean;
  readonly reviews: O.Option<ReviewPage>;
  /** The instant the rules were applied at (a page counts down from it). */
  readonly now: Date;
  /** "Email me when it is back" is offered (domain backInStockAlert.ts); never on a preview. */
  readonly backInStockAlert: boolean;
}

export type DealNotFound = DomainError<'DEAL.NOT_FOUND'>;
export type GetDealPageError = RouteError | DealNotFound | CatalogError;

export interface GetDealPageConfig {
  readonly goodReview: GoodReviewConfig;
  /** The sites' offset from UTC at an instant, in minutes (the closing day is a local day). */
  readonly utcOffsetMinutes: (at: Date) => number;
}

const notFound = (what: string): DealNotFound => domainError('DEAL.NOT_FOUND', `No deal was found for ${what}`);

interface Target {
  readonly dealId: number;
  readonly productId: O.Option<number>;
}

const target = (lookup: DealLookup): TE.TaskEither<RouteError, Target> =>
  lookup.kind === 'id'
    ? TE.right({ dealId: lookup.id, productId: O.none })
    : pipe(
        TE.fromEither(parseDealPath(lookup.path)),
        TE.map((path) => ({ dealId: path.dealId, productId: path.productId })),
      );

/** The evergreen path of an evergreen deal: its own path with `e` before the id. */
export const evergreenPathOf = (deal: Pick<DealDetail, 'urlPath' | 'evergreen'>): O.Option<string> =>
  deal.evergreen
    ? pipe(
        O.fromEither(parseDealPath(deal.urlPath)),
        O.map((path) => buildDealPath({ ...path, evergreen: true, productId: O.none })),
      )
    : O.none;

export class GetDealPage {
  constructor(
    private readonly details: DealDetails,
    private readonly clock: Clock,
    private readonly config: GetDealPageConfig,
  ) {}

  execute(request: DealPageRequest): TE.TaskEither<GetDealPageError, DealPageData> {
    const now = this.clock.now();
    return pipe(
      target(request.lookup),
      TE.chainW(({ dealId, productId }) =>
        pipe(
          TE.Do,
          TE.apS('deal', this.details.byId(request.site, dealId)),
          TE.apS('reviews', this.firstReviews(request, dealId)),
          TE.chainW(({ deal, reviews }) =>
            pipe(
              deal,
              O.filter((d) => request.preview || d.opensAt.getTime() <= now.getTime()),
              TE.fromOption(() => notFound(request.lookup.kind === 'path' ? request.lookup.path : `id ${dealId}`)),
              TE.map((found) => this.page(found, request, productId, reviews, now)),
            ),
          ),
        ),
      ),
    );
  }

  private firstReviews(request: DealPageRequest, dealId: number): TE.TaskEither<CatalogError, O.Option<ReviewPage>> {
    if (request.firstReviews <= 0) return TE.right(O.none);
    return this.details.reviews(request.site, {
      dealId,
      page: request.reviewsPage ?? 0,
      size: request.firstReviews,
      sortBy: DEFAULT_REVIEW_SORT,
    });
  }

  private page(
    deal: DealDetail,
    request: DealPageRequest,
    productId: O.Option<number>,
    reviews: O.Option<ReviewPage>,
    now: Date,
  ): DealPageData {
    const offer = dealOffer(deal, {
      now,
      visit: request.visit,
      utcOffsetMinutes: this.config.utcOffsetMinutes(now),
      vipUser: request.vipUser,
      goodReview: this.config.goodReview,
      onDealPath: true,
    });
    const evergreenPath = evergreenPathOf(deal);
    return {
      offer,
      canonicalPath: O.getOrElse(() => deal.urlPath)(evergreenPath),
      evergreenPath,
      selectedProductId: pipe(
        productId,
        O.filter((id) => deal.products.some((p) => p.id === id)),
      ),
      preview: request.preview,
      reviews,
      now,
      backInStockAlert: !request.preview && backInStockAlertOffered(offer, now),
    };
  }
}
