/**
 * The server's composition root: ports bound to the SQL adapters, use-cases resolved from them.
 * One container per process; nothing outside this folder touches it.
 */
import 'reflect-metadata';
import { Container } from 'inversify';
import {
  BrowseDeals,
  BrowseNearMe,
  CachedDealCatalog,
  type DealListingCacheEntry,
  GetDealsFeed,
  InMemoryCatalogueEvents,
  ListDeals,
  ListRecentlyViewedDeals,
  GetMapView,
  NotifyCatalogueChanged,
  invalidateOnCatalogueChange,
} from '@kerching/application';
import { SqlDealFeeds, SqlDealPlaces } from '@kerching/adapters-sql';
import type { CatalogueEvents, DealFeeds, DealPlaces } from '@kerching/ports';
import {
  CachedDealSearch,
  IndexedSuggestions,
  SearchDeals,
  type SearchCacheEntry,
  SuggestSearchTerms,
} from '@kerching/application';
import type { SuggestionIndex } from '@kerching/domain/search';
import { SITE_KEYS, siteUtcOffsetMinutes } from '@kerching/domain/site';
import { SqlDealSearch, SqlSuggestionCatalogues, SqlSuggestions } from '@kerching/adapters-sql';
import type { DealSearch, Suggestions } from '@kerching/ports';
import { CachedDealDetails, GetDealCalendar, GetDealPage, ListDealReviews, ListMoreDeals } from '@kerching/application';
import { SqlDealCatalog, SqlScheduler, type SqlClient } from '@kerching/adapters-sql';
import { SqlDealDetails, SqlProductCalendar } from '@kerching/adapters-sql';
import type { DealDetail, ReviewPage } from '@kerching/domain/catalogue';
import type * as O from 'fp-ts/Option';
import type { Cache, DealDetails, ProductCalendar } from '@kerching/ports';
import { MemoryCache } from '@kerching/adapters-node';
import type { CachedAnswer } from '../http/responseCache';
import type { CachedPage } from '../http/pageCache';
import {
  BuildSitemap,
  CachedLocationDirectory,
  CachedNavigationCatalog,
  FindLocations,
  GetGuide,
  GetNavigation,
  GetStaticPage,
  GetTravelFacets,
  ListGuides,
} from '@kerching/application';
import { SqlContentPages, SqlLocationDirectory, SqlNavigationCatalog } from '@kerching/adapters-sql';
import type { Location } from '@kerching/domain/location';
import type { CategoryNode } from '@kerching/domain/navigation';
import type { ContentPages, LocationDirectory, NavigationCatalog, SitemapSource } from '@kerching/ports';
import { GOOD_REVIEW_CONFIG } from '../config';
import { TOKENS, key, type AddressLookup, type Clock, type DealCatalog, type Scheduler } from '@kerching/ports';
import { JOB_KEYS, SERVICE_KEYS, type ServerServices, resolveServices } from '@kerching/application/services';
import { type AccountsOptions, DEFAULT_ACCOUNTS_OPTIONS, bindAccounts } from './accounts';
import { bindPurchase } from './purchase';
import { bindShopperLists } from './shopperLists';
import { bindReferrals } from './referrals';
import { bindBackInStock } from './backInStock';
import { bindAddress } from './address';
import { SQL_CLIENT, bindKey, getKey } from './keys';
import { CryptoIdGenerator, CryptoTokenGenerator } from '@kerching/adapters-node';

const SHELL_CONTENT = key<SqlContentPages>('server.ShellContent');
const DEAL_LISTING_CACHE = key<Cache<DealListingCacheEntry>>('server.DealListingCache');

export const systemClock: Clock = { now: () => new Date() };

/** The deal rules' settings: what a good review is, and the sites' offset from UTC. */
const DEAL_PAGE_CONFIG = { goodReview: GOOD_REVIEW_CONFIG, utcOffsetMinutes: siteUtcOffsetMinutes };

export interface ContainerOptions {
  /** Deal and shell data caches; off only to measure uncached performance (CACHE=off). */
  readonly cache?: boolean;
  /** Site origins for emailed links, Google sign-in keys, password hashing cost, mailer. */
  readonly accounts?: AccountsOptions;
  /** Where catalogue changes go: in memory (one process) unless given, e.g. over Redis (REDIS_URL). */
  readonly catalogueEvents?: CatalogueEvents;
  /** Delayed and recurring work: the `scheduled_job` table on this database unless given (pg-boss). */
  readonly scheduler?: Scheduler;
  /** The address service: the local data set unless given. */
  readonly addressLookup?: AddressLookup;
}

/** A cache that stores nothing when caching is off (a bound of 0 entries). */
const memoryCache = <A>(cacheOn: boolean, time: Clock, maxEntries?: number): MemoryCache<A> =>
  new MemoryCache<A>(time, cacheOn ? maxEntries : 0);

export const createContainer = (
  db: SqlClient,
  clock: Clock = systemClock,
  options: ContainerOptions = {},
): Container => {
  const cacheOn = options.cache ?? true;
  const container = new Container();
  bindKey(container, SQL_CLIENT).toConstantValue(db);
  bindKey(container, TOKENS.Clock).toConstantValue(clock);
  bindKey(container, TOKENS.IdGenerator).toConstantValue(new CryptoIdGenerator());
  bindKey(container, TOKENS.TokenGenerator).toConstantValue(new CryptoTokenGenerator());
  bindKey(container, TOKENS.Scheduler).toConstantValue(options.scheduler ?? new SqlScheduler(db));
  bindListings(container, cacheOn, options.catalogueEvents ?? new InMemoryCatalogueEvents());
  bindSearch(container, cacheOn);
  // Deal page: SQL deal details behind a 10-minute cache (spec 2 §9), tagged deals:{site}.
  bindKey(container, TOKENS.DealDetailCache).toResolvedValue(
    (time: Clock) => memoryCache<O.Option<DealDetail>>(cacheOn, time),
    [TOKENS.Clock],
  );
  bindKey(container, TOKENS.DealReviewsCache).toResolvedValue(
    (time: Clock) => memoryCache<O.Option<ReviewPage>>(cacheOn, time),
    [TOKENS.Clock],
  );
  bindKey(container, TOKENS.DealDetails).toResolvedValue(
    (sql: SqlClient, time: Clock, deals: Cache<O.Option<DealDetail>>, reviews: Cache<O.Option<ReviewPage>>) =>
      new CachedDealDetails(new SqlDealDetails(sql, time), deals, reviews),
    [SQL_CLIENT, TOKENS.Clock, TOKENS.DealDetailCache, TOKENS.DealReviewsCache],
  );
  bindKey(container, SERVICE_KEYS.getDealPage).toResolvedValue(
    (details: DealDetails, time: Clock) => new GetDealPage(details, time, DEAL_PAGE_CONFIG),
    [TOKENS.DealDetails, TOKENS.Clock],
  );
  // Calendar deals: each product's booking days, read as the shopper moves between months.
  bindKey(container, TOKENS.ProductCalendar).toResolvedValue(
    (sql: SqlClient) => new SqlProductCalendar(sql),
    [SQL_CLIENT],
  );
  bindKey(container, SERVICE_KEYS.getDealCalendar).toResolvedValue(
    (details: DealDetails, calendar: ProductCalendar, time: Clock) => new GetDealCalendar(details, calendar, time),
    [TOKENS.DealDetails, TOKENS.ProductCalendar, TOKENS.Clock],
  );
  bindKey(container, SERVICE_KEYS.listDealReviews).toResolvedValue(
    (details: DealDetails) => new ListDealReviews(details),
    [TOKENS.DealDetails],
  );
  bindKey(container, SERVICE_KEYS.listMoreDeals).toResolvedValue(
    (catalog: DealCatalog) => new ListMoreDeals(catalog),
    [TOKENS.DealCatalog],
  );
  bindShell(container, cacheOn);
  const accounts = options.accounts ?? DEFAULT_ACCOUNTS_OPTIONS;
  bindAccounts(container, accounts);
  bindPurchase(container);
  bindShopperLists(container);
  bindReferrals(container);
  bindBackInStock(container, DEAL_PAGE_CONFIG, accounts.siteOrigins);
  bindAddress(container, options.addressLookup);
  return container;
};

/**
 * Listings: the SQL catalogue behind a 10-minute cache (spec 2 §9) tagged deals:{site}, dropped when
 * a catalogue change is published (NotifyCatalogueChanged), feeds, recently viewed.
 */
const bindListings = (container: Container, cacheOn: boolean, events: CatalogueEvents): void => {
  bindKey(container, TOKENS.CatalogueEvents).toConstantValue(events);
  bindKey(container, DEAL_LISTING_CACHE).toResolvedValue(
    (time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<DealListingCacheEntry>(cacheOn, time);
      invalidateOnCatalogueChange(events, [cache]);
      return cache;
    },
    [TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  bindKey(container, TOKENS.DealCatalog).toResolvedValue(
    (sql: SqlClient, time: Clock, cache: Cache<DealListingCacheEntry>) =>
      new CachedDealCatalog(new SqlDealCatalog(sql, time), cache),
    [SQL_CLIENT, TOKENS.Clock, DEAL_LISTING_CACHE],
  );
  bindKey(container, TOKENS.DealFeeds).toResolvedValue((sql: SqlClient) => new SqlDealFeeds(sql), [SQL_CLIENT]);
  bindKey(container, SERVICE_KEYS.listDeals).toResolvedValue(
    (catalog: DealCatalog) => new ListDeals(catalog),
    [TOKENS.DealCatalog],
  );
  bindKey(container, SERVICE_KEYS.browseDeals).toResolvedValue(
    (catalog: DealCatalog) => new BrowseDeals(catalog),
    [TOKENS.DealCatalog],
  );
  bindKey(container, SERVICE_KEYS.browseNearMe).toResolvedValue(
    (browse: BrowseDeals) => new BrowseNearMe(browse),
    [SERVICE_KEYS.browseDeals],
  );
  bindKey(container, SERVICE_KEYS.getDealsFeed).toResolvedValue(
    (feeds: DealFeeds, catalog: DealCatalog) => new GetDealsFeed(feeds, catalog),
    [TOKENS.DealFeeds, TOKENS.DealCatalog],
  );
  bindKey(container, SERVICE_KEYS.listRecentlyViewedDeals).toResolvedValue(
    (catalog: DealCatalog, time: Clock) =>
      new ListRecentlyViewedDeals(catalog, time, { utcOffsetMinutes: siteUtcOffsetMinutes }),
    [TOKENS.DealCatalog, TOKENS.Clock],
  );
  bindKey(container, TOKENS.DealPlaces).toResolvedValue((sql: SqlClient) => new SqlDealPlaces(sql), [SQL_CLIENT]);
  bindKey(container, SERVICE_KEYS.getMapView).toResolvedValue(
    (catalog: DealCatalog, directory: LocationDirectory, places: DealPlaces) =>
      new GetMapView(catalog, directory, places),
    [TOKENS.DealCatalog, TOKENS.LocationDirectory, TOKENS.DealPlaces],
  );
  bindKey(container, JOB_KEYS.notifyCatalogueChanged).toResolvedValue(
    (events: CatalogueEvents) => new NotifyCatalogueChanged(events),
    [TOKENS.CatalogueEvents],
  );
};

/**
 * The shell's ports and use-cases: menus and locations behind a 10-minute cache (dropped when a
 * site's catalogue changes), static pages, guides, sitemap.
 */
const bindShell = (container: Container, cacheOn: boolean): void => {
  bindKey(container, TOKENS.NavigationCatalog).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<readonly CategoryNode[]>(cacheOn, time, 100);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedNavigationCatalog(new SqlNavigationCatalog(sql, time), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  bindKey(container, TOKENS.LocationDirectory).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<readonly Location[]>(cacheOn, time, 100);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedLocationDirectory(new SqlLocationDirectory(sql), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  bindKey(container, SHELL_CONTENT).toResolvedValue(
    (sql: SqlClient, time: Clock) => new SqlContentPages(sql, time),
    [SQL_CLIENT, TOKENS.Clock],
  );
  bindKey(container, TOKENS.ContentPages).toService(SHELL_CONTENT);
  bindKey(container, TOKENS.SitemapSource).toService(SHELL_CONTENT);
  bindKey(container, SERVICE_KEYS.getNavigation).toResolvedValue(
    (catalog: NavigationCatalog) => new GetNavigation(catalog),
    [TOKENS.NavigationCatalog],
  );
  bindKey(container, SERVICE_KEYS.getTravelFacets).toResolvedValue(
    (catalog: NavigationCatalog) => new GetTravelFacets(catalog),
    [TOKENS.NavigationCatalog],
  );
  bindKey(container, SERVICE_KEYS.findLocations).toResolvedValue(
    (directory: LocationDirectory) => new FindLocations(directory),
    [TOKENS.LocationDirectory],
  );
  bindKey(container, SERVICE_KEYS.getStaticPage).toResolvedValue(
    (pages: ContentPages) => new GetStaticPage(pages),
    [TOKENS.ContentPages],
  );
  bindKey(container, SERVICE_KEYS.listGuides).toResolvedValue(
    (pages: ContentPages) => new ListGuides(pages),
    [TOKENS.ContentPages],
  );
  bindKey(container, SERVICE_KEYS.getGuide).toResolvedValue(
    (pages: ContentPages) => new GetGuide(pages),
    [TOKENS.ContentPages],
  );
  bindKey(container, SERVICE_KEYS.buildSitemap).toResolvedValue(
    (catalog: NavigationCatalog, directory: LocationDirectory, source: SitemapSource) =>
      new BuildSitemap(catalog, directory, source),
    [TOKENS.NavigationCatalog, TOKENS.LocationDirectory, TOKENS.SitemapSource],
  );
};

/** Whole HTTP answers kept (a listing answer is about 60 KB of JSON and 10 KB gzipped). */
const RESPONSE_CACHE_ENTRIES = 1_000;
/** About 100 KB of HTML each: at most ~50 MB. */
const PAGE_CACHE_ENTRIES = 500;

/** Cached search answers (about 15 KB each) per process. */
const SEARCH_CACHE_ENTRIES = 2_000;

/** Search: SQL full text and suggest behind caches, and their use-cases. */
const bindSearch = (container: Container, cacheOn: boolean): void => {
  // Behind 10-minute caches (spec 2 §9), dropped when a site's catalogue changes.
  bindKey(container, TOKENS.DealSearch).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<SearchCacheEntry>(cacheOn, time, SEARCH_CACHE_ENTRIES);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedDealSearch(new SqlDealSearch(sql, time), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  // Suggest answered from each site's suggestion index (ADR 29), or from SQL on every keystroke
  // when caching is off.
  bindKey(container, TOKENS.Suggestions).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      if (!cacheOn) return new SqlSuggestions(sql, time);
      const indexes = memoryCache<SuggestionIndex>(cacheOn, time, SITE_KEYS.length);
      invalidateOnCatalogueChange(events, [indexes]);
      return new IndexedSuggestions(new SqlSuggestionCatalogues(sql, time), indexes, time);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  bindKey(container, SERVICE_KEYS.searchDeals).toResolvedValue(
    (search: DealSearch) => new SearchDeals(search),
    [TOKENS.DealSearch],
  );
  bindKey(container, SERVICE_KEYS.suggestSearchTerms).toResolvedValue(
    (suggestions: Suggestions) => new SuggestSearchTerms(suggestions),
    [TOKENS.Suggestions],
  );
};

/** Every use-case the edges call, resolved from the container (the list is `SERVICE_KEYS`, written once). */
export const serverServices = (container: Container): ServerServices =>
  resolveServices(SERVICE_KEYS, (bound) => getKey(container, bound));

/**
 * Whole answers of the catalogue calls, dropped with the deal data when a site's catalogue changes.
 * Without answer caching (CACHE=data or off) the server makes none, and leaves their middleware out.
 */
export const responseCacheFor = (container: Container, clock: Clock): Cache<CachedAnswer> => {
  const cache = new MemoryCache<CachedAnswer>(clock, RESPONSE_CACHE_ENTRIES);
  invalidateOnCatalogueChange(container.get<CatalogueEvents>(TOKENS.CatalogueEvents), [cache]);
  return cache;
};

/** Anonymous shoppers' catalogue pages, dropped with the deal data when a site's catalogue changes. */
export const pageCacheFor = (container: Container, clock: Clock): Cache<CachedPage> => {
  const cache = new MemoryCache<CachedPage>(clock, PAGE_CACHE_ENTRIES);
  invalidateOnCatalogueChange(container.get<CatalogueEvents>(TOKENS.CatalogueEvents), [cache]);
  return cache;
};
