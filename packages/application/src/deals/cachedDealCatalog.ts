/**
 * Listings cached for 10 minutes (spec 2 §9 "Caches: deal data 10 min") in front of any
 * `DealCatalog`, keyed by the normalised criteria and tagged `deals:{site}`. A page and a
 * listing's navigation are cached apart, so paging reuses the navigation. Failures are not cached.
 * Subscribed to catalogue changes: a change to a site drops that site's entries at once.
 */
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Subscription } from 'rxjs';
import {
  type DealPage,
  type DealSummary,
  type ListingCriteria,
  type ListingNavigation,
  DEAL_DATA_CACHE_TTL_MS,
  dealsCacheTag,
  listingNavigationKey,
  listingPageKey,
} from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, CatalogError, CatalogueEvents, DealCatalog, ListingNotFound } from '@kerching/ports';
import { readThrough } from '../cache/readThrough';

/** What the listing cache holds: one kind of value per key prefix. */
export type DealListingCacheEntry =
  | { readonly kind: 'page'; readonly value: DealPage }
  | { readonly kind: 'navigation'; readonly value: ListingNavigation }
  | { readonly kind: 'deals'; readonly value: ReadonlyArray<DealSummary> };

const pageOf = (entry: DealListingCacheEntry): O.Option<DealPage> =>
  entry.kind === 'page' ? O.some(entry.value) : O.none;
const navigationOf = (entry: DealListingCacheEntry): O.Option<ListingNavigation> =>
  entry.kind === 'navigation' ? O.some(entry.value) : O.none;
const dealsOf = (entry: DealListingCacheEntry): O.Option<ReadonlyArray<DealSummary>> =>
  entry.kind === 'deals' ? O.some(entry.value) : O.none;

export class CachedDealCatalog implements DealCatalog {
  constructor(
    private readonly inner: DealCatalog,
    private readonly cache: Cache<DealListingCacheEntry>,
  ) {}

  page(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, DealPage> {
    return this.cached(
      listingPageKey(criteria),
      criteria.site,
      pageOf,
      (value) => ({ kind: 'page', value }),
      () => this.inner.page(criteria),
    );
  }

  navigation(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, ListingNavigation> {
    return this.cached(
      listingNavigationKey(criteria),
      criteria.site,
      navigationOf,
      (value) => ({ kind: 'navigation', value }),
      () => this.inner.navigation(criteria),
    );
  }

  byIds(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    return this.cached(
      `listing:ids:${site}:${ids.join(',')}`,
      site,
      dealsOf,
      (value) => ({ kind: 'deals', value }),
      () => this.inner.byIds(site, ids),
    );
  }

  private cached<A, E>(
    key: string,
    site: SiteKey,
    read: (entry: DealListingCacheEntry) => O.Option<A>,
    wrap: (value: A) => DealListingCacheEntry,
    load: () => TE.TaskEither<E, A>,
  ): TE.TaskEither<E, A> {
    return readThrough(
      this.cache,
      key,
      { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(site)] },
      read,
      wrap,
      load,
    );
  }
}

/** Drops a site's deal data from the caches whenever its catalogue changes. */
export const invalidateOnCatalogueChange = (
  events: Pick<CatalogueEvents, 'changes$'>,
  caches: ReadonlyArray<Pick<Cache<unknown>, 'invalidateTag'>>,
): Subscription =>
  events.changes$.subscribe((change) => {
    for (const site of change.sites) for (const cache of caches) cache.invalidateTag(dealsCacheTag(site));
  });
