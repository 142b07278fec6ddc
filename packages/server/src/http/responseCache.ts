/**
 * Whole answers of the public catalogue calls (listings, search, suggest), kept as serialised JSON
 * with their gzip bytes and an ETag, for the 10 minutes deal data may be cached (spec 2 §9) and
 * dropped with the deal data when a site's catalogue changes.
 *
 * The data caches behind the ports already spare the database; this spares the rest of a repeated
 * request: building the answer, JSON.stringify and gzip (a listing answer is ~60 KB of JSON, most of
 * a cached request's time). Only 200 JSON answers are kept; the key is the site, the path, the
 * query (sorted) and the all-locations header. A matching If-None-Match answers 304.
 */
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import * as O from 'fp-ts/Option';
import type { MiddlewareHandler } from 'hono';
import { DEAL_DATA_CACHE_TTL_MS, dealsCacheTag } from '@kerching/domain/catalogue';
import type { Cache } from '@kerching/ports';
import type { AppEnv } from './appEnv';
import { acceptsEncoding } from './compression';

export class CachedAnswer {
  private gzipped: Buffer<ArrayBuffer> | undefined;

  constructor(
    readonly json: string,
    readonly etag: string,
  ) {}

  /** Compressed once, on the first request that accepts gzip. */
  get gzip(): Buffer<ArrayBuffer> {
    this.gzipped ??= Buffer.from(gzipSync(this.json));
    return this.gzipped;
  }
}

const JSON_TYPE = 'application/json';

export const answerFor = (json: string): CachedAnswer =>
  new CachedAnswer(json, `W/"${createHash('sha1').update(json).digest('base64url')}"`);

/** The cache key: site, path, sorted query and the all-locations header. */
export const responseCacheKey = (site: string, url: URL, allLocations: string | undefined): string => {
  const params = [...url.searchParams.entries()].sort(([a, x], [b, y]) =>
    a === b ? x.localeCompare(y) : a < b ? -1 : 1,
  );
  return `${site}|${url.pathname}|${new URLSearchParams(params).toString()}|${allLocations ?? ''}`;
};

const send = (answer: CachedAnswer, ifNoneMatch: string | undefined, acceptEncoding: string | undefined): Response => {
  const headers = new Headers({ etag: answer.etag, vary: 'Accept-Encoding' });
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  headers.set('content-type', JSON_TYPE);
  if (acceptsEncoding(acceptEncoding, 'gzip')) {
    headers.set('content-encoding', 'gzip');
    return new Response(answer.gzip, { status: 200, headers });
  }
  return new Response(answer.json, { status: 200, headers });
};

/** Serves repeated GETs from `cache`; stores 200 JSON answers of the routes after it. */
export const cacheResponses =
  (cache: Cache<CachedAnswer>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== 'GET') return next();
    const site = c.get('site').key;
    const key = responseCacheKey(site, new URL(c.req.url), c.req.header('all-locations'));
    const hit = cache.get(key);
    if (O.isSome(hit)) return send(hit.value, c.req.header('if-none-match'), c.req.header('accept-encoding'));
    await next();
    // The first answer goes out as the route made it; a copy is kept for the next requests.
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith(JSON_TYPE)) return;
    if (res.headers.has('content-encoding') || res.headers.has('set-cookie')) return;
    cache.set(key, answerFor(await res.clone().text()), { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(site)] });
  };
