import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { DomainError } from '@kerching/domain/shared';
import type {
  DealPage,
  DealPlace,
  DealSummary,
  DealsFeedDefinition,
  ListingCriteria,
  ListingNavigation,
} from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';

export type CatalogError = DomainError<'CATALOG.UNAVAILABLE'>;

/** The location or a category of a listing path does not exist on the site. */
export type ListingNotFound = DomainError<'LISTING.LOCATION_NOT_FOUND' | 'LISTING.CATEGORY_NOT_FOUND'>;

/** The deals a shopper can browse. Small on purpose: one method per question the core asks. */
export interface DealCatalog {
  /**
   * One page of a listing's open deals, in the criteria's sort. With the default sort, page 0
   * carries the most popular deal that is not sold out as the main deal, and no page repeats it.
   */
  page(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, DealPage>;
  /** What the listing shows besides its deals: count, facets, drill-down links, price stats, names. */
  navigation(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, ListingNavigation>;
  /** Deals of a site by id, in the order asked; unknown ids and deals not yet open are left out. */
  byIds(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>>;
}

/** Saved listings shown as feed pages (spec 1 §3 "Deals feed page"). */
export interface DealFeeds {
  bySlug(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<DealsFeedDefinition>>;
}

/** Where deals' merchants are, for the map view. */
export interface DealPlaces {
  /** The place of each deal of `site` asked for that exists; unknown ids are left out. */
  ofDeals(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealPlace>>;
}
