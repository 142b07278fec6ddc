/**
 * Deals feed pages (spec 1 §3 "Deals feed page": dealsFeed {dataPageSize, allLocations,
 * totalDeals}, redirectUrl, additionalText, description, listicleDeals, listicleView, text,
 * displayName; spec 2 §7.4 "GET deals-feed page for a slug": a redirectUrl answers a permanent
 * 301, a failure a 404). A feed is a saved listing: a category, a location (or all locations), a
 * search tag and a price cap, shown on /gshop/{slug} pages.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { SiteKey } from '../site/site';
import type { DealSummary } from './dealSummary';
import { ALL_LOCATIONS, type ListingRequest } from './listingRequest';

/** A feed as the catalogue stores it. */
export interface DealsFeedDefinition {
  readonly slug: string;
  readonly displayName: string;
  readonly description: string;
  readonly text: string;
  readonly additionalText: string;
  readonly redirectUrl: O.Option<string>;
  readonly listicleView: boolean;
  readonly categoryShortName: O.Option<string>;
  /** None: every location of the site. */
  readonly locationShortName: O.Option<string>;
  /** Deals carrying this tag (the feed's search tag). */
  readonly searchTag: O.Option<string>;
  readonly maxPriceMinor: O.Option<number>;
  readonly pageSize: number;
}

/** The wire shape of a feed page. */
export interface DealsFeedPage {
  readonly dealsFeed: {
    readonly dataPageSize: number;
    readonly allLocations: boolean;
    readonly totalDeals: number;
  };
  readonly redirectUrl: string | null;
  readonly additionalText: string;
  readonly description: string;
  readonly listicleDeals: ReadonlyArray<DealSummary>;
  readonly listicleView: boolean;
  readonly text: string;
  readonly displayName: string;
}

/** The listing a feed stands for: its location or all of them, its category, tag and price cap. */
export const feedListingRequest = (feed: DealsFeedDefinition, site: SiteKey, page: number): ListingRequest => ({
  site,
  location: O.getOrElse(() => ALL_LOCATIONS)(feed.locationShortName),
  page,
  pageSize: feed.pageSize,
  categories: O.match(
    () => [],
    (category: string) => [category],
  )(feed.categoryShortName),
  ...pipe(
    feed.searchTag,
    O.match(
      () => ({}),
      (tag) => ({ special: tag }),
    ),
  ),
  ...pipe(
    feed.maxPriceMinor,
    O.match(
      () => ({}),
      (max) => ({ maxPrice: max / 100 }),
    ),
  ),
});

/** The page a shopper sees: the feed's texts, its deals and how many there are in all. */
export const dealsFeedPage = (
  feed: DealsFeedDefinition,
  deals: ReadonlyArray<DealSummary>,
  totalDeals: number,
): DealsFeedPage => ({
  dealsFeed: { dataPageSize: feed.pageSize, allLocations: O.isNone(feed.locationShortName), totalDeals },
  redirectUrl: O.toNullable(feed.redirectUrl),
  additionalText: feed.additionalText,
  description: feed.description,
  listicleDeals: deals,
  listicleView: feed.listicleView,
  text: feed.text,
  displayName: feed.displayName,
});
