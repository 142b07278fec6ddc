import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { safeReturnPath } from '@kerching/domain/routing';
import { loginUrlFor, postLoginPath, registerUrlFor, returnablePath } from './returnPath';

const none = { returnTo: null, redirectUrl: null, postLoginUrl: O.none };
// Built here, while the file loads: fast-check takes up to 2 s to build its URL arbitraries the
// first time, which would count against the property's 5 s limit.
const anyReturnValue = fc.oneof(fc.string(), fc.webUrl(), fc.webPath());

describe('post-login redirect order (spec 1 §4)', () => {
  it('takes the saved local redirect, then the redirect url, then the post-login url, then the homepage', () => {
    const all = { returnTo: '/a', redirectUrl: '/b', postLoginUrl: O.some('/c') };
    expect(postLoginPath(all)).toBe('/a');
    expect(postLoginPath({ ...all, returnTo: null })).toBe('/b');
    expect(postLoginPath({ ...all, returnTo: '', redirectUrl: undefined })).toBe('/c');
    expect(postLoginPath(none)).toBe('/');
  });

  it('skips saved values that leave the site or go back to a sign-in page', () => {
    for (const bad of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/login',
      '/register?x=1',
      '/logout',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      '/\r\n/evil.example',
    ])
      expect(postLoginPath({ ...none, returnTo: bad, postLoginUrl: O.some('/myaccount/profile') })).toBe(
        '/myaccount/profile',
      );
    expect(postLoginPath({ ...none, postLoginUrl: O.some('https://evil.example/') })).toBe('/');
  });

  it('keeps the query of the page to return to', () => {
    expect(postLoginPath({ ...none, returnTo: '/search?q=spa' })).toBe('/search?q=spa');
  });

  it('never returns anything but a same-site path that the domain safeReturnPath keeps', () => {
    fc.assert(
      fc.property(anyReturnValue, (value) => {
        const path = returnablePath(value);
        if (O.isSome(path)) expect(safeReturnPath(path.value, '/never')).toBe(path.value);
        const target = postLoginPath({ returnTo: value, redirectUrl: value, postLoginUrl: O.some(value) });
        expect(safeReturnPath(target, '/never')).toBe(target);
      }),
    );
  });
});

describe('sign-in links that come back', () => {
  it('carry the page in returnTo, except for the homepage and the sign-in pages', () => {
    expect(loginUrlFor('/myaccount/profile')).toBe('/login?returnTo=%2Fmyaccount%2Fprofile');
    expect(registerUrlFor('/deals/london?page=2')).toBe('/register?returnTo=%2Fdeals%2Flondon%3Fpage%3D2');
    expect(loginUrlFor('/')).toBe('/login');
    expect(loginUrlFor('/login?returnTo=%2Fx')).toBe('/login');
    // A path that is not this site's may ride in the link, but is never followed (checked on arrival).
    const evil = new URL(loginUrlFor('//evil.example'), 'https://kerching.localhost');
    expect(
      postLoginPath({ returnTo: evil.searchParams.get('returnTo'), redirectUrl: undefined, postLoginUrl: O.none }),
    ).toBe('/');
  });
});
