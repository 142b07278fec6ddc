import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCookieHeader } from './cookieText';
import { csrfCookie, expiredServerCookie, isLocalHost, readServerCookie, serverCookie } from './serverCookies';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('server cookies', () => {
  it('marks the session cookie HttpOnly, SameSite=Lax and Secure outside localhost, for 365 days', () => {
    const cookie = serverCookie('sessionId', 'abc', NOW, true);
    expect(cookie).toBe('kc_session_id=abc; Path=/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly');
  });

  it('leaves Secure off on localhost and makes a browser-session cookie without a lifetime', () => {
    expect(serverCookie('sessionId', 'abc', NOW, false, O.none)).toBe(
      'kc_session_id=abc; Path=/; SameSite=Lax; HttpOnly',
    );
  });

  it('expires a cookie with Max-Age=0 and the same attributes', () => {
    expect(expiredServerCookie('customerToken', true)).toBe(
      'kc_customer_token=; Path=/; Max-Age=0; SameSite=Lax; Secure; HttpOnly',
    );
  });

  it('keeps the anti-forgery browser id from scripts (HttpOnly): pages hand out the token made from it', () => {
    expect(csrfCookie('t0k', false)).toBe('kc_csrf=t0k; Path=/; SameSite=Lax; HttpOnly');
  });

  it.each([
    ['localhost', true],
    ['localhost:3000', true],
    ['kerching.localhost:3210', true],
    ['127.0.0.1:80', true],
    ['[::1]:3000', true],
    ['www.kerching.co.uk', false],
    ['localhost.evil.com', false],
    ['notlocalhost', false],
  ])('isLocalHost(%s) is %s', (host, local) => {
    expect(isLocalHost(host)).toBe(local);
  });

  it('reads back what it wrote, for any token', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_-]{1,64}$/), (token) => {
        const header = serverCookie('basket', token, NOW, true).split(';')[0] ?? '';
        expect(readServerCookie(parseCookieHeader(header), 'basket')).toEqual(O.some(token));
      }),
    );
  });
});
