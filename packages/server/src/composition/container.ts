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
  type ListBuyAgainDeals,
  type ListRecommendedDeals,
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
import { TOKENS, type Clock, type DealCatalog, type Scheduler } from '@kerching/ports';
import type {
  AccountServices,
  PurchaseServices,
  ServerServices,
  WishlistServices,
  ReferralServices,
} from '@kerching/application/services';
import { ACCOUNT_SERVICES, type AccountsOptions, DEFAULT_ACCOUNTS_OPTIONS, bindAccounts } from './accounts';
import { PURCHASE_SERVICES, bindPurchase } from './purchase';
import { BUY_AGAIN, RECOMMENDATIONS, WISHLIST_SERVICES, bindShopperLists } from './shopperLists';
import { REFERRAL_SERVICES, bindReferrals } from './referrals';
import { BACK_IN_STOCK, type BackInStockServices, bindBackInStock } from './backInStock';

const SQL_CLIENT = Symbol.for('kerching.server.SqlClient');
/** Delayed and recurring work (ADR 54). */
export const SCHEDULER = Symbol.for('kerching.server.Scheduler');
const SHELL_CONTENT = Symbol.for('kerching.server.ShellContent');

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
  container.bind<SqlClient>(SQL_CLIENT).toConstantValue(db);
  container.bind<Clock>(TOKENS.Clock).toConstantValue(clock);
  container.bind<Scheduler>(SCHEDULER).toConstantValue(options.scheduler ?? new SqlScheduler(db));
  bindListings(container, cacheOn, options.catalogueEvents ?? new InMemoryCatalogueEvents());
  bindSearch(container, cacheOn);
  // Deal page: SQL deal details behind a 10-minute cache (spec 2 §9), tagged deals:{site}.
  container
    .bind<Cache<O.Option<DealDetail>>>(TOKENS.DealDetailCache)
    .toResolvedValue((time: Clock) => memoryCache<O.Option<DealDetail>>(cacheOn, time), [TOKENS.Clock]);
  container
    .bind<Cache<O.Option<ReviewPage>>>(TOKENS.DealReviewsCache)
    .toResolvedValue((time: Clock) => memoryCache<O.Option<ReviewPage>>(cacheOn, time), [TOKENS.Clock]);
  container
    .bind<DealDetails>(TOKENS.DealDetails)
    .toResolvedValue(
      (sql: SqlClient, time: Clock, deals: Cache<O.Option<DealDetail>>, reviews: Cache<O.Option<ReviewPage>>) =>
        new CachedDealDetails(new SqlDealDetails(sql, time), deals, reviews),
      [SQL_CLIENT, TOKENS.Clock, TOKENS.DealDetailCache, TOKENS.DealReviewsCache],
    );
  container
    .bind<GetDealPage>(TOKENS.GetDealPage)
    .toResolvedValue(
      (details: DealDetails, time: Clock) => new GetDealPage(details, time, DEAL_PAGE_CONFIG),
      [TOKENS.DealDetails, TOKENS.Clock],
    );
  // Calendar deals: each product's booking days, read as the shopper moves between months.
  container
    .bind<ProductCalendar>(TOKENS.ProductCalendar)
    .toResolvedValue((sql: SqlClient) => new SqlProductCalendar(sql), [SQL_CLIENT]);
  container
    .bind<GetDealCalendar>(TOKENS.GetDealCalendar)
    .toResolvedValue(
      (details: DealDetails, calendar: ProductCalendar, time: Clock) => new GetDealCalendar(details, calendar, time),
      [TOKENS.DealDetails, TOKENS.ProductCalendar, TOKENS.Clock],
    );
  container
    .bind<ListDealReviews>(TOKENS.ListDealReviews)
    .toResolvedValue((details: DealDetails) => new ListDealReviews(details), [TOKENS.DealDetails]);
  container
    .bind<ListMoreDeals>(TOKENS.ListMoreDeals)
    .toResolvedValue((catalog: DealCatalog) => new ListMoreDeals(catalog), [TOKENS.DealCatalog]);
  bindShell(container, cacheOn);
  bindAccounts(container, SQL_CLIENT, TOKENS.Clock, options.accounts ?? DEFAULT_ACCOUNTS_OPTIONS);
  bindPurchase(container, SQL_CLIENT, TOKENS.Clock);
  bindShopperLists(container, SQL_CLIENT, TOKENS.DealCatalog, TOKENS.Clock);
  bindReferrals(container, SQL_CLIENT, TOKENS.Clock);
  bindBackInStock(
    container,
    { sql: SQL_CLIENT, clock: TOKENS.Clock, dealDetails: TOKENS.DealDetails },
    DEAL_PAGE_CONFIG,
    (options.accounts ?? DEFAULT_ACCOUNTS_OPTIONS).siteOrigins,
  );
  return container;
};

/**
 * Listings: the SQL catalogue behind a 10-minute cache (spec 2 §9) tagged deals:{site}, dropped when
 * a catalogue change is published (NotifyCatalogueChanged), feeds, recently viewed.
 */
const bindListings = (container: Container, cacheOn: boolean, events: CatalogueEvents): void => {
  container.bind<CatalogueEvents>(TOKENS.CatalogueEvents).toConstantValue(events);
  container.bind<Cache<DealListingCacheEntry>>(TOKENS.DealListingCache).toResolvedValue(
    (time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<DealListingCacheEntry>(cacheOn, time);
      invalidateOnCatalogueChange(events, [cache]);
      return cache;
    },
    [TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  container
    .bind<DealCatalog>(TOKENS.DealCatalog)
    .toResolvedValue(
      (sql: SqlClient, time: Clock, cache: Cache<DealListingCacheEntry>) =>
        new CachedDealCatalog(new SqlDealCatalog(sql, time), cache),
      [SQL_CLIENT, TOKENS.Clock, TOKENS.DealListingCache],
    );
  container.bind<DealFeeds>(TOKENS.DealFeeds).toResolvedValue((sql: SqlClient) => new SqlDealFeeds(sql), [SQL_CLIENT]);
  container
    .bind<ListDeals>(TOKENS.ListDeals)
    .toResolvedValue((catalog: DealCatalog) => new ListDeals(catalog), [TOKENS.DealCatalog]);
  container
    .bind<BrowseDeals>(TOKENS.BrowseDeals)
    .toResolvedValue((catalog: DealCatalog) => new BrowseDeals(catalog), [TOKENS.DealCatalog]);
  container
    .bind<BrowseNearMe>(TOKENS.BrowseNearMe)
    .toResolvedValue((browse: BrowseDeals) => new BrowseNearMe(browse), [TOKENS.BrowseDeals]);
  container
    .bind<GetDealsFeed>(TOKENS.GetDealsFeed)
    .toResolvedValue(
      (feeds: DealFeeds, catalog: DealCatalog) => new GetDealsFeed(feeds, catalog),
      [TOKENS.DealFeeds, TOKENS.DealCatalog],
    );
  container
    .bind<ListRecentlyViewedDeals>(TOKENS.ListRecentlyViewedDeals)
    .toResolvedValue(
      (catalog: DealCatalog, time: Clock) =>
        new ListRecentlyViewedDeals(catalog, time, { utcOffsetMinutes: siteUtcOffsetMinutes }),
      [TOKENS.DealCatalog, TOKENS.Clock],
    );
  container
    .bind<DealPlaces>(TOKENS.DealPlaces)
    .toResolvedValue((sql: SqlClient) => new SqlDealPlaces(sql), [SQL_CLIENT]);
  container
    .bind<GetMapView>(TOKENS.GetMapView)
    .toResolvedValue(
      (catalog: DealCatalog, directory: LocationDirectory, places: DealPlaces) =>
        new GetMapView(catalog, directory, places),
      [TOKENS.DealCatalog, TOKENS.LocationDirectory, TOKENS.DealPlaces],
    );
  container
    .bind<NotifyCatalogueChanged>(TOKENS.NotifyCatalogueChanged)
    .toResolvedValue((events: CatalogueEvents) => new NotifyCatalogueChanged(events), [TOKENS.CatalogueEvents]);
};

/**
 * The shell's ports and use-cases: menus and locations behind a 10-minute cache (dropped when a
 * site's catalogue changes), static pages, guides, sitemap.
 */
const bindShell = (container: Container, cacheOn: boolean): void => {
  container.bind<NavigationCatalog>(TOKENS.NavigationCatalog).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<readonly CategoryNode[]>(cacheOn, time, 100);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedNavigationCatalog(new SqlNavigationCatalog(sql, time), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  container.bind<LocationDirectory>(TOKENS.LocationDirectory).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<readonly Location[]>(cacheOn, time, 100);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedLocationDirectory(new SqlLocationDirectory(sql), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  container
    .bind<SqlContentPages>(SHELL_CONTENT)
    .toResolvedValue((sql: SqlClient, time: Clock) => new SqlContentPages(sql, time), [SQL_CLIENT, TOKENS.Clock]);
  container.bind<ContentPages>(TOKENS.ContentPages).toService(SHELL_CONTENT);
  container.bind<SitemapSource>(TOKENS.SitemapSource).toService(SHELL_CONTENT);
  container
    .bind<GetNavigation>(TOKENS.GetNavigation)
    .toResolvedValue((catalog: NavigationCatalog) => new GetNavigation(catalog), [TOKENS.NavigationCatalog]);
  container
    .bind<GetTravelFacets>(TOKENS.GetTravelFacets)
    .toResolvedValue((catalog: NavigationCatalog) => new GetTravelFacets(catalog), [TOKENS.NavigationCatalog]);
  container
    .bind<FindLocations>(TOKENS.FindLocations)
    .toResolvedValue((directory: LocationDirectory) => new FindLocations(directory), [TOKENS.LocationDirectory]);
  container
    .bind<GetStaticPage>(TOKENS.GetStaticPage)
    .toResolvedValue((pages: ContentPages) => new GetStaticPage(pages), [TOKENS.ContentPages]);
  container
    .bind<ListGuides>(TOKENS.ListGuides)
    .toResolvedValue((pages: ContentPages) => new ListGuides(pages), [TOKENS.ContentPages]);
  container
    .bind<GetGuide>(TOKENS.GetGuide)
    .toResolvedValue((pages: ContentPages) => new GetGuide(pages), [TOKENS.ContentPages]);
  container
    .bind<BuildSitemap>(TOKENS.BuildSitemap)
    .toResolvedValue(
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
  container.bind<DealSearch>(TOKENS.DealSearch).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      const cache = memoryCache<SearchCacheEntry>(cacheOn, time, SEARCH_CACHE_ENTRIES);
      invalidateOnCatalogueChange(events, [cache]);
      return new CachedDealSearch(new SqlDealSearch(sql, time), cache);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  // Suggest answered from each site's suggestion index (ADR 29), or from SQL on every keystroke
  // when caching is off.
  container.bind<Suggestions>(TOKENS.Suggestions).toResolvedValue(
    (sql: SqlClient, time: Clock, events: CatalogueEvents) => {
      if (!cacheOn) return new SqlSuggestions(sql, time);
      const indexes = memoryCache<SuggestionIndex>(cacheOn, time, SITE_KEYS.length);
      invalidateOnCatalogueChange(events, [indexes]);
      return new IndexedSuggestions(new SqlSuggestionCatalogues(sql, time), indexes, time);
    },
    [SQL_CLIENT, TOKENS.Clock, TOKENS.CatalogueEvents],
  );
  container
    .bind<SearchDeals>(TOKENS.SearchDeals)
    .toResolvedValue((search: DealSearch) => new SearchDeals(search), [TOKENS.DealSearch]);
  container
    .bind<SuggestSearchTerms>(TOKENS.SuggestSearchTerms)
    .toResolvedValue((suggestions: Suggestions) => new SuggestSearchTerms(suggestions), [TOKENS.Suggestions]);
};

export const serverServices = (container: Container): ServerServices => ({
  listDeals: container.get<ListDeals>(TOKENS.ListDeals),
  browseDeals: container.get<BrowseDeals>(TOKENS.BrowseDeals),
  browseNearMe: container.get<BrowseNearMe>(TOKENS.BrowseNearMe),
  getDealsFeed: container.get<GetDealsFeed>(TOKENS.GetDealsFeed),
  listRecentlyViewedDeals: container.get<ListRecentlyViewedDeals>(TOKENS.ListRecentlyViewedDeals),
  getMapView: container.get<GetMapView>(TOKENS.GetMapView),
  searchDeals: container.get<SearchDeals>(TOKENS.SearchDeals),
  suggestSearchTerms: container.get<SuggestSearchTerms>(TOKENS.SuggestSearchTerms),
  getDealPage: container.get<GetDealPage>(TOKENS.GetDealPage),
  getDealCalendar: container.get<GetDealCalendar>(TOKENS.GetDealCalendar),
  listDealReviews: container.get<ListDealReviews>(TOKENS.ListDealReviews),
  listMoreDeals: container.get<ListMoreDeals>(TOKENS.ListMoreDeals),
  requestBackInStockAlert: container.get<BackInStockServices>(BACK_IN_STOCK).request,
  listBackInStockAlerts: container.get<BackInStockServices>(BACK_IN_STOCK).list,
  cancelBackInStockAlert: container.get<BackInStockServices>(BACK_IN_STOCK).cancel,
  getNavigation: container.get<GetNavigation>(TOKENS.GetNavigation),
  getTravelFacets: container.get<GetTravelFacets>(TOKENS.GetTravelFacets),
  findLocations: container.get<FindLocations>(TOKENS.FindLocations),
  getStaticPage: container.get<GetStaticPage>(TOKENS.GetStaticPage),
  listGuides: container.get<ListGuides>(TOKENS.ListGuides),
  getGuide: container.get<GetGuide>(TOKENS.GetGuide),
  buildSitemap: container.get<BuildSitemap>(TOKENS.BuildSitemap),
  accounts: container.get<AccountServices>(ACCOUNT_SERVICES),
  purchase: container.get<PurchaseServices>(PURCHASE_SERVICES),
  wishlist: container.get<WishlistServices>(WISHLIST_SERVICES),
  listBuyAgainDeals: container.get<ListBuyAgainDeals>(BUY_AGAIN),
  listRecommendedDeals: container.get<ListRecommendedDeals>(RECOMMENDATIONS),
  referrals: container.get<ReferralServices>(REFERRAL_SERVICES),
});

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
