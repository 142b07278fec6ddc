/** GET /v1/staticpage?slug= and GET /v1/guides, /v1/guides/{slug} (spec 2 §7.2). */
import * as E from 'fp-ts/Either';
import type { Hono } from 'hono';
import {
  GUIDES_PATH,
  type GuideResponse,
  type GuidesResponse,
  STATIC_PAGE_PATH,
  StaticPageQueryCodec,
  type StaticPageResponse,
  describeErrors,
} from '@kerching/contract';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

export const shellContentRoutes = (app: Hono<AppEnv>): void => {
  app.get(STATIC_PAGE_PATH, async (c) => {
    const query = StaticPageQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const result = await c.get('services').getStaticPage.execute(c.get('site').key, query.right.slug)();
    if (E.isLeft(result)) {
      if (result.left.code === 'CATALOG.UNAVAILABLE')
        c.get('log').error({ detail: result.left.detail }, 'pages unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: StaticPageResponse = { data: { staticPage: result.right } };
    return c.json(body);
  });

  app.get(GUIDES_PATH, async (c) => {
    const result = await c.get('services').listGuides.execute(c.get('site').key)();
    if (E.isLeft(result)) {
      c.get('log').error({ detail: result.left.detail }, 'guides unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: GuidesResponse = { data: { guides: result.right } };
    return c.json(body);
  });

  app.get(`${GUIDES_PATH}/:slug`, async (c) => {
    const result = await c.get('services').getGuide.execute(c.get('site').key, c.req.param('slug'))();
    if (E.isLeft(result)) {
      if (result.left.code === 'CATALOG.UNAVAILABLE')
        c.get('log').error({ detail: result.left.detail }, 'guide unavailable');
      return errorResponse(c, result.left.code);
    }
    const body: GuideResponse = { data: result.right };
    return c.json(body);
  });
};
