/**
 * Server-rendered catalogue pages for anonymous shoppers, kept whole for one minute on top of the
 * 10 minutes the deal data under them may be cached (spec 2 §9), and dropped with the deal data
 * when a site's catalogue changes.
 *
 * A page differs between two anonymous shoppers in two places only: the browser's anti-forgery
 * token in its forms and in the shell's data, and the request's CSP nonce on its inline scripts
 * (securityHeaders.ts, ADR 51). So a page eligible for the cache is rendered with a fresh
 * server-made placeholder in place of each, kept in pieces split at the placeholders, and every
 * answer (the first one too) joins the pieces with the asking browser's own token and the nonce of
 * its own Content-Security-Policy. The placeholders are random and never leave the server, so no
 * request can choose text that the cache would later replace. See docs/decisions/0010-page-cache.md.
 *
 * Eligible: GET of a catalogue page (homepage, listings, deal pages, search, travel, near-me, gift
 * shop, guides, static pages) with no session cookie, no basket cookie (the header counts its items)
 * and no toast to show (creditClaimLinks.ts). The key is the site, the URL (origin, path and
 * query) and the location cookie, the only other cookie those pages read. Kept: 200 HTML answers without
 * Set-Cookie or a private or no-store Cache-Control.
 */
import * as O from 'fp-ts/Option';
import type { MiddlewareHandler } from 'hono';
import { COOKIES } from '@kerching/domain/marketing';
import { dealsCacheTag } from '@kerching/domain/catalogue';
import type { Cache } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import type { AppEnv } from './appEnv';
import { compressText } from './compression';

export interface CachedPage {
  readonly status: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  /** The page's HTML cut where the CSP nonce goes, each part cut where the anti-forgery token goes. */
  readonly pieces: ReadonlyArray<ReadonlyArray<string>>;
}

const CATALOGUE_PAGE =
  /^\/(?:$|deal\/|deals\/|travel(?:\/|$)|near-me\/|early-bird$|map-view$|gshop\/|page\/|guides\/|editorial-team$|search$)/;

/** Pages whose HTML depends only on the site, the URL, the location cookie and the catalogue. */
export const isCataloguePagePath = (path: string): boolean => CATALOGUE_PAGE.test(path) && !path.endsWith('.data');

/**
 * The origin is part of the key, not only the site: pages print their own origin (canonical link,
 * sharing links, structured data), and a Host the site map does not know still reaches the
 * fallback site, so one such request must not choose the links every shopper of that site sees.
 */
export const pageCacheKey = (site: string, url: URL, locationCookie: string | undefined): string =>
  `${site}|${url.origin}${url.pathname}${url.search}|${locationCookie ?? ''}`;

const HTML_TYPE = 'text/html';

/** Short, so a page is never much older than the deal data it was made from. */
export const PAGE_CACHE_TTL_MS = 60_000;

const keepable = (res: Response): boolean =>
  res.status === 200 &&
  (res.headers.get('content-type') ?? '').startsWith(HTML_TYPE) &&
  !res.headers.has('set-cookie') &&
  !res.headers.has('content-encoding') &&
  !/\b(private|no-store)\b/i.test(res.headers.get('cache-control') ?? '');

/** The page with the browser's token and the request's nonce, compressed here when the client takes Brotli or gzip. */
const answer = async (
  page: CachedPage,
  token: string,
  nonce: string,
  acceptEncoding: string | undefined,
): Promise<Response> => {
  const headers = new Headers(page.headers.map(([name, value]): [string, string] => [name, value]));
  const html = page.pieces.map((part) => part.join(token)).join(nonce);
  const compressed = await compressText(html, acceptEncoding);
  if (compressed === undefined) return new Response(html, { status: page.status, headers });
  headers.set('content-encoding', compressed.encoding);
  headers.append('vary', 'Accept-Encoding');
  return new Response(compressed.body, { status: page.status, headers });
};

/** Serves eligible pages from `cache`; renders and keeps them on a miss. */
export const cachePages =
  (cache: Cache<CachedPage>, placeholders: TokenGenerator): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cookies = c.get('cookies');
    if (
      c.req.method !== 'GET' ||
      !isCataloguePagePath(c.req.path) ||
      cookies.has(COOKIES.sessionId.name) ||
      cookies.has(COOKIES.creditClaimNotice.name) ||
      // A visitor with a basket sees its count in the header: their pages are their own.
      cookies.has(COOKIES.basket.name)
    ) {
      return next();
    }
    const site = c.get('site').key;
    const key = pageCacheKey(site, new URL(c.req.url), cookies.get(COOKIES.location.name));
    const token = c.get('csrfToken');
    const nonce = c.get('secureHeadersNonce') ?? '';
    const hit = cache.get(key);
    if (O.isSome(hit)) return answer(hit.value, token, nonce, c.req.header('accept-encoding'));

    const placeholder = placeholders.newToken();
    const noncePlaceholder = placeholders.newToken();
    c.set('csrfToken', placeholder);
    c.set('secureHeadersNonce', noncePlaceholder);
    await next();
    c.set('csrfToken', token);
    c.set('secureHeadersNonce', nonce);
    const res = c.res;
    if (res.body === null) return;
    const page: CachedPage = {
      status: res.status,
      headers: [...res.headers.entries()].filter(
        ([name]) => !['set-cookie', 'content-length', 'content-encoding'].includes(name),
      ),
      pieces: (await res.text()).split(noncePlaceholder).map((part) => part.split(placeholder)),
    };
    if (keepable(res)) cache.set(key, page, { ttlMs: PAGE_CACHE_TTL_MS, tags: [dealsCacheTag(site)] });
    const fresh = await answer(page, token, nonce, c.req.header('accept-encoding'));
    for (const cookie of res.headers.getSetCookie()) fresh.headers.append('set-cookie', cookie);
    c.res = undefined;
    c.res = fresh;
  };
