import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealsFeedPage,
  type ListingRequestError,
  dealsFeedPage,
  feedListingRequest,
  listingCriteria,
} from '@kerching/domain/catalogue';
import { type DomainError, domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealCatalog, DealFeeds, ListingNotFound } from '@kerching/ports';

export type DealsFeedNotFound = DomainError<'DEALS_FEED.NOT_FOUND'>;
export type GetDealsFeedError = DealsFeedNotFound | CatalogError | ListingNotFound | ListingRequestError;

export interface DealsFeedRequest {
  readonly site: SiteKey;
  readonly slug: string;
  readonly page: number;
}

const FEED_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

/**
 * A deals feed page by slug (spec 2 §7.4 "GET deals-feed page for a slug"): the feed's texts with
 * one page of its deals and their total. An unknown slug, or one that is not a slug at all, is
 * DEALS_FEED.NOT_FOUND (the edge answers 404 with its code, spec 2 §8).
 */
export class GetDealsFeed {
  constructor(
    private readonly feeds: DealFeeds,
    private readonly catalog: Pick<DealCatalog, 'page' | 'navigation'>,
  ) {}

  execute(request: DealsFeedRequest): TE.TaskEither<GetDealsFeedError, DealsFeedPage> {
    const notFound = domainError('DEALS_FEED.NOT_FOUND', `no deals feed ${request.slug}`);
    if (request.slug.length > 200 || !FEED_SLUG.test(request.slug)) return TE.left(notFound);
    return pipe(
      this.feeds.bySlug(request.site, request.slug),
      TE.chainW(TE.fromOption(() => notFound)),
      TE.chainW((feed) =>
        pipe(
          TE.fromEither(listingCriteria(feedListingRequest(feed, request.site, request.page))),
          TE.chainW((criteria) =>
            pipe(
              TE.Do,
              TE.apSW('page', this.catalog.page(criteria)),
              TE.apSW('navigation', this.catalog.navigation(criteria)),
            ),
          ),
          TE.map(({ page, navigation }) =>
            dealsFeedPage(feed, page.mainDeal === null ? page.deals : [page.mainDeal, ...page.deals], navigation.count),
          ),
        ),
      ),
    );
  }
}
