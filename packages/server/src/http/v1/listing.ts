/**
 * The listing calls of spec 2 §7.4 (shapes in `@kerching/contract` deals/listing.ts):
 * - GET /v1/product-listing-page-deal/{location}/{category?}/{subCategory?}/{subSubCategory?}
 * - GET /v1/product-listing-page-deal/{location}/special/{slug}
 * - GET /v1/early-bird-deal
 * - GET /v1/recently-viewed-deals?id=..&id=..
 * - GET /v1/deals-feed/{slug}
 * - GET /v1/map-view-deal/{location} (ours, for the /map-view page; contract deals/mapView.ts)
 * A bad query value is a 400 naming it; an unknown location, category or feed a 404; never a 500.
 */
import * as E from 'fp-ts/Either';
import type { Context, Hono } from 'hono';
import { ALL_LOCATIONS, LISTING_PAGE_SIZE, type ListingRequest } from '@kerching/domain/catalogue';
import {
  RECOMMENDATIONS_LIMIT,
  RECOMMENDATIONS_PAGE_SIZE,
  decodeComponent,
  sortFromParams,
} from '@kerching/domain/listing';
import { MAX_LISTING_CATEGORY_SEGMENTS, SPECIAL_SEGMENT } from '@kerching/domain/routing';
import * as O from 'fp-ts/Option';
import {
  DEALS_FEED_PATH,
  DealsFeedQueryCodec,
  type DealsFeedResponse,
  EARLY_BIRD_PATH,
  LISTING_PATH,
  MAP_VIEW_PATH,
  type MapViewResponse,
  type ListingQuery,
  ListingQueryCodec,
  type ListingResponse,
  RECENTLY_VIEWED_PATH,
  RecentlyViewedQueryCodec,
  type RecentlyViewedResponse,
  describeErrors,
} from '@kerching/contract';
import type { DomainError } from '@kerching/domain/shared';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

/** A domain request error says what was wrong in its detail ("pageSize must be ..."): the message of the 400. */
/** Spec 2 §7.2 "/v1/product-listing-page-deal (with /recommendations/ct/{id} ...)". */
export const RECOMMENDATIONS_PATH = `${LISTING_PATH}/recommendations/ct`;

const sentence = (detail: string): string => `${detail}.`;

const fail = (c: Context<AppEnv>, error: DomainError): Response => {
  if (error.code === 'CATALOG.UNAVAILABLE') {
    c.get('log').error({ detail: error.detail }, 'catalogue unavailable');
    return errorResponse(c, error.code);
  }
  const clientError = error.code.startsWith('LISTING.') && !error.code.endsWith('_NOT_FOUND');
  return errorResponse(c, error.code, clientError ? sentence(error.detail) : undefined);
};

const invalid = (c: Context<AppEnv>, errors: Parameters<typeof describeErrors>[0]): Response =>
  errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(errors)}.`);

/** The path after a prefix, as decoded segments. */
const segmentsAfter = (path: string, prefix: string): ReadonlyArray<string> =>
  path
    .slice(prefix.length)
    .split('/')
    .filter((s) => s !== '')
    .map(decodeComponent);

const isAllLocations = (header: string | undefined): boolean =>
  header !== undefined && ['true', '1', ''].includes(header.trim().toLowerCase());

/** A listing request from the path's location and categories and the decoded query. */
const listingRequest = (
  c: Context<AppEnv>,
  location: string,
  rest: Partial<ListingRequest>,
  query: ListingQuery,
): ListingRequest => ({
  site: c.get('site').key,
  location,
  page: query.page ?? 0,
  pageSize: query.pageSize ?? LISTING_PAGE_SIZE,
  sort: sortFromParams(O.fromNullable(query.sort ?? query.orderBy), O.fromNullable(query.order)),
  ...rest,
  ...(query.offset === undefined ? {} : { offset: query.offset }),
  ...(query.minPrice === undefined ? {} : { minPrice: query.minPrice }),
  ...(query.maxPrice === undefined ? {} : { maxPrice: query.maxPrice }),
  ...(query.vip === undefined ? {} : { vip: query.vip }),
  ...(query.preview === undefined ? {} : { preview: query.preview }),
  ...(query.q === undefined ? {} : { q: query.q }),
  ...(query.searchTag === undefined ? {} : { searchTag: query.searchTag }),
  ...(query.area === undefined ? {} : { area: query.area }),
  ...(query.near === undefined ? {} : { near: query.near }),
  ...(query.categories === undefined ? {} : { categoryFilter: query.categories }),
  ...(query.facets === undefined ? {} : { facets: [...(rest.facets ?? []), ...query.facets] }),
});

export const listingRoutes = (app: Hono<AppEnv>): void => {
  const browse = async (c: Context<AppEnv>, location: string, rest: Partial<ListingRequest>): Promise<Response> => {
    const query = ListingQueryCodec.decode(c.req.queries());
    if (E.isLeft(query)) return invalid(c, query.left);
    const result = await c.get('services').browseDeals.execute(listingRequest(c, location, rest, query.right))();
    if (E.isLeft(result)) return fail(c, result.left);
    const body: ListingResponse = { data: result.right };
    return c.json(body);
  };

  // Spec 2 §7.4 "GET recommendations by customer token with limit, pageSize, page": the limit (40)
  // and page size (25) are the spec's constants; the token must be the signed-in shopper's own.
  app.get(`${RECOMMENDATIONS_PATH}/:customerToken`, async (c) => {
    const viewer = c.get('viewer');
    if (O.isNone(viewer) || viewer.value.account.customerToken !== c.req.param('customerToken'))
      return errorResponse(c, 'RECOMMENDATIONS.NOT_FOUND');
    const pageText = c.req.query('page') ?? '0';
    const page = Number(pageText);
    if (!/^\d{1,2}$/.test(pageText) || page * RECOMMENDATIONS_PAGE_SIZE >= RECOMMENDATIONS_LIMIT)
      return errorResponse(c, 'RECOMMENDATIONS.PAGE_INVALID');
    const result = await c.get('services').listRecommendedDeals.execute({
      holder: { site: c.get('site').key, wishlistId: O.none, customerId: O.some(viewer.value.account.id) },
      viewedIds: [],
      page,
    })();
    if (E.isLeft(result)) return fail(c, result.left);
    return c.json({ data: result.right });
  });

  app.get(`${LISTING_PATH}/*`, (c) => {
    const [location, ...categories] = segmentsAfter(c.req.path, LISTING_PATH);
    if (location === undefined || categories.length > MAX_LISTING_CATEGORY_SEGMENTS)
      return errorResponse(c, 'ROUTE.NOT_FOUND');
    const where = isAllLocations(c.req.header('all-locations')) ? ALL_LOCATIONS : location;
    const [first, slug, ...more] = categories;
    if (first === SPECIAL_SEGMENT && slug !== undefined && more.length === 0)
      return browse(c, where, { special: slug });
    return browse(c, where, { categories });
  });

  app.get(EARLY_BIRD_PATH, (c) => browse(c, ALL_LOCATIONS, { facets: [{ name: 'feature', value: 'early-bird' }] }));

  app.get(RECENTLY_VIEWED_PATH, async (c) => {
    const ids = RecentlyViewedQueryCodec.decode(c.req.queries());
    if (E.isLeft(ids)) return invalid(c, ids.left);
    const result = await c.get('services').listRecentlyViewedDeals.execute(c.get('site').key, ids.right)();
    if (E.isLeft(result)) return fail(c, result.left);
    const body: RecentlyViewedResponse = { data: { deals: result.right } };
    return c.json(body);
  });

  app.get(`${MAP_VIEW_PATH}/:location`, async (c) => {
    const result = await c.get('services').getMapView.execute({
      site: c.get('site').key,
      location: c.req.param('location'),
    })();
    if (E.isLeft(result)) return fail(c, result.left);
    const body: MapViewResponse = { data: result.right };
    return c.json(body);
  });

  app.get(`${DEALS_FEED_PATH}/*`, async (c) => {
    const query = DealsFeedQueryCodec.decode(c.req.query());
    if (E.isLeft(query)) return invalid(c, query.left);
    const slug = segmentsAfter(c.req.path, DEALS_FEED_PATH).join('/');
    const result = await c.get('services').getDealsFeed.execute({
      site: c.get('site').key,
      slug,
      page: query.right.page ?? 0,
    })();
    if (E.isLeft(result)) return fail(c, result.left);
    const body: DealsFeedResponse = { data: result.right };
    return c.json(body);
  });
};
