import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type CsrfEvidence, csrfProtection, csrfTokenFor, passesCsrfCheck } from './csrf';
import type { AppEnv } from './appEnv';
import { requestFacts } from './viewer';

const TOKEN = 'Qm9vdHN0cmFwLWNzcmYtdG9rZW4tMDEyMzQ1Njc4OQ';
const SECRET = 'the-server-secret-of-these-tests-0123456789';
const BROWSER_ID = 'QnJvd3Nlci1pZC1vZi10aGUtdGVzdHMtMDEyMzQ1Njc';
const SESSION = 'U2Vzc2lvbi1pZC1vZi10aGUtdGVzdHMtMDEyMzQ1Njc4';

const evidence = (overrides: Partial<CsrfEvidence> = {}): CsrfEvidence => ({
  method: 'POST',
  host: 'kerching.localhost:3210',
  origin: 'http://kerching.localhost:3210',
  secFetchSite: 'same-origin',
  expectedToken: TOKEN,
  presentedToken: TOKEN,
  ...overrides,
});

describe('passesCsrfCheck', () => {
  it('passes a same-origin request that presents the token of its session', () => {
    expect(passesCsrfCheck(evidence())).toBe(true);
    expect(passesCsrfCheck(evidence({ origin: undefined, secFetchSite: undefined }))).toBe(true);
  });

  it.each([
    ['a cross-site request', { secFetchSite: 'cross-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['no token presented', { presentedToken: undefined }],
    ['a browser with neither session nor id', { expectedToken: undefined }],
    ['a different token', { presentedToken: `${TOKEN.slice(0, -1)}X` }],
  ])('refuses %s', (_case, overrides: Partial<CsrfEvidence>) => {
    expect(passesCsrfCheck(evidence(overrides))).toBe(false);
  });

  it('lets safe methods through whatever they carry', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(passesCsrfCheck(evidence({ method, secFetchSite: 'cross-site', expectedToken: undefined }))).toBe(true);
    }
  });
});

describe('csrfTokenFor', () => {
  it('is a MAC: it differs by secret, by session or browser id, and between a session and an id', () => {
    const browser = csrfTokenFor(SECRET, { _tag: 'Browser', browserId: BROWSER_ID });
    expect(browser).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser).not.toBe(BROWSER_ID);
    expect(csrfTokenFor(`${SECRET}x`, { _tag: 'Browser', browserId: BROWSER_ID })).not.toBe(browser);
    expect(csrfTokenFor(SECRET, { _tag: 'Browser', browserId: SESSION })).not.toBe(browser);
    expect(csrfTokenFor(SECRET, { _tag: 'Session', sessionId: BROWSER_ID })).not.toBe(browser);
  });
});

describe('csrfProtection middleware', () => {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('log', pino({ level: 'silent' }));
    await next();
  });
  app.use('*', requestFacts);
  app.use('*', csrfProtection({ newToken: () => BROWSER_ID }, SECRET));
  app.get('/page', (c) => c.text(c.get('csrfToken')));
  app.post('/v1/thing', (c) => c.json({ ok: true }));
  app.post('/form', async (c) => c.json({ field: (await c.req.formData()).get('name') }));
  // A sign-in: its answer starts a session.
  app.post('/login', (c) => {
    c.header('set-cookie', `kc_session_id=${SESSION}; Path=/; HttpOnly; SameSite=Lax`, { append: true });
    return c.redirect('/', 303);
  });

  const host = 'kerching.localhost:3210';
  const anonymousToken = csrfTokenFor(SECRET, { _tag: 'Browser', browserId: BROWSER_ID });
  const sessionToken = csrfTokenFor(SECRET, { _tag: 'Session', sessionId: SESSION });

  const post = (path: string, cookie: string, token: string) =>
    app.request(path, { method: 'POST', headers: { host, cookie, 'x-csrf-token': token } });

  it('gives a page its browser id in an HttpOnly cookie (Secure outside localhost) and the token made from it', async () => {
    const local = await app.request('/page', { headers: { host } });
    expect(await local.text()).toBe(anonymousToken);
    expect(local.headers.get('set-cookie')).toBe(`kc_csrf=${BROWSER_ID}; Path=/; SameSite=Lax; HttpOnly`);
    const live = await app.request('/page', { headers: { host: 'www.kerching.co.uk' } });
    expect(live.headers.get('set-cookie')).toBe(`kc_csrf=${BROWSER_ID}; Path=/; SameSite=Lax; Secure; HttpOnly`);
  });

  it('keeps the browser id the browser has', async () => {
    const other = 'T3RoZXItY3NyZi10b2tlbi0wMTIzNDU2Nzg5YWJjZA';
    const response = await app.request('/page', { headers: { host, cookie: `kc_csrf=${other}` } });
    expect(await response.text()).toBe(csrfTokenFor(SECRET, { _tag: 'Browser', browserId: other }));
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('rejects a state-changing call without the token with 403 and a message', async () => {
    const response = await app.request('/v1/thing', { method: 'POST', headers: { host } });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'REQUEST.FORGERY_SUSPECTED',
        message: 'This request could not be verified. Please reload the page and try again.',
      },
    });
  });

  it('rejects another site posting with the victim cookie', async () => {
    const response = await app.request('/v1/thing', {
      method: 'POST',
      headers: {
        host,
        cookie: `kc_csrf=${BROWSER_ID}`,
        'x-csrf-token': anonymousToken,
        origin: 'https://evil.example',
      },
    });
    expect(response.status).toBe(403);
  });

  // Issue 40 item 8: before, a cookie the attacker planted and the same value in the header passed.
  it('rejects an attacker-chosen cookie and matching header sent without Origin, signed out and signed in', async () => {
    const planted = 'QXR0YWNrZXItY2hvc2VuLXRva2VuLTAxMjM0NTY3ODk';
    expect((await post('/v1/thing', `kc_csrf=${planted}`, planted)).status).toBe(403);
    expect((await post('/v1/thing', `kc_csrf=${planted}; kc_session_id=${SESSION}`, planted)).status).toBe(403);
    const form = await app.request('/form', {
      method: 'POST',
      headers: { host, cookie: `kc_csrf=${planted}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${planted}&name=Mallory`,
    });
    expect(form.status).toBe(403);
  });

  it('signed out: page load -> token -> POST passes, by header (scripts) and by the _csrf field (forms)', async () => {
    const page = await app.request('/page', { headers: { host } });
    const token = await page.text();
    const cookie = (page.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect((await post('/v1/thing', cookie, token)).status).toBe(200);
    const byForm = await app.request('/form', {
      method: 'POST',
      headers: { host, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${token}&name=Jane`,
    });
    expect(byForm.status).toBe(200);
    expect(await byForm.json()).toEqual({ field: 'Jane' });
  });

  it('signed in: the token is bound to the session; a token of the browser id or of another session fails', async () => {
    const cookie = `kc_csrf=${BROWSER_ID}; kc_session_id=${SESSION}`;
    const page = await app.request('/page', { headers: { host, cookie } });
    expect(await page.text()).toBe(sessionToken);
    expect((await post('/v1/thing', cookie, sessionToken)).status).toBe(200);
    expect((await post('/v1/thing', cookie, anonymousToken)).status).toBe(403);
    const otherSession = csrfTokenFor(SECRET, { _tag: 'Session', sessionId: `${SESSION.slice(0, -1)}X` });
    expect((await post('/v1/thing', cookie, otherSession)).status).toBe(403);
  });

  it('after sign-in: the browser id is replaced, and the token before it no longer passes', async () => {
    const planted = 'UGxhbnRlZC1icm93c2VyLWlkLTAxMjM0NTY3ODlhYmM';
    const before = csrfTokenFor(SECRET, { _tag: 'Browser', browserId: planted });
    const signIn = await post('/login', `kc_csrf=${planted}`, before);
    expect(signIn.status).toBe(303);
    const cookies = signIn.headers.getSetCookie();
    expect(cookies).toContain(`kc_csrf=${BROWSER_ID}; Path=/; SameSite=Lax; HttpOnly`);
    const after = `kc_csrf=${BROWSER_ID}; kc_session_id=${SESSION}`;
    expect((await post('/v1/thing', after, before)).status).toBe(403);
    const page = await app.request('/page', { headers: { host, cookie: after } });
    expect((await post('/v1/thing', after, await page.text())).status).toBe(200);
  });
});
