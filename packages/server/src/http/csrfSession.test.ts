/**
 * The anti-forgery token through the whole app (issue 40 item 8), with a stand-in for the web app
 * whose page shows the token it was given, as the real shell's data and forms do: a cookie and
 * header an attacker chose are refused even without Origin; the real flow (page -> token -> POST)
 * passes signed out, signed in and after signing in, when the token changes with the session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices, systemClock } from '../composition/container';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from './app';

const HOST = 'kerching.localhost:3000';
const PASSWORD = 'csrf-shopper-secret';

describe.each(testDatabases())('the anti-forgery token bound to the session, on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    db = await open();
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(db, systemClock, {
          accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      web: {
        clientDir: '.',
        handler: async (_request, context) =>
          new Response(`<input type="hidden" name="_csrf" value="${context.csrfToken}">`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          }),
      },
    });
  }, 120_000);
  afterAll(async () => db.close());

  /** A browser: its cookies, kept between answers. */
  const browser = () => {
    const jar = new Map<string, string>();
    const keep = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        const value = pair.slice(at + 1);
        if (value === '' || /max-age=0/i.test(line)) jar.delete(pair.slice(0, at));
        else jar.set(pair.slice(0, at), value);
      }
      return response;
    };
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    return {
      jar,
      /** Loads a page and answers the token its form carries. */
      page: async (): Promise<string> => {
        const html = await keep(await app.request('/myaccount', { headers: { host: HOST, cookie: cookie() } })).text();
        return /name="_csrf" value="([^"]*)"/.exec(html)?.[1] ?? '';
      },
      post: async (path: string, body: unknown, token: string) =>
        keep(
          await app.request(path, {
            method: 'POST',
            headers: { host: HOST, cookie: cookie(), 'content-type': 'application/json', 'x-csrf-token': token },
            body: JSON.stringify(body),
          }),
        ),
    };
  };

  const register = (email: string) => ({
    requestRegistration: { email, password: PASSWORD, confirmPassword: PASSWORD, firstName: 'Cee' },
  });

  it('refuses a cookie and header an attacker chose, with no Origin: signed out, and planted beside a session', async () => {
    const planted = 'QXR0YWNrZXItY2hvc2VuLXRva2VuLTAxMjM0NTY3ODk';
    const attempt = (cookie: string) =>
      app.request('/v1/register', {
        method: 'POST',
        headers: { host: HOST, cookie, 'x-csrf-token': planted, 'content-type': 'application/json' },
        body: JSON.stringify(register(`planted-${Date.now()}@example.co.uk`)),
      });
    const signedOut = await attempt(`kc_csrf=${planted}`);
    expect(signedOut.status).toBe(403);
    expect(((await signedOut.json()) as { error: { code: string } }).error.code).toBe('REQUEST.FORGERY_SUSPECTED');
    const shopper = browser();
    const token = await shopper.page();
    expect((await shopper.post('/v1/register', register(`victim-${Date.now()}@example.co.uk`), token)).status).toBe(
      200,
    );
    const session = shopper.jar.get('kc_session_id') ?? '';
    expect((await attempt(`kc_csrf=${planted}; kc_session_id=${session}`)).status).toBe(403);
  });

  it('signed out, then signed in: page -> token -> POST passes; the token changes with the session', async () => {
    const shopper = browser();
    const anonymous = await shopper.page();
    expect(anonymous).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The token is not the cookie: nothing a script or another site can set makes it.
    expect(anonymous).not.toBe(shopper.jar.get('kc_csrf'));
    const email = `flow-${Date.now()}@example.co.uk`;
    expect((await shopper.post('/v1/register', register(email), anonymous)).status).toBe(200);
    expect(shopper.jar.has('kc_session_id')).toBe(true);

    const signedIn = await shopper.page();
    expect(signedIn).not.toBe(anonymous);
    // The signed-out token does not carry over into the session.
    expect((await shopper.post('/v1/basket', { products: [] }, anonymous)).status).toBe(403);
    expect((await shopper.post('/v1/basket', { products: [] }, signedIn)).status).toBe(201);

    // Signing out and in again: a new session, a new token; the old one fails.
    const out = await app.request('/v1/logout', {
      method: 'PUT',
      headers: {
        host: HOST,
        cookie: [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        'x-csrf-token': signedIn,
      },
    });
    expect(out.status).toBe(200);
    for (const line of out.headers.getSetCookie()) {
      if (/max-age=0/i.test(line)) shopper.jar.delete(line.split('=')[0] ?? '');
    }
    const again = await shopper.page();
    const login = await shopper.post('/v1/login', { loginRequest: { j_username: email, j_password: PASSWORD } }, again);
    expect(login.status).toBe(200);
    const afterSignIn = await shopper.page();
    expect(afterSignIn).not.toBe(signedIn);
    expect((await shopper.post('/v1/basket', { products: [] }, signedIn)).status).toBe(403);
    expect((await shopper.post('/v1/basket', { products: [] }, afterSignIn)).status).toBe(201);
  });
});
