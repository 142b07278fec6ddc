import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import * as O from 'fp-ts/Option';
import { Hono } from 'hono';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { EARLY_BIRD_PATH, LISTING_PATH, SEARCH_PATH } from '@kerching/contract';
import { siteForHost } from '@kerching/domain/site';
import { MemoryCache } from '@kerching/adapters-node';
import type { AppEnv } from './appEnv';
import { keptAnswersFirst } from './keptAnswersFirst';
import { type CachedAnswer, cacheResponses, mayBeKept } from './responseCache';
import { RECOMMENDATIONS_PATH } from './v1/listing';
import { apiSecurityHeaders, securityHeaders } from './securityHeaders';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './trustedProxies';
import { connectionFactsOf } from './viewer';

const clock = { now: () => new Date('2026-11-30T12:00:00Z') };
const sites = { pinned: O.none, hostMap: {}, fallback: 'kerching' } as const;

interface Answer {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/**
 * A Hono app wired as app.ts wires the cache, behind keptAnswersFirst on a real Node server.
 * `reachedHono` counts the requests the kept-answer path passed on; `computed` the answers built.
 */
const testServer = async (trustProxy: TrustedProxies = NO_TRUSTED_PROXIES) => {
  const cache = new MemoryCache<CachedAnswer>(clock);
  const lines: Record<string, unknown>[] = [];
  const log = pino(
    { level: 'info' },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
        done();
      },
    }),
  );
  let computed = 0;
  let reachedHono = 0;
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    reachedHono += 1;
    c.set('site', siteForHost(c.req.header('host') ?? '', sites));
    await next();
  });
  app.use('*', connectionFactsOf(trustProxy));
  app.use('*', securityHeaders());
  app.use('/v1/*', cacheResponses(cache));
  const deals = (c: { req: { path: string }; get: (key: 'site') => { key: string } }) => {
    computed += 1;
    return { path: c.req.path, site: c.get('site').key, deals: Array.from({ length: 50 }, (_, i) => `deal ${i}`) };
  };
  app.get(`${LISTING_PATH}/*`, (c) => c.json(deals(c)));
  app.get(SEARCH_PATH, (c) => c.json(deals(c)));
  app.get(EARLY_BIRD_PATH, (c) => c.json(deals(c)));
  const server = createServer(
    keptAnswersFirst(
      { cache, sites, log, securityHeaders: await apiSecurityHeaders(), trustProxy },
      getRequestListener(app.fetch),
    ),
  );
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;

  const get = (path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> =>
    new Promise((answered, failed) => {
      const req = request(
        { host: '127.0.0.1', port, path, method, headers: { host: 'kerching.localhost', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            answered({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', failed);
      req.end();
    });
  return { app, get, cache, lines, computed: () => computed, reachedHono: () => reachedHono };
};

const LONDON = `${LISTING_PATH}/london?page=1&sort=price`;
const GZIP = { 'accept-encoding': 'gzip, deflate, br' };
const json = (answer: Answer): unknown =>
  JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString('utf8'));

describe('keptAnswersFirst', () => {
  it('serves a kept answer without Hono, with the bytes and headers Hono serves it with', async () => {
    const { app, get, computed, reachedHono } = await testServer();
    await get(LONDON, GZIP);
    expect(reachedHono()).toBe(1);
    // The query in another order is the same kept answer.
    const kept = await get(`${LISTING_PATH}/london?sort=price&page=1`, GZIP);
    expect(reachedHono()).toBe(1);
    expect(computed()).toBe(1);
    expect(kept.status).toBe(200);
    expect(kept.headers['content-encoding']).toBe('gzip');
    expect(kept.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(kept.headers['content-length'])).toBe(kept.body.length);
    expect(json(kept)).toEqual({ path: `${LISTING_PATH}/london`, site: 'kerching', deals: expect.any(Array) });

    // The same entry as Hono's cache middleware sends it.
    const viaHono = await app.request(LONDON, { headers: { host: 'kerching.localhost', ...GZIP } });
    const {
      'x-request-id': _id,
      'content-length': _length,
      date: _date,
      connection: _c,
      'keep-alive': _k,
      ...sent
    } = kept.headers;
    expect(Object.fromEntries(viaHono.headers)).toEqual(sent);
    expect(sent).toMatchObject({ etag: expect.any(String), 'content-encoding': 'gzip' });
    expect(Buffer.from(await viaHono.arrayBuffer()).equals(kept.body)).toBe(true);
  });

  it('gives a kept answer the security headers of every /v1 answer, HSTS only over TLS', async () => {
    const { get, reachedHono } = await testServer({ kind: 'hops', hops: 1 });
    const first = await get(LONDON, GZIP);
    const kept = await get(LONDON, GZIP);
    const overTls = await get(LONDON, { ...GZIP, 'x-forwarded-proto': 'https' });
    const unchanged = await get(LONDON, { 'if-none-match': kept.headers.etag ?? '' });
    expect(reachedHono()).toBe(1);
    for (const answer of [first, kept, overTls, unchanged]) {
      expect(answer.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-frame-options': 'DENY',
        'permissions-policy': expect.stringContaining('camera=()'),
      });
    }
    expect(first.headers['strict-transport-security']).toBeUndefined();
    expect(kept.headers['strict-transport-security']).toBeUndefined();
    expect(overTls.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
  });

  it('believes no X-Forwarded-Proto without a trusted proxy', async () => {
    const { get } = await testServer();
    await get(LONDON, GZIP);
    const kept = await get(LONDON, { ...GZIP, 'x-forwarded-proto': 'https' });
    expect(kept.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(kept.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers 304 to the kept ETag, gzip or not', async () => {
    const { get, reachedHono } = await testServer();
    const first = await get(LONDON, GZIP);
    const kept = await get(LONDON, GZIP);
    const etag = kept.headers.etag ?? '';
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]+"$/);
    expect(first.headers.etag).toBeUndefined();
    const unchanged = await get(LONDON, { 'if-none-match': `"other", ${etag}` });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    expect(reachedHono()).toBe(1);
  });

  it('passes on what it does not keep, and what Hono would answer otherwise', async () => {
    const { get, computed, reachedHono } = await testServer();
    await get(LONDON, GZIP);
    let hono = reachedHono();
    const passedOn = async (answer: Promise<Answer>) => {
      const status = (await answer).status;
      expect(reachedHono()).toBe(hono + 1);
      hono = reachedHono();
      return status;
    };
    // A client that takes no gzip: Hono serves the kept JSON (or compresses it its own way).
    const plain = get(LONDON);
    expect(await passedOn(plain)).toBe(200);
    expect(json(await plain)).toMatchObject({ site: 'kerching' });
    // HEAD and other methods.
    expect(await passedOn(get(LONDON, GZIP, 'HEAD'))).toBe(200);
    expect(await passedOn(get(LONDON, GZIP, 'POST'))).toBe(404);
    // Another site's listing is another entry.
    expect(await passedOn(get(LONDON, { ...GZIP, host: 'kerchingie.localhost' }))).toBe(200);
    // The first answer, HEAD (Hono runs the GET route for it) and the Irish site's.
    expect(computed()).toBe(3);
    // A host or a target that Hono's adapter checks: it refuses them before the app, whatever the
    // cache holds.
    expect((await get(LONDON, { ...GZIP, host: 'kerching.localhost:80/x' })).status).toBe(400);
    expect((await get(`${LISTING_PATH}\\london?page=1&sort=price`, GZIP)).status).toBe(400);
    expect(reachedHono()).toBe(hono);
  });

  it('never keeps recommendations, which are one shopper’s own', async () => {
    const { get, computed, reachedHono } = await testServer();
    const path = `${RECOMMENDATIONS_PATH}/someone`;
    expect(mayBeKept(path)).toBe(false);
    await get(path, GZIP);
    await get(path, GZIP);
    expect(computed()).toBe(2);
    expect(reachedHono()).toBe(2);
  });

  it("goes to Hono once a site's deal data is dropped", async () => {
    const { get, cache, computed, reachedHono } = await testServer();
    await get(`${SEARCH_PATH}?q=spa`, GZIP);
    await get(`${SEARCH_PATH}?q=spa`, GZIP);
    expect(reachedHono()).toBe(1);
    cache.invalidateTag('deals:kerching');
    await get(`${SEARCH_PATH}?q=spa`, GZIP);
    expect(reachedHono()).toBe(2);
    expect(computed()).toBe(2);
  });

  it("keeps the caller's request id and logs the line Hono's app logs", async () => {
    const { get, lines } = await testServer();
    await get(EARLY_BIRD_PATH, GZIP);
    const kept = await get(EARLY_BIRD_PATH, { ...GZIP, 'x-request-id': 'caller-id-1234' });
    expect(kept.headers['x-request-id']).toBe('caller-id-1234');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request',
        requestId: 'caller-id-1234',
        site: 'kerching',
        method: 'GET',
        path: EARLY_BIRD_PATH,
        status: 200,
        ms: expect.any(Number),
      }),
    ]);
  });
});
