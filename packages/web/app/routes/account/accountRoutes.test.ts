/**
 * The account routes' loaders and actions with stand-in use-cases: the redirect logic (account
 * pages to login and back, the post-login order), the cookies a sign-in and a sign-out write, and
 * the status and message of a failed sign-in, and the two pages an emailed link opens to set a
 * password.
 */
import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { AccountError } from '@kerching/domain/account';
import { accountError } from '@kerching/domain/account';
import { aSession, anAccount } from '@kerching/domain/account/testing';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../../load-context';
import * as login from './login';
import * as register from './register';
import * as logout from './logout';
import * as profile from './profile';
import * as del from './delete';
import * as activateAccount from './activateAccount';
import * as resetPassword from './resetPassword';

const SESSION = 'S'.repeat(43);
const account = anAccount({
  email: 'jane@example.co.uk' as ReturnType<typeof anAccount>['email'],
  customerToken: 'C'.repeat(20),
});
const session = aSession({ id: SESSION, userId: account.id });

type Execute = (input: never) => TE.TaskEither<AccountError, unknown>;
const useCase = (execute: Execute) => ({ execute });

/** Only the use-cases a test needs; the rest of the context is never read by these routes. */
const contextWith = (
  accounts: Readonly<Record<string, ReturnType<typeof useCase>>>,
  signedIn = false,
): KerchingLoadContext =>
  ({
    site: SITES.kerching,
    // Sign-ins merge the browser's basket; these tests have none.
    services: { accounts, purchase: { mergeBasketsAtSignIn: useCase(() => TE.right(O.none)) } },
    viewer: signedIn ? O.some({ session, account }) : O.none,
    csrfToken: 'T'.repeat(43),
    notice: O.none,
    request: { clientAddress: '198.51.100.7', secureCookies: false },
  }) as unknown as KerchingLoadContext;

const post = (path: string, fields: Readonly<Record<string, string>>, cookie = '') =>
  new Request(`http://kerching.localhost${path}`, {
    method: 'POST',
    body: new URLSearchParams(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
  });

const args = (request: Request, context: KerchingLoadContext) => ({
  request,
  context,
  params: {},
  unstable_pattern: '',
});

const thrown = async (run: () => unknown): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
};

const setCookies = (response: Response) => response.headers.getSetCookie();

const DEVICE = 'v1.device-id-0123456789.signature';
const signedIn = { account, session, cookieMaxAgeSeconds: O.none, deviceCookie: DEVICE };

describe('account pages and login (spec 1 §2, §4)', () => {
  it('sends a signed-out visitor of an account page to login, remembering the page', async () => {
    const response = await thrown(() =>
      profile.loader(args(new Request('http://kerching.localhost/myaccount/profile'), contextWith({})) as never),
    );
    if (!(response instanceof Response)) throw new Error('expected a redirect');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Fmyaccount%2Fprofile');
    const [cookie] = setCookies(response);
    expect(cookie).toMatch(/^kc_post_login_url=%2Fmyaccount%2Fprofile; Path=\/; Max-Age=2592000;/);
    expect(cookie).toMatch(/HttpOnly/);
  });

  it('signs in: session, customer token and remembered email cookies, then the saved page', async () => {
    let input: unknown;
    const context = contextWith({
      login: useCase((given) => {
        input = given;
        return TE.right(signedIn);
      }),
    });
    const response = await login.action(
      args(
        post(
          '/login',
          { email: 'jane@example.co.uk', password: 'secret1', rememberMe: 'true', _csrf: 'x' },
          `kc_session_id=${'P'.repeat(43)}; kc_post_login_url=%2Fmyaccount%2Fpassword; kc_device=v1.before.sig`,
        ),
        context,
      ) as never,
    );
    if (!(response instanceof Response)) throw new Error('expected a redirect');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/myaccount/password');
    const cookies = setCookies(response).join('\n');
    // No remember-me max-age from the use-case: a browser-session cookie, HttpOnly, SameSite=Lax.
    const sessionCookie = setCookies(response).find((c) => c.startsWith('kc_session_id='));
    expect(sessionCookie).toMatch(new RegExp(`^kc_session_id=${SESSION}; Path=/;`));
    expect(sessionCookie).not.toMatch(/Max-Age/);
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    expect(cookies).toContain('kc_customer_token=CCCC');
    expect(cookies).toMatch(/kc_email=jane%40example.co.uk; Path=\/; Max-Age=31536000;/);
    expect(cookies).toMatch(/kc_post_login_url=; Path=\/; Max-Age=0/);
    // Issue 40: the browser's device cookie goes to the sign-in, and it comes back signed, HttpOnly.
    expect(cookies).toMatch(new RegExp(`kc_device=${DEVICE}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`));
    expect(input).toMatchObject({
      rememberMe: true,
      address: '198.51.100.7',
      previousSessionId: O.some('P'.repeat(43)),
      deviceCookie: O.some('v1.before.sig'),
    });
  });

  it('goes to the login form’s returnTo before the saved cookie, and never off the site', async () => {
    const context = contextWith({ login: useCase(() => TE.right(signedIn)) });
    const to = async (returnTo: string) => {
      const response = await login.action(
        args(
          post('/login', { email: 'a@b.co', password: 'x', returnTo }, 'kc_post_login_url=%2Fmyaccount%2Fdelete'),
          context,
        ) as never,
      );
      return response instanceof Response ? response.headers.get('location') : null;
    };
    expect(await to('/deals/london')).toBe('/deals/london');
    expect(await to('https://evil.example/')).toBe('/myaccount/delete');
  });

  // Issue 40 item 5: a tab, CR or LF (raw or encoded) must not turn into '//evil.example'.
  const TRICKS = [
    '/\t/evil.example',
    '/\r\n/evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%09/evil.example',
  ];

  it.each(TRICKS)(
    'sends a signed-in shopper from /login and /register with returnTo/redirectUrl %j to this site',
    async (trick) => {
      for (const route of [login, register])
        for (const param of ['returnTo', 'redirectUrl']) {
          const url = `http://kerching.localhost/login?${param}=${encodeURIComponent(trick)}`;
          const response = await thrown(() => route.loader(args(new Request(url), contextWith({}, true)) as never));
          if (!(response instanceof Response)) throw new Error('expected a redirect');
          expect(response.headers.get('location')).toBe('/');
        }
    },
  );

  it.each(TRICKS)('signs in with the form’s returnTo/redirectUrl %j and stays on this site', async (trick) => {
    const context = contextWith({ login: useCase(() => TE.right(signedIn)) });
    for (const field of ['returnTo', 'redirectUrl']) {
      const response = await login.action(
        args(post('/login', { email: 'a@b.co', password: 'x', [field]: trick }), context) as never,
      );
      if (!(response instanceof Response)) throw new Error('expected a redirect');
      expect(response.headers.get('location')).toBe('/');
    }
  });

  it('answers a wrong password with 401 and the spec’s message, and still remembers the email', async () => {
    const context = contextWith({
      login: useCase(() => TE.left(accountError('ACCOUNT.INVALID_CREDENTIALS', 'wrong'))),
    });
    const answer = await login.action(
      args(post('/login', { email: 'jane@example.co.uk', password: 'nope' }), context) as never,
    );
    if (answer instanceof Response) throw new Error('expected the page again');
    expect(answer.init?.status).toBe(401);
    expect(answer.data.failure?.message).toBe('Invalid email/password. Please try again.');
    expect(answer.data.values).toEqual({ email: 'jane@example.co.uk' });
    expect(new Headers(answer.init?.headers).getSetCookie()[0]).toMatch(/^kc_email=jane%40example.co.uk/);
  });

  it('asks once about an email that looks like a typo, then registers the address the shopper kept', async () => {
    const registered: unknown[] = [];
    const context = contextWith({
      registerAccount: useCase((input) => {
        registered.push(input);
        return TE.left(accountError('ACCOUNT.UNAVAILABLE', 'not needed here'));
      }),
    });
    const form = {
      email: 'jane@gmial.com',
      firstName: 'Jane',
      lastName: 'S',
      password: 'secret-123',
      confirmation: 'secret-123',
    };
    const asked = await register.action(args(post('/register', form), context) as never);
    if (asked instanceof Response) throw new Error('expected the page again');
    expect(asked.data.notice).toBe(
      'Did you mean jane@gmail.com? Change your email address, or create the account again to keep jane@gmial.com.',
    );
    expect(asked.data.values?.['checkedEmail']).toBe('jane@gmial.com');
    expect(registered).toHaveLength(0);
    await register.action(args(post('/register', { ...form, checkedEmail: 'jane@gmial.com' }), context) as never);
    expect(registered).toHaveLength(1);
  });

  it('sends a signed-in shopper away from the login page', async () => {
    const response = await thrown(() =>
      login.loader(
        args(
          new Request('http://kerching.localhost/login?returnTo=%2Fmyaccount%2Fprofile'),
          contextWith({}, true),
        ) as never,
      ),
    );
    if (!(response instanceof Response)) throw new Error('expected a redirect');
    expect(response.headers.get('location')).toBe('/myaccount/profile');
  });

  it('signs out: the session ends and its cookies go', async () => {
    let ended = '';
    const context = contextWith({
      logout: useCase((id: string) => {
        ended = id;
        return TE.right(undefined);
      }),
    });
    const response = await logout.action(args(post('/logout', {}, `kc_session_id=${SESSION}`), context) as never);
    expect(ended).toBe(SESSION);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cookies = setCookies(response);
    expect(cookies).toHaveLength(3);
    expect(cookies[0]).toMatch(/^kc_session_id=; Path=\/; Max-Age=0;/);
    expect(cookies[1]).toMatch(/^kc_customer_token=; Path=\/; Max-Age=0;/);
    // The customer's basket stays with the customer, not with this browser.
    expect(cookies[2]).toMatch(/^kc_basket=; Path=\/; Max-Age=0;/);
  });

  it('after a deletion, shows the initiated message to the signed-out browser (spec 1 §4)', async () => {
    const context = contextWith(
      {
        deleteAccount: useCase(() => TE.right({ message: 'initiated', completesBy: 0, warnings: [] })),
      },
      true,
    );
    const response = await del.action(
      args(post('/myaccount/delete', { confirm: 'true', password: 'secret1' }), context) as never,
    );
    if (!(response instanceof Response)) throw new Error('expected a redirect');
    expect(response.headers.get('location')).toBe('/myaccount/delete');
    expect(setCookies(response).join('\n')).toMatch(/kc_deleted_email=jane%40example.co.uk/);
    const page = await del.loader(
      args(
        new Request('http://kerching.localhost/myaccount/delete', { headers: { cookie: 'kc_deleted_email=x' } }),
        contextWith({}),
      ) as never,
    );
    expect(page).toMatchObject({ state: 'deleted' });
    expect(page.message).toContain('This takes up to 24 hours');
  });
});

describe('the pages an emailed link opens to set a password', () => {
  for (const [page, route, useCaseName] of [
    ['/reset-password', resetPassword, 'resetPassword'],
    ['/activate-account', activateAccount, 'activateAccount'],
  ] as const) {
    it(`${page}: reads the link's token, and hands it with the passwords to its own use-case`, async () => {
      expect(
        route.loader(args(new Request(`http://kerching.localhost${page}?token=abc123`), contextWith({})) as never),
      ).toEqual({ siteKey: 'kerching', token: 'abc123' });
      expect(route.loader(args(new Request(`http://kerching.localhost${page}`), contextWith({})) as never)).toEqual({
        siteKey: 'kerching',
        token: '',
      });
      let input: unknown;
      const done = contextWith({
        [useCaseName]: useCase((given) => {
          input = given;
          return TE.right({ message: 'Your password has been updated.' });
        }),
      });
      const fields = { token: 'abc123', password: 'n3w-Passw0rd!', confirmation: 'n3w-Passw0rd!' };
      const answer = await route.action(args(post(page, fields), done) as never);
      expect(input).toEqual(fields);
      expect(answer.data).toEqual({ notice: 'Your password has been updated.', values: {} });
      const used = contextWith({ [useCaseName]: useCase(() => TE.left(accountError('ACCOUNT.TOKEN_USED', 'used'))) });
      const refused = await route.action(args(post(page, fields), used) as never);
      // A link already used is gone (410), and the page offers a new one.
      expect(refused.init?.status).toBe(410);
      expect(refused.data.failure).toMatchObject({ code: 'ACCOUNT.TOKEN_USED', offersReset: true });
    });
  }
});
