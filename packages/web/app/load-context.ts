/**
 * What the server hands every loader and action: the request's site and the use-cases wired to
 * server-side adapters. Server and web both import this one definition.
 */
import type { ListDeals } from '@kerching/application';
import type { BrowseDeals, GetDealsFeed, ListRecentlyViewedDeals } from '@kerching/application';
import type { SearchDeals, SuggestSearchTerms } from '@kerching/application';
import type { GetDealPage, ListDealReviews } from '@kerching/application';
import type {
  BuildSitemap,
  FindLocations,
  GetGuide,
  GetNavigation,
  GetStaticPage,
  GetTravelFacets,
  ListGuides,
} from '@kerching/application';
import type { Site } from '@kerching/domain/site';

export interface ServerServices {
  readonly listDeals: ListDeals;
  // Listings: listing pages with navigation, deals feeds, recently viewed.
  readonly browseDeals: BrowseDeals;
  readonly getDealsFeed: GetDealsFeed;
  readonly listRecentlyViewedDeals: ListRecentlyViewedDeals;
  // Search: full-text search with facets and fallback, suggest-as-you-type.
  readonly searchDeals: SearchDeals;
  readonly suggestSearchTerms: SuggestSearchTerms;
  readonly getDealPage: GetDealPage;
  readonly listDealReviews: ListDealReviews;
  // Shell: menus, locations, static pages, guides, sitemap.
  readonly getNavigation: GetNavigation;
  readonly getTravelFacets: GetTravelFacets;
  readonly findLocations: FindLocations;
  readonly getStaticPage: GetStaticPage;
  readonly listGuides: ListGuides;
  readonly getGuide: GetGuide;
  readonly buildSitemap: BuildSitemap;
}

export interface KerchingLoadContext {
  readonly site: Site;
  readonly services: ServerServices;
}

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation adds our members to React Router's type
  interface AppLoadContext extends KerchingLoadContext {}
}
