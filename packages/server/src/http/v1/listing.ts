import * as E from 'fp-ts/Either';
import type { Hono } from 'hono';
import { LISTING_PAGE_SIZE } from '@kerching/domain/catalogue';
import { LISTING_PATH, ListingQueryCodec, type ListingResponse, describeErrors } from '@kerching/contract';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

/** GET /v1/product-listing-page-deal/{location}?page&pageSize (spec 2 §7.4). */
export const listingRoutes = (app: Hono<AppEnv>): void => {
  app.get(`${LISTING_PATH}/:location`, async (c) => {
    const query = ListingQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const site = c.get('site');
    const result = await c.get('services').listDeals.execute({
      site: site.key,
      location: c.req.param('location'),
      page: query.right.page ?? 0,
      pageSize: query.right.pageSize ?? LISTING_PAGE_SIZE,
    })();
    if (E.isLeft(result)) {
      if (result.left.code === 'CATALOG.UNAVAILABLE')
        c.get('log').error({ detail: result.left.detail }, 'catalogue unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: ListingResponse = { data: result.right };
    return c.json(body);
  });
};
