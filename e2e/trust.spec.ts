import { expect, test, type APIRequestContext } from './fixtures';
import { E2E_PORT } from './support';

/**
 * Issue 40 over real HTTP against the built server: the open redirect of `/login` and `/register`
 * (a tab, CR/LF or encoded slashes in `returnTo` or `redirectUrl`) answers a Location on this site
 * and never a 500 (item 5); forms without JavaScript post the session-bound anti-forgery token, and
 * a cookie and header another site planted are refused (item 8).
 */
/** The kerching site by address (the fallback site): the API client resolves no *.localhost name. */
const siteUrl = (path: string): string => `http://127.0.0.1:${E2E_PORT}${path}`;
const TRICKS = ['%2F%09%2Fevil.example', '%2F%0D%0A%2Fevil.example', '%2F%2Fevil.example', '%2F%5Cevil.example'];

/** The `_csrf` a page's forms carry. */
const formToken = async (request: APIRequestContext, path: string): Promise<string> => {
  const page = await request.get(siteUrl(path));
  expect(page.status()).toBe(200);
  const token = /name="_csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  if (token === undefined) throw new Error(`no _csrf field on ${path}`);
  return token;
};

const signInWithoutScripts = async (request: APIRequestContext, email: string, password: string, extra = {}) =>
  request.post(siteUrl('/login'), {
    form: { _csrf: await formToken(request, '/login'), email, password, ...extra },
    maxRedirects: 0,
  });

test.describe('trust (issue 40)', () => {
  test('the issue’s redirects stay on this site and never answer 500', async ({ playwright }) => {
    const request = await playwright.request.newContext();
    for (const path of ['/login', '/register'])
      for (const param of ['returnTo', 'redirectUrl'])
        for (const trick of TRICKS) {
          const page = await request.get(siteUrl(`${path}?${param}=${trick}`), { maxRedirects: 0 });
          expect(page.status(), `${path}?${param}=${trick}`).toBe(200);
        }

    // Register without scripts, then the signed-in redirects away from /login and /register.
    const email = `trust-${Date.now()}@example.co.uk`;
    const registered = await request.post(siteUrl('/register'), {
      form: {
        _csrf: await formToken(request, '/register'),
        email,
        firstName: 'Tess',
        lastName: 'Trust',
        password: 'trust-me-2026',
        confirmation: 'trust-me-2026',
      },
      maxRedirects: 0,
    });
    expect(registered.status()).toBe(303);
    for (const path of ['/login', '/register'])
      for (const param of ['returnTo', 'redirectUrl'])
        for (const trick of TRICKS) {
          const answer = await request.get(siteUrl(`${path}?${param}=${trick}`), { maxRedirects: 0 });
          expect(answer.status(), `${path}?${param}=${trick}`).toBe(302);
          expect(answer.headers()['location'], `${path}?${param}=${trick}`).toBe('/');
        }
    await request.dispose();

    // Signing in with a tricky returnTo in the form goes home.
    for (const trick of ['/\t/evil.example', '/\r\n/evil.example']) {
      const fresh = await playwright.request.newContext();
      const answer = await signInWithoutScripts(fresh, email, 'trust-me-2026', { returnTo: trick });
      expect(answer.status()).toBe(303);
      expect(answer.headers()['location']).toBe('/');
      await fresh.dispose();
    }
  });

  test('a planted anti-forgery cookie and matching field are refused; the page’s own token passes', async ({
    playwright,
  }) => {
    const request = await playwright.request.newContext();
    const planted = 'QXR0YWNrZXItY2hvc2VuLXRva2VuLTAxMjM0NTY3ODk';
    const forged = await request.post(siteUrl('/login'), {
      headers: { cookie: `kc_csrf=${planted}` },
      form: { _csrf: planted, email: 'nobody@example.co.uk', password: 'x' },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    const honest = await signInWithoutScripts(request, 'nobody@example.co.uk', 'wrong-password');
    // Past the forgery check: the wrong password's answer.
    expect(honest.status()).toBe(401);
    await request.dispose();
  });
});
