import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { DocumentCookieJar, HeaderCookieJar, parseCookieHeader, serializeCookie } from './index';

describe('cookie text', () => {
  it('parses a Cookie header, first value wins, bad parts skipped', () => {
    const cookies = parseCookieHeader('a=1; b="two"; a=3; =x; junk; c=%E2%82%AC; d=%E0%A4%A');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', '€'],
      ['d', '%E0%A4%A'],
    ]);
  });
  it('writes Set-Cookie values with path, lifetime and flags', () => {
    expect(
      serializeCookie('kc_basket', 'tok en', { maxAgeSeconds: 604800, secure: true, sameSite: 'Lax', httpOnly: true }),
    ).toBe('kc_basket=tok%20en; Path=/; Max-Age=604800; SameSite=Lax; Secure; HttpOnly');
    expect(() => serializeCookie('bad name', 'x')).toThrow();
  });
  it('property: any value round-trips through write and read', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const written = serializeCookie('k', value).split(';')[0] ?? '';
        expect(parseCookieHeader(written).get('k')).toBe(value);
      }),
    );
  });
});

describe('cookie jars', () => {
  it('the header jar reads the request and records what it writes', () => {
    const jar = new HeaderCookieJar('kc_loc=london');
    expect(jar.get('kc_loc')).toEqual(O.some('london'));
    jar.set('kc_loc', 'leeds', { maxAgeSeconds: 10 });
    jar.remove('old');
    expect(jar.get('kc_loc')).toEqual(O.some('leeds'));
    expect(jar.setCookieHeaders()).toEqual(['kc_loc=leeds; Path=/; Max-Age=10', 'old=; Path=/; Max-Age=0']);
    expect(new HeaderCookieJar(null).get('x')).toEqual(O.none);
  });
  it('the document jar writes document.cookie and never tries HttpOnly', () => {
    const doc = { cookie: 'a=1' };
    const jar = new DocumentCookieJar(doc);
    expect(jar.get('a')).toEqual(O.some('1'));
    jar.set('b', '2', { httpOnly: true, maxAgeSeconds: 5 });
    expect(doc.cookie).toBe('b=2; Path=/; Max-Age=5');
    jar.remove('b');
    expect(doc.cookie).toBe('b=; Path=/; Max-Age=0');
  });
});
