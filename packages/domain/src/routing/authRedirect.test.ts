import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { NO_SAVED_REDIRECTS, loginRedirect, postLoginRedirect, requiresLogin } from './authRedirect';

describe('login redirect (spec 1 §2)', () => {
  it('an unauthenticated visitor on account page types is redirected to login and the original path remembered', () => {
    expect(loginRedirect('myaccount', false, '/myaccount/wallet')).toEqual(
      O.some({ to: '/login', rememberPath: '/myaccount/wallet' }),
    );
    expect(loginRedirect('vouchers', false, '/myaccount/vouchers')).toEqual(
      O.some({ to: '/login', rememberPath: '/myaccount/vouchers' }),
    );
    expect(loginRedirect('myaccount', true, '/myaccount/wallet')).toEqual(O.none);
    expect(loginRedirect('account', false, '/login')).toEqual(O.none);
    expect(requiresLogin('extendLanding')).toBe(true);
  });
});

describe('post-login redirect order (spec 1 §4)', () => {
  it('saved local redirect, saved redirect url, saved post-login url, default page', () => {
    const all = { localRedirect: O.some('/a'), redirectUrl: O.some('/b'), postLoginUrl: O.some('/c') };
    expect(postLoginRedirect(all, '/')).toBe('/a');
    expect(postLoginRedirect({ ...all, localRedirect: O.none }, '/')).toBe('/b');
    expect(postLoginRedirect({ ...all, localRedirect: O.some(' '), redirectUrl: O.none }, '/')).toBe('/c');
    expect(postLoginRedirect(NO_SAVED_REDIRECTS, '/deals/london')).toBe('/deals/london');
  });
});
