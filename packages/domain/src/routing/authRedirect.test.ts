import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { postLoginRedirect } from './authRedirect';

describe('post-login redirect order (spec 1 §4)', () => {
  it('saved local redirect, saved redirect url, saved post-login url, default page', () => {
    const all = { localRedirect: O.some('/a'), redirectUrl: O.some('/b'), postLoginUrl: O.some('/c') };
    expect(postLoginRedirect(all, '/')).toBe('/a');
    expect(postLoginRedirect({ ...all, localRedirect: O.none }, '/')).toBe('/b');
    expect(postLoginRedirect({ ...all, localRedirect: O.some(' '), redirectUrl: O.none }, '/')).toBe('/c');
    expect(
      postLoginRedirect({ localRedirect: O.none, redirectUrl: O.none, postLoginUrl: O.none }, '/deals/london'),
    ).toBe('/deals/london');
  });
});
