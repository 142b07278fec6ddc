import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { siteForHost } from '@kerching/domain/site';
import { MemoryCache } from '@kerching/adapters-node';
import type { AppEnv } from './appEnv';
import { EARLY_BIRD_PATH, LISTING_PATH, SEARCH_PATH, SUGGEST_PATH } from '@kerching/contract';
import { type CachedAnswer, cacheResponses, mayBeKept, responseCacheKey } from './responseCache';
import { RECOMMENDATIONS_PATH } from './v1/listing';

const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
/** Two calls under the listing path, whose answers are kept. */
const LIST = `${LISTING_PATH}/list`;
const BROKEN = `${LISTING_PATH}/broken`;

const testApp = () => {
  const cache = new MemoryCache<CachedAnswer>(clock);
  let computed = 0;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('site', siteForHost(c.req.header('host') ?? '', { pinned: O.none, hostMap: {}, fallback: 'kerching' }));
    await next();
  });
  app.use('/v1/*', cacheResponses(cache));
  app.get(LIST, (c) => {
    computed += 1;
    return c.json({ deals: [c.req.query('page') ?? '0', c.get('site').key], computed });
  });
  app.get(BROKEN, (c) => {
    computed += 1;
    return c.json({ error: 'nope' }, 400);
  });
  return { app, cache, computed: () => computed };
};

describe('cacheResponses', () => {
  it('computes an answer once and serves the same JSON after, gzipped when accepted', async () => {
    const { app, computed } = testApp();
    const first = await app.request(`${LIST}?page=1`, { headers: { host: 'kerching.localhost' } });
    expect(await first.json()).toEqual({ deals: ['1', 'kerching'], computed: 1 });
    const plain = await app.request(`${LIST}?page=1`, { headers: { host: 'kerching.localhost' } });
    expect(plain.headers.get('content-type')).toBe('application/json');
    expect(await plain.json()).toEqual({ deals: ['1', 'kerching'], computed: 1 });
    const zipped = await app.request(`${LIST}?page=1`, {
      headers: { host: 'kerching.localhost', 'accept-encoding': 'gzip, br' },
    });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString('utf8'))).toEqual({
      deals: ['1', 'kerching'],
      computed: 1,
    });
    expect(computed()).toBe(1);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { app } = testApp();
    await app.request(LIST, { headers: { host: 'kerching.localhost' } });
    const second = await app.request(LIST, { headers: { host: 'kerching.localhost' } });
    const etag = second.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    const third = await app.request(LIST, { headers: { host: 'kerching.localhost', 'if-none-match': etag } });
    expect(third.status).toBe(304);
    expect(await third.text()).toBe('');
  });

  it('keeps answers apart by site and query, and never keeps an error', async () => {
    const { app, computed } = testApp();
    await app.request(`${LIST}?page=1`, { headers: { host: 'kerching.localhost' } });
    const irish = await app.request(`${LIST}?page=1`, { headers: { host: 'kerchingie.localhost' } });
    expect(await irish.json()).toEqual({ deals: ['1', 'kerchingie'], computed: 2 });
    await app.request(`${LIST}?page=2`, { headers: { host: 'kerching.localhost' } });
    await app.request(BROKEN, { headers: { host: 'kerching.localhost' } });
    const again = await app.request(BROKEN, { headers: { host: 'kerching.localhost' } });
    expect(again.status).toBe(400);
    expect(computed()).toBe(5);
  });

  it("drops a site's answers when its deal data is invalidated", async () => {
    const { app, cache, computed } = testApp();
    await app.request(LIST, { headers: { host: 'kerching.localhost' } });
    cache.invalidateTag('deals:kerching');
    const fresh = await app.request(LIST, { headers: { host: 'kerching.localhost' } });
    expect(await fresh.json()).toEqual({ deals: ['0', 'kerching'], computed: 2 });
    expect(computed()).toBe(2);
  });

  it('keys on the query whatever its order', () => {
    const key = (q: string) => responseCacheKey('kerching', new URL(`http://x/v1/list?${q}`), undefined);
    expect(key('a=1&b=2')).toBe(key('b=2&a=1'));
    expect(key('a=1&a=2')).toBe(key('a=2&a=1'));
    expect(key('a=1')).not.toBe(key('a=2'));
    expect(responseCacheKey('kerching', new URL('http://x/v1/list'), 'true')).not.toBe(key(''));
  });

  it('keeps listings, early-bird, search and suggest, never recommendations or other calls', () => {
    for (const path of [
      `${LISTING_PATH}/london`,
      `${LISTING_PATH}/london/beauty`,
      EARLY_BIRD_PATH,
      SEARCH_PATH,
      SUGGEST_PATH,
    ]) {
      expect(mayBeKept(path)).toBe(true);
    }
    for (const path of [
      `${RECOMMENDATIONS_PATH}/abc`,
      LISTING_PATH,
      `${SEARCH_PATH}/x`,
      '/v1/basket',
      '/deals/london',
    ]) {
      expect(mayBeKept(path)).toBe(false);
    }
  });
});
