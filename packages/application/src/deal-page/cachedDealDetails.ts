/**
 * Deal data cached for 10 minutes (spec 2 §9 "Caches: deal data 10 min") in front of any
 * `DealDetails`. Entries carry the site's tag (`deals:{site}`), so a change to any deal of a site
 * drops them all; failures are not cached.
 */
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import {
  type DealDetail,
  type ReviewPage,
  type ReviewsRequest,
  DEAL_DATA_CACHE_TTL_MS,
  dealsCacheTag,
} from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, CatalogError, DealDetails } from '@kerching/ports';
import { readThroughPlain } from '../cache/readThrough';

const cached = <A>(
  cache: Cache<A>,
  key: string,
  site: SiteKey,
  load: () => TE.TaskEither<CatalogError, A>,
): TE.TaskEither<CatalogError, A> =>
  readThroughPlain(cache, key, { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(site)] }, load);

export class CachedDealDetails implements DealDetails {
  constructor(
    private readonly inner: DealDetails,
    private readonly deals: Cache<O.Option<DealDetail>>,
    private readonly reviewPages: Cache<O.Option<ReviewPage>>,
  ) {}

  byId(site: SiteKey, id: number): TE.TaskEither<CatalogError, O.Option<DealDetail>> {
    return cached(this.deals, `deal:${site}:${id}`, site, () => this.inner.byId(site, id));
  }

  reviews(site: SiteKey, request: ReviewsRequest): TE.TaskEither<CatalogError, O.Option<ReviewPage>> {
    const key = `reviews:${site}:${request.dealId}:${request.page}:${request.size}:${request.sortBy}`;
    return cached(this.reviewPages, key, site, () => this.inner.reviews(site, request));
  }
}
