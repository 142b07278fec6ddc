/**
 * The browser security baseline over the real app, on PGlite and PostgreSQL (issue 40 item 9): every
 * kind of answer (page, kept page, /v1 JSON, kept /v1 answer, static asset, 404, error) carries the
 * headers; a page's nonce is new for each request and is the one its inline scripts carry, kept
 * pages included; personal answers are `private, no-store`; HSTS only over TLS through a trusted
 * proxy. The pages come from a stand-in for the web app that writes its inline scripts with the
 * load context's nonce, as entry.server.tsx does.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { writeCatalogue } from '@kerching/adapters-sql';
import { LISTING_PATH } from '@kerching/contract';
import { imageUrl } from '@kerching/domain/catalogue';
import type { KerchingLoadContext } from '@kerching/application/services';
import { MemoryCache, SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';
import type { CachedPage } from './pageCache';
import type { CachedAnswer } from './responseCache';
import { ApiClient, TEST_CSRF_SECRET } from './testing/apiClient';
import { registerShopper } from './testing/shoppers';
import type { TrustedProxies } from './trustedProxies';

const clock = { now: () => FIXED_NOW };

/** The built client's files: one hashed asset. */
const clientDir = mkdtempSync(join(tmpdir(), 'kerching-client-'));
mkdirSync(join(clientDir, 'assets'));
writeFileSync(join(clientDir, 'assets', 'app-abc123.js'), 'console.log("hydrated");');

let rendered = 0;

/** A page as entry.server.tsx writes one: inline scripts with the nonce, the token in a form. */
const page = (request: Request, context: KerchingLoadContext): Response => {
  rendered += 1;
  const { pathname } = new URL(request.url);
  if (pathname === '/boom') throw new Error('the page failed');
  const who = O.isSome(context.viewer) ? 'a shopper' : 'a visitor';
  return new Response(
    `<!doctype html><html><head><script nonce="${context.nonce}">addEventListener('error',()=>{})</script></head>` +
      `<body><form><input type="hidden" name="_csrf" value="${context.csrfToken}"></form><p>${pathname} for ${who}</p>` +
      `<script type="module" nonce="${context.nonce}">import('/assets/app-abc123.js')</script></body></html>`,
    {
      status: pathname === '/nowhere' ? 404 : 200,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    },
  );
};

const scriptNonces = (html: string): string[] =>
  [...html.matchAll(/<script[^>]* nonce="([^"]*)"/g)].map((m) => m[1] ?? '');
/** The page's HTML, decompressed as a browser would. */
const htmlOf = async (answer: Response): Promise<string> => {
  const bytes = Buffer.from(await answer.arrayBuffer());
  const encoding = answer.headers.get('content-encoding');
  const plain = encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
  return plain.toString('utf8');
};
const cspNonce = (answer: Response): string | undefined =>
  /'nonce-([^']+)'/.exec(answer.headers.get('content-security-policy') ?? '')?.[1];

/** The headers every answer has, whatever it is. */
const expectBaseline = (answer: Response, what: string): void => {
  const csp = answer.headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(answer.headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(answer.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  expect(answer.headers.get('x-frame-options'), what).toBe('DENY');
  expect(answer.headers.get('permissions-policy'), what).toMatch(/camera=\(\).*microphone=\(\)/);
  expect(answer.headers.get('strict-transport-security'), what).toBeNull();
};

/** A page's policy: scripts by this request's nonce only, never inline ones without it. */
const expectPagePolicy = (answer: Response, what: string): string => {
  const csp = answer.headers.get('content-security-policy') ?? '';
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? '';
  expect(scriptSrc, what).toMatch(/^'nonce-[A-Za-z0-9+/=]{16,}' 'strict-dynamic'$/);
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  return cspNonce(answer) ?? '';
};

describe.each(testDatabases())('security headers ($name)', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(
      db,
      smallCatalogue([aDealRow(1, { closingAt: new Date(FIXED_NOW.getTime() + 400 * 86_400_000) })]),
    );
  }, 120_000);
  afterAll(async () => db.close());

  const appWith = (trustProxy?: TrustedProxies) =>
    createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(db, clock, {
          accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
      responseCache: new MemoryCache<CachedAnswer>(clock),
      pageCache: new MemoryCache<CachedPage>(clock),
      web: { clientDir, handler: async (request, context) => page(request, context) },
      ...(trustProxy === undefined ? {} : { trustProxy }),
    });
  const get = (app: ReturnType<typeof appWith>, path: string, headers: Record<string, string> = {}) =>
    app.request(path, { headers: { host: 'kerching.localhost:3000', 'accept-encoding': 'identity', ...headers } });

  it('gives every kind of answer the baseline: pages, kept pages, /v1, kept /v1, assets, 404s, errors', async () => {
    const app = appWith();
    const listing = `${LISTING_PATH}/london`;
    const answers: Array<readonly [string, Response]> = [
      ['a page', await get(app, '/deals/london')],
      ['a kept page', await get(app, '/deals/london')],
      ['/v1 JSON', await get(app, listing)],
      ['a kept /v1 answer', await get(app, listing)],
      ['a static asset', await get(app, '/assets/app-abc123.js')],
      ['a picture', await get(app, imageUrl('', 'spa-3', { width: 32, height: 21 }))],
      ['a page not found', await get(app, '/nowhere')],
      ['a /v1 call not found', await get(app, '/v1/no-such-call')],
      ['an error', await get(app, '/boom')],
    ];
    expect(answers.map(([what, answer]) => [what, answer.status])).toEqual([
      ['a page', 200],
      ['a kept page', 200],
      ['/v1 JSON', 200],
      ['a kept /v1 answer', 200],
      ['a static asset', 200],
      ['a picture', 200],
      ['a page not found', 404],
      ['a /v1 call not found', 404],
      ['an error', 500],
    ]);
    for (const [what, answer] of answers) expectBaseline(answer, what);
    // Pages and data stay on this site; deal pictures may be shown by others (feeds, mail).
    expect(answers[0]?.[1].headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answers[5]?.[1].headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // The kept /v1 answer is the cache's (it has the ETag), with the same policy as the first.
    expect(answers[3]?.[1].headers.get('etag')).toMatch(/^W\//);
    for (const index of [2, 3, 7])
      expect(answers[index]?.[1].headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    for (const index of [0, 1, 6, 8]) expectPagePolicy(answers[index]?.[1] ?? new Response(), 'a page');
  });

  it('gives each page a new nonce, the one its inline scripts carry, kept pages included', async () => {
    const app = appWith();
    const renders = rendered;
    const seen = new Set<string>();
    for (let n = 0; n < 4; n += 1) {
      const answer = await get(app, '/deals/london', { 'accept-encoding': n % 2 === 0 ? 'identity' : 'gzip, br' });
      const nonce = expectPagePolicy(answer, `request ${n}`);
      const html = await htmlOf(answer);
      expect(scriptNonces(html)).toEqual([nonce, nonce]);
      seen.add(nonce);
    }
    expect(seen.size).toBe(4);
    // Rendered once, kept, and the kept page given the new nonce three times.
    expect(rendered - renders).toBe(1);
  });

  it('keeps personal answers out of every cache: account, basket, checkout, wallet, /v1/user, signed-in pages', async () => {
    const app = appWith();
    const visitor = new ApiClient(app);
    for (const path of ['/basket', '/checkout', '/myaccount/wallet', '/login', '/v1/user', '/v1/user/wallet']) {
      const answer = await visitor.call('GET', path, undefined, { headers: { 'accept-encoding': 'identity' } });
      expect([path, answer.headers.get('cache-control')]).toEqual([path, 'private, no-store']);
    }
    // A catalogue page for a visitor may be kept; the same page for a signed-in shopper may not.
    expect((await visitor.get('/deals/london')).headers.get('cache-control')).toBeNull();
    const shopper = await registerShopper(new ApiClient(app));
    const user = await shopper.get('/v1/user');
    expect(user.status).toBe(200);
    expect(user.headers.get('cache-control')).toBe('private, no-store');
    const signedInPage = await shopper.get('/deals/london');
    expect(signedInPage.body).toContain('for a shopper');
    expect(signedInPage.headers.get('cache-control')).toBe('private, no-store');
    // Public files stay public.
    expect((await shopper.get('/assets/app-abc123.js')).headers.get('cache-control')).toMatch(/^public/);
  });

  it('sends HSTS only when a trusted proxy says the client came over TLS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const untrusted = appWith();
    for (const path of ['/deals/london', `${LISTING_PATH}/london`]) {
      expect((await get(untrusted, path, https)).headers.get('strict-transport-security')).toBeNull();
    }
    const behindProxy = appWith({ kind: 'hops', hops: 1 });
    for (const path of ['/deals/london', `${LISTING_PATH}/london`, '/v1/user', '/nowhere']) {
      expect((await get(behindProxy, path)).headers.get('strict-transport-security')).toBeNull();
      expect((await get(behindProxy, path, https)).headers.get('strict-transport-security')).toMatch(
        /^max-age=\d+; includeSubDomains$/,
      );
    }
  });
});
