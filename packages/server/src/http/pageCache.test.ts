import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { dealsCacheTag } from '@kerching/domain/catalogue';
import type { KerchingLoadContext } from '@kerching/application/services';
import { MemoryCache } from '@kerching/adapters-node';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';
import { type CachedPage, PAGE_CACHE_TTL_MS, isCataloguePagePath, pageCacheKey } from './pageCache';
import { csrfTokenFor } from './csrf';
import { TEST_CSRF_SECRET } from './testing/apiClient';

/** The token a page gives the browser whose `kc_csrf` id is `browserId` (csrf.ts). */
const tokenOf = (browserId: string): string => csrfTokenFor(TEST_CSRF_SECRET, { _tag: 'Browser', browserId });

const now = new Date('2026-11-22T12:00:00.000Z');
const clock = { now: () => now };
const pglite = testDatabases().filter((database) => database.name === 'pglite');

/** A browser's anti-forgery id (well formed: 22 to 128 of A-Z a-z 0-9 _ -). */
const browserToken = fc.stringMatching(/^[A-Za-z0-9_-]{22,64}$/);

describe.each(pglite)('the page cache ($name)', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  /** The app with a stand-in for the web app: a page that shows its token in a form and in its data. */
  const appWithPages = (
    page: (request: Request, context: KerchingLoadContext, n: number) => Response,
    cacheClock: { now: () => Date } = clock,
  ) => {
    const cache = new MemoryCache<CachedPage>(cacheClock);
    const seen: string[] = [];
    const app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, clock)),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
      pageCache: cache,
      web: {
        clientDir: '.',
        handler: async (request, context) => {
          seen.push(context.csrfToken);
          return page(request, context, seen.length);
        },
      },
    });
    return { app, cache, renders: () => seen.length, seen };
  };

  const html = (body: string, init: ResponseInit = {}) =>
    new Response(body.startsWith('<!doctype') ? body : `<!doctype html><html><body>${body}</body></html>`, {
      ...init,
      headers: { 'content-type': 'text/html; charset=utf-8', ...(init.headers ?? {}) },
    });

  const formHtml = (path: string, site: string, token: string, n: number): string =>
    `<!doctype html><html><body><form><input type="hidden" name="_csrf" value="${token}"></form>` +
    `<script>window.__data={"csrfToken":"${token}","site":"${site}"}</script><p>${path} render ${n}</p></body></html>`;

  const formPage = (request: Request, context: KerchingLoadContext, n: number) => {
    const url = new URL(request.url);
    return html(formHtml(`${url.pathname}${url.search}`, context.site.key, context.csrfToken, n), {});
  };

  const get = (
    app: ReturnType<typeof appWithPages>['app'],
    path: string,
    cookie = '',
    host = 'kerching.localhost:3000',
  ) => app.request(path, { headers: { host, ...(cookie === '' ? {} : { cookie }) } });

  it('renders a catalogue page once and gives each browser its own anti-forgery token in every place', async () => {
    const { app, renders } = appWithPages(formPage);
    const tokens = ['browser-one-token-0123456789', 'browser-two-token-0123456789'];
    for (const token of [...tokens, ...tokens]) {
      const page = await (await get(app, '/deals/london', `kc_csrf=${token}`)).text();
      expect(page).toContain(`value="${tokenOf(token)}"`);
      expect(page).toContain(`"csrfToken":"${tokenOf(token)}"`);
      expect(page).toContain('render 1');
    }
    expect(renders()).toBe(1);
  });

  it('a first visit gets a new browser id in its cookie and the token made from it in the page', async () => {
    const { app } = appWithPages(formPage);
    await get(app, '/deals/london');
    const answer = await get(app, '/deals/london');
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith('kc_csrf='));
    const token = /^kc_csrf=([^;]+)/.exec(cookie ?? '')?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(await answer.text()).toContain(`value="${tokenOf(token)}"`);
  });

  it('renders with a placeholder only the server knows: no answer carries the token the page was rendered with', async () => {
    const { app, seen } = appWithPages(formPage);
    const answers = await Promise.all(
      ['first-browser-token-0123456', 'second-browser-token-012345'].map(async (token) =>
        (await get(app, '/', `kc_csrf=${token}`)).text(),
      ),
    );
    expect(seen.length).toBeGreaterThan(0);
    for (const rendered of seen) for (const page of answers) expect(page).not.toContain(rendered);
  });

  it('caching is invisible: every answer is the page as rendered with the asking browser’s token', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('/', '/deals/london', '/search?q=spa'), browserToken), {
          minLength: 1,
          maxLength: 8,
        }),
        async (visits) => {
          const { app } = appWithPages((request, context) => formPage(request, context, 0));
          for (const [path, token] of visits) {
            const answer = await (await get(app, path, `kc_csrf=${token}`)).text();
            expect(answer).toBe(formHtml(path, 'kerching', tokenOf(token), 0));
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('keeps pages apart by site, path, query and location cookie', async () => {
    const { app, renders } = appWithPages(formPage);
    await get(app, '/deals/london');
    await get(app, '/deals/london', '', 'kerchingie.localhost:3000');
    await get(app, '/deals/london?sort=price');
    await get(app, '/deals/london', 'kc_location=%7B%22shortName%22%3A%22leeds%22%7D');
    expect(renders()).toBe(4);
    await get(app, '/deals/london', 'kc_location=%7B%22shortName%22%3A%22leeds%22%7D; kc_recent_deals=1');
    expect(renders()).toBe(4);
  });

  it('does not cache signed-in shoppers, other pages, unsafe methods or answers that are not plain 200 pages', async () => {
    const { app, renders } = appWithPages((request, context, n) => {
      const path = new URL(request.url).pathname;
      if (path === '/deals/cookie') return html(`render ${n}`, { headers: { 'set-cookie': 'kc_x=1' } });
      if (path === '/deals/private') return html(`render ${n}`, { headers: { 'cache-control': 'private' } });
      if (path === '/deals/missing') return html(`render ${n}`, { status: 404 });
      return formPage(request, context, n);
    });
    const twice = async (path: string, cookie = '') => {
      const before = renders();
      await get(app, path, cookie);
      await get(app, path, cookie);
      return renders() - before;
    };
    expect(await twice('/deals/london', 'kc_session_id=some-session-id-0123456789')).toBe(2);
    expect(await twice('/deals/london', 'kc_basket=some-basket-token-0123456789')).toBe(2);
    for (const path of [
      '/login',
      '/checkout/abc',
      '/myaccount/vouchers',
      '/recently-viewed',
      '/wishlist',
      '/buy-again',
      '/recommended-for-you',
      '/deals/london.data',
    ]) {
      expect(await twice(path), path).toBe(2);
    }
    for (const path of ['/deals/cookie', '/deals/private', '/deals/missing']) expect(await twice(path), path).toBe(2);
    const before = renders();
    const token = 'posting-browser-token-0123456';
    for (let i = 0; i < 2; i++) {
      const posted = await app.request('/deals/london', {
        method: 'POST',
        headers: { host: 'kerching.localhost:3000', cookie: `kc_csrf=${token}`, 'x-csrf-token': tokenOf(token) },
      });
      expect(await posted.text()).toContain(`value="${tokenOf(token)}"`);
    }
    expect(renders() - before).toBe(2);
  });

  it('a page with its own cookie still reaches the browser with the browser’s token and both cookies', async () => {
    const { app } = appWithPages((_request, context) =>
      html(`<input name="_csrf" value="${context.csrfToken}">`, { headers: { 'set-cookie': 'kc_x=1; Path=/' } }),
    );
    const answer = await get(app, '/deals/london');
    const cookies = answer.headers.getSetCookie();
    const token = /^kc_csrf=([^;]+)/.exec(cookies.find((line) => line.startsWith('kc_csrf=')) ?? '')?.[1] ?? '';
    expect(cookies.some((line) => line.startsWith('kc_x=1'))).toBe(true);
    expect(await answer.text()).toContain(`value="${tokenOf(token)}"`);
  });

  it('answers Brotli or gzip when the browser takes it, with the browser’s token inside', async () => {
    const { app } = appWithPages(formPage);
    const token = 'compressing-browser-token-01';
    for (const [accept, decode] of [
      ['gzip, deflate, br, zstd', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const answer = await app.request('/deals/london', {
          headers: { host: 'kerching.localhost:3000', cookie: `kc_csrf=${token}`, 'accept-encoding': accept },
        });
        expect(answer.headers.get('content-encoding')).toBe(accept === 'gzip' ? 'gzip' : 'br');
        expect(answer.headers.get('vary')).toContain('Accept-Encoding');
        const page = decode(Buffer.from(await answer.arrayBuffer())).toString('utf8');
        expect(page).toContain(`value="${tokenOf(token)}"`);
      }
    }
  });

  it('a Host the site map does not know gets its own page: it cannot choose the links other shoppers see', async () => {
    const { app, renders } = appWithPages((request, context) =>
      html(`<link rel="canonical" href="${new URL(request.url).origin}/deals/london"><i>${context.csrfToken}</i>`),
    );
    // As @hono/node-server builds it: the request's URL from its Host header.
    const at = async (host: string) => (await app.request(`http://${host}/deals/london`, { headers: { host } })).text();
    const forged = await at('evil.example');
    expect(forged).toContain('http://evil.example/deals/london');
    const shopper = await at('kerching.localhost:3000');
    expect(shopper).toContain('http://kerching.localhost:3000/deals/london');
    expect(shopper).not.toContain('evil.example');
    expect(renders()).toBe(2);
  });

  it('renders a page again after a minute', async () => {
    let time = now.getTime();
    const { app, renders } = appWithPages(formPage, { now: () => new Date(time) });
    await get(app, '/deals/london');
    time += PAGE_CACHE_TTL_MS - 1;
    await get(app, '/deals/london');
    expect(renders()).toBe(1);
    time += 2;
    await get(app, '/deals/london');
    expect(renders()).toBe(2);
  });

  it("drops a site's pages when its catalogue changes", async () => {
    const { app, cache, renders } = appWithPages(formPage);
    await get(app, '/deals/london');
    await get(app, '/deals/london', '', 'kerchingie.localhost:3000');
    cache.invalidateTag(dealsCacheTag('kerching'));
    await get(app, '/deals/london');
    await get(app, '/deals/london', '', 'kerchingie.localhost:3000');
    expect(renders()).toBe(3);
  });
});

describe('isCataloguePagePath', () => {
  it('takes the catalogue pages and nothing personal', () => {
    for (const path of [
      '/',
      '/deals/london',
      '/deals/london/restaurants-and-food',
      '/deal/london/spa/123/a-deal',
      '/travel',
      '/travel/uk-travel',
      '/near-me/hub',
      '/early-bird',
      '/map-view',
      '/gshop/for-her',
      '/page/faqs',
      '/guides/hub',
      '/editorial-team',
      '/search',
    ]) {
      expect(isCataloguePagePath(path), path).toBe(true);
    }
    for (const path of [
      '/login',
      '/register',
      '/checkout/abc',
      '/checkout/confirmation/1',
      '/myaccount/vouchers',
      '/recently-viewed',
      '/wishlist',
      '/deal-preview/london/x',
      '/location',
      '/logout',
      '/deals/london.data',
      '/searching',
      '/v1/product-listing-page-deal/london',
    ]) {
      expect(isCataloguePagePath(path), path).toBe(false);
    }
  });

  it('keys by site, path with query and the location cookie', () => {
    const url = new URL('http://kerching.localhost/deals/london?page=2');
    expect(pageCacheKey('kerching', url, undefined)).toBe('kerching|http://kerching.localhost/deals/london?page=2|');
    expect(pageCacheKey('kerching', url, undefined)).not.toBe(
      pageCacheKey('kerching', new URL('http://elsewhere.example/deals/london?page=2'), undefined),
    );
    expect(pageCacheKey('kerching', url, 'x')).not.toBe(pageCacheKey('kerching', url, 'y'));
  });
});
