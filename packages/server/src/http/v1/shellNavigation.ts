/**
 * GET /v1/navigations[/{menu key}]?range=1-30&location&path (spec 2 §7.4 "GET menu") and
 * GET /v1/facetednavigation/{brand}/{escapes|travel}/{gb|ie} (travel homepage facets).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono } from 'hono';
import { DEFAULT_MENU_RANGE, applyMenuRange, isMenuKey } from '@kerching/domain/navigation';
import { SITES, type SiteKey } from '@kerching/domain/site';
import {
  FACETED_NAVIGATION_PATH,
  FacetedNavigationParamsCodec,
  NAVIGATIONS_PATH,
  type NavigationsResponse,
  NavigationsQueryCodec,
  type TravelFacetsResponse,
  describeErrors,
} from '@kerching/contract';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

/** The site a faceted-navigation path names: a brand (slug or key) and a country. */
const facetSite = (brand: string, country: 'gb' | 'ie'): SiteKey => {
  const living = brand === 'living-social' || brand.startsWith('livingsocial');
  if (living) return country === 'ie' ? 'livingsocialie' : 'livingsocial';
  return country === 'ie' ? 'kerchingie' : 'kerching';
};

export const shellNavigationRoutes = (app: Hono<AppEnv>): void => {
  const answerMenu = async (c: Context<AppEnv>, key: string): Promise<Response> => {
    if (!isMenuKey(key)) return errorResponse(c, 'NAVIGATION.MENU_NOT_FOUND');
    const query = NavigationsQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const site = c.get('site');
    const result = await c.get('services').getNavigation.execute({
      site: site.key,
      location: query.right.location ?? site.defaultLocation.shortName,
      pathname: O.fromNullable(query.right.path),
    })();
    if (E.isLeft(result)) {
      c.get('log').error({ detail: result.left.detail }, 'navigation unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: NavigationsResponse = {
      data: { navigations: applyMenuRange(result.right[key], query.right.range ?? DEFAULT_MENU_RANGE) },
    };
    return c.json(body);
  };

  app.get(NAVIGATIONS_PATH, (c) => answerMenu(c, 'main'));
  app.get(`${NAVIGATIONS_PATH}/:menu`, (c) => answerMenu(c, c.req.param('menu')));

  app.get(`${FACETED_NAVIGATION_PATH}/:brand/:kind/:country`, async (c) => {
    const params = FacetedNavigationParamsCodec.decode(c.req.param());
    if (E.isLeft(params))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(params.left)}.`);
    const site = SITES[facetSite(params.right.brand, params.right.country)];
    const result = await c.get('services').getTravelFacets.execute(site)();
    if (E.isLeft(result)) {
      c.get('log').error({ detail: result.left.detail }, 'travel facets unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: TravelFacetsResponse = { data: { facetedNavigation: result.right } };
    return c.json(body);
  });
};
