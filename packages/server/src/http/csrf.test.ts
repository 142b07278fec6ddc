import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type CsrfEvidence, csrfProtection, passesCsrfCheck } from './csrf';
import type { AppEnv } from './appEnv';
import { requestFacts } from './viewer';

const TOKEN = 'Qm9vdHN0cmFwLWNzcmYtdG9rZW4tMDEyMzQ1Njc4OQ';

const evidence = (overrides: Partial<CsrfEvidence> = {}): CsrfEvidence => ({
  method: 'POST',
  host: 'kerching.localhost:3210',
  origin: 'http://kerching.localhost:3210',
  secFetchSite: 'same-origin',
  cookieToken: TOKEN,
  presentedToken: TOKEN,
  ...overrides,
});

describe('passesCsrfCheck', () => {
  it('passes a same-origin request that sends the cookie token back', () => {
    expect(passesCsrfCheck(evidence())).toBe(true);
    expect(passesCsrfCheck(evidence({ origin: undefined, secFetchSite: undefined }))).toBe(true);
  });

  it.each([
    ['a cross-site request', { secFetchSite: 'cross-site' }],
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['no token presented', { presentedToken: undefined }],
    ['no cookie', { cookieToken: undefined }],
    ['a different token', { presentedToken: `${TOKEN.slice(0, -1)}X` }],
    ['a malformed cookie token equal to the presented one', { cookieToken: 'x', presentedToken: 'x' }],
  ])('refuses %s', (_case, overrides: Partial<CsrfEvidence>) => {
    expect(passesCsrfCheck(evidence(overrides))).toBe(false);
  });

  it('lets safe methods through whatever they carry', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(passesCsrfCheck(evidence({ method, secFetchSite: 'cross-site', cookieToken: undefined }))).toBe(true);
    }
  });
});

describe('csrfProtection middleware', () => {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('log', pino({ level: 'silent' }));
    await next();
  });
  app.use('*', requestFacts);
  app.use('*', csrfProtection({ newToken: () => TOKEN }));
  app.get('/page', (c) => c.text(c.get('csrfToken')));
  app.post('/v1/thing', (c) => c.json({ ok: true }));
  app.post('/form', async (c) => c.json({ field: (await c.req.formData()).get('name') }));

  const host = 'kerching.localhost:3210';

  it('gives a page a token cookie readable by scripts, Secure only outside localhost', async () => {
    const local = await app.request('/page', { headers: { host } });
    expect(await local.text()).toBe(TOKEN);
    expect(local.headers.get('set-cookie')).toBe(`kc_csrf=${TOKEN}; Path=/; SameSite=Lax`);
    const live = await app.request('/page', { headers: { host: 'www.kerching.co.uk' } });
    expect(live.headers.get('set-cookie')).toBe(`kc_csrf=${TOKEN}; Path=/; SameSite=Lax; Secure`);
  });

  it('keeps the token the browser has', async () => {
    const other = 'T3RoZXItY3NyZi10b2tlbi0wMTIzNDU2Nzg5YWJjZA';
    const response = await app.request('/page', { headers: { host, cookie: `kc_csrf=${other}` } });
    expect(await response.text()).toBe(other);
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
      headers: { host, cookie: `kc_csrf=${TOKEN}`, 'x-csrf-token': TOKEN, origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });

  it('accepts the header (scripts) and the _csrf field (forms), and the form stays readable', async () => {
    const byHeader = await app.request('/v1/thing', {
      method: 'POST',
      headers: { host, cookie: `kc_csrf=${TOKEN}`, 'x-csrf-token': TOKEN },
    });
    expect(byHeader.status).toBe(200);
    const byForm = await app.request('/form', {
      method: 'POST',
      headers: { host, cookie: `kc_csrf=${TOKEN}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: `_csrf=${TOKEN}&name=Jane`,
    });
    expect(byForm.status).toBe(200);
    expect(await byForm.json()).toEqual({ field: 'Jane' });
  });
});
