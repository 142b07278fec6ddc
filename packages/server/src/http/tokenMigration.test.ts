/** Token migration over HTTP (/auth/migrate -> /consume-token), on PGlite. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { createContainer, serverServices, systemClock } from '../composition/container';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from './app';

const [pglite] = testDatabases();
const SHOPPER_UA =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0 Safari/537.36';
const HOST = 'kerching.localhost:3000';

/** The value of one cookie in a response's Set-Cookie headers. */
const setCookie = (response: Response, name: string): string | undefined =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

describe.runIf(pglite !== undefined)('token migration', () => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let sessionId = '';
  let customerToken = '';

  const get = (path: string, cookies: Record<string, string>, userAgent = SHOPPER_UA) =>
    app.request(path, {
      headers: {
        host: HOST,
        accept: 'text/html,application/xhtml+xml',
        'user-agent': userAgent,
        cookie: Object.entries(cookies)
          .map(([k, v]) => `${k}=${v}`)
          .join('; '),
      },
    });

  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no PGlite');
    db = await pglite.open();
    const container = createContainer(db, systemClock, {
      accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
    });
    const services = serverServices(container);
    app = createApp({
      log: pino({ level: 'silent' }),
      services,
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
    const registered = await services.accounts.registerAccount.execute({
      site: 'kerching',
      variant: 'standard',
      address: '203.0.113.9',
      email: 'migrating@example.co.uk',
      password: 'secret-one',
      confirmation: 'secret-one',
      rememberMe: true,
      previousSessionId: O.none,
    })();
    if (E.isLeft(registered) || O.isNone(registered.right.signedIn))
      throw new Error(`registration failed: ${JSON.stringify(registered)}`);
    sessionId = registered.right.signedIn.value.session.id;
    customerToken = registered.right.signedIn.value.account.customerToken;
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('page -> /auth/migrate -> /consume-token -> page, setting the customer token, once', async () => {
    const session = { kc_session_id: sessionId };
    const page = await get('/deals/london?page=2', session);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe('/auth/migrate?next=%2Fdeals%2Flondon%3Fpage%3D2');
    expect(setCookie(page, 'kc_token_migration')).toBe('1');

    const migrate = await get(page.headers.get('location') ?? '', { ...session, kc_token_migration: '1' });
    expect(migrate.status).toBe(302);
    const consume = new URL(migrate.headers.get('location') ?? '', 'http://x');
    expect(consume.pathname).toBe('/consume-token');
    expect(consume.searchParams.get('next')).toBe('/deals/london?page=2');
    expect(migrate.headers.get('referrer-policy')).toBe('no-referrer');

    const consumed = await get(`${consume.pathname}${consume.search}`, { ...session, kc_token_migration: '1' });
    expect(consumed.status).toBe(302);
    expect(consumed.headers.get('location')).toBe('/deals/london?page=2');
    expect(setCookie(consumed, 'kc_customer_token')).toBe(customerToken);
    const cookieLine = consumed.headers.getSetCookie().find((c) => c.startsWith('kc_customer_token='));
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);

    // The hand-over token works once.
    const again = await get(`${consume.pathname}${consume.search}`, { ...session, kc_token_migration: '1' });
    expect(setCookie(again, 'kc_customer_token')).toBeUndefined();
  });

  it('runs once, never for bots, visitors not signed in, shoppers who have the token, or /consume-token', async () => {
    const session = { kc_session_id: sessionId };
    const notRedirected = async (response: Response | Promise<Response>) =>
      expect((await response).status).not.toBe(302);
    await notRedirected(get('/deals/london', { ...session, kc_token_migration: '1' }));
    await notRedirected(get('/deals/london', session, 'Mozilla/5.0 (compatible; Googlebot/2.1)'));
    await notRedirected(get('/deals/london', {}));
    await notRedirected(get('/deals/london', { ...session, kc_customer_token: customerToken }));
    await notRedirected(get('/v1/navigations?menu=main', session));
  });

  it('never redirects to another site, and a visitor not signed in just goes on', async () => {
    const migrate = await get('/auth/migrate?next=https%3A%2F%2Fevil.example%2F', { kc_session_id: sessionId });
    const consume = new URL(migrate.headers.get('location') ?? '', 'http://x');
    expect(consume.searchParams.get('next')).toBe('/');
    const anonymous = await get('/auth/migrate?next=%2F%2Fevil.example', {});
    expect(anonymous.headers.get('location')).toBe('/');
    const forged = await get('/consume-token?token=made-up&next=%2Fdeals', { kc_session_id: sessionId });
    expect(forged.headers.get('location')).toBe('/deals');
    expect(setCookie(forged, 'kc_customer_token')).toBeUndefined();
  });

  // Issue 40 item 5: encoded tricks and CR/LF answer a Location on this site, never a 500.
  it.each(['%2F%09%2Fevil.example', '%2F%0D%0A%2Fevil.example', '%2F%252F%2Fevil.example', '%2F%5Cevil.example'])(
    'next=%s goes to the homepage',
    async (next) => {
      for (const path of ['/auth/migrate', '/consume-token']) {
        const answer = await get(`${path}?next=${next}`, {});
        expect(answer.status).toBe(302);
        expect(answer.headers.get('location')).toBe('/');
      }
    },
  );
});
