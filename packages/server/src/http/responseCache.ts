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
import { EARLY_BIRD_PATH, LISTING_PATH, SEARCH_PATH, SUGGEST_PATH } from '@kerching/contract';
import { acceptsEncoding } from './compression';
import { RECOMMENDATIONS_PATH } from './v1/listing';

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

/** What a kept answer is sent as: a status, its headers and a body (none for 304). */
export interface KeptReply {
  readonly status: 200 | 304;
  /** Made for this reply: the caller may add its own (built as literals, which is several times faster than spreading). */
  readonly headers: Record<string, string>;
  readonly body: string | Buffer<ArrayBuffer> | null;
}

const VARY = 'Accept-Encoding';

/** A kept answer for a request sending these If-None-Match and Accept-Encoding headers. */
export const keptReply = (
  answer: CachedAnswer,
  ifNoneMatch: string | undefined,
  acceptEncoding: string | undefined,
): KeptReply => {
  const etag = answer.etag;
  if (ifNoneMatch !== undefined && ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) {
    return { status: 304, headers: { etag, vary: VARY }, body: null };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip')) {
    return {
      status: 200,
      headers: { etag, vary: VARY, 'content-type': JSON_TYPE, 'content-encoding': 'gzip' },
      body: answer.gzip,
    };
  }
  return { status: 200, headers: { etag, vary: VARY, 'content-type': JSON_TYPE }, body: answer.json };
};

/**
 * The calls whose answers are kept: listings (not recommendations, which are one shopper's own),
 * early-bird, search and suggest.
 */
export const mayBeKept = (path: string): boolean =>
  path === EARLY_BIRD_PATH ||
  path === SEARCH_PATH ||
  path === SUGGEST_PATH ||
  (path.startsWith(`${LISTING_PATH}/`) && !path.startsWith(RECOMMENDATIONS_PATH));

/** Serves repeated GETs of the kept calls from `cache`; stores 200 JSON answers of the routes after it. */
export const cacheResponses =
  (cache: Cache<CachedAnswer>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method !== 'GET' || !mayBeKept(c.req.path)) return next();
    const site = c.get('site').key;
    const key = responseCacheKey(site, new URL(c.req.url), c.req.header('all-locations'));
    const hit = cache.get(key);
    if (O.isSome(hit)) {
      const reply = keptReply(hit.value, c.req.header('if-none-match'), c.req.header('accept-encoding'));
      return new Response(reply.body, { status: reply.status, headers: reply.headers });
    }
    await next();
    // The first answer goes out as the route made it; a copy is kept for the next requests.
    const res = c.res;
    if (res.status !== 200 || !(res.headers.get('content-type') ?? '').startsWith(JSON_TYPE)) return;
    if (res.headers.has('content-encoding') || res.headers.has('set-cookie')) return;
    cache.set(key, answerFor(await res.clone().text()), { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(site)] });
  };
