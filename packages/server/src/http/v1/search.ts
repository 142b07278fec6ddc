/**
 * The search calls (spec 2 §7.2, §7.4):
 * - GET /v1/search?q&page&pageSize&minPrice&maxPrice&sort|orderBy&order&category&location&f_price:
 *   full-text search of the site's open deals with faceted navigation; no results fall back to the
 *   site's top deals (data.searchResult.fallback). `facetedNavigation=true` is accepted: the
 *   facets always come.
 * - GET /v1/suggest?q&location: at most 8 suggestions; fewer than 2 characters answer none.
 * Bad values are a 400 with a readable message, never a 500.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono } from 'hono';
import type { SearchDealsError, SuggestSearchTermsError } from '@kerching/application';
import {
  SEARCH_PATH,
  SUGGEST_PATH,
  SearchQueryCodec,
  type SearchResponse,
  SuggestQueryCodec,
  type SuggestResponse,
  describeErrors,
  searchInputFromQuery,
} from '@kerching/contract';
import { normaliseSearchText } from '@kerching/domain/search';
import { isShortName } from '@kerching/domain/text';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

const failure = (c: Context<AppEnv>, error: SearchDealsError | SuggestSearchTermsError): Response => {
  if (error.code === 'CATALOG.UNAVAILABLE' || error.code === 'SUGGEST.UNAVAILABLE')
    c.get('log').error({ detail: error.detail }, 'search unavailable');
  // A facet we do not know is named in the answer: the most useful message.
  return error.code === 'SEARCH.FACET_INVALID'
    ? errorResponse(c, error.code, `The request is not valid: ${error.detail}.`)
    : errorResponse(c, error.code);
};

export const searchRoutes = (app: Hono<AppEnv>): void => {
  app.get(SEARCH_PATH, async (c) => {
    const query = SearchQueryCodec.decode(c.req.queries());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const result = await c.get('services').searchDeals.execute(searchInputFromQuery(c.get('site').key, query.right))();
    if (E.isLeft(result)) return failure(c, result.left);
    const body: SearchResponse = { data: result.right };
    return c.json(body);
  });

  app.get(SUGGEST_PATH, async (c) => {
    const query = SuggestQueryCodec.decode(c.req.queries());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const location = query.right.location;
    if (location !== undefined && !isShortName(location)) return errorResponse(c, 'LISTING.LOCATION_INVALID');
    const text = query.right.q ?? '';
    const result = await c
      .get('services')
      .suggestSearchTerms.execute({ site: c.get('site').key, text, location: O.fromNullable(location) })();
    if (E.isLeft(result)) return failure(c, result.left);
    const body: SuggestResponse = { data: { query: normaliseSearchText(text), suggestions: result.right } };
    return c.json(body);
  });
};
