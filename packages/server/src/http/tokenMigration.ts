/**
 * Token migration (spec 1 §4 "Token migration runs once, when no API auth token, no prior attempt,
 * and not a bot"; spec 2 §7.3 /auth/migrate, §7.7 "Redirect to a token-migration endpoint with a
 * next parameter; runs once, not for bots, not on /consume-token").
 *
 * Here the API auth token is the customer token cookie. A signed-in shopper whose browser has a
 * session but no customer token (a session made by the session-create call, or a cookie cleared)
 * is sent, on their next page, through:
 *
 *   page -> 302 /auth/migrate?next=page -> 302 /consume-token?token=…&next=page -> 302 page
 *
 * /auth/migrate issues a five-minute, single-use token bound to the shopper; /consume-token uses it
 * and sets the customer token cookie. The attempt is recorded in a cookie first, so whatever
 * happens it runs once. Visitors who are not signed in have nothing to migrate and are never
 * redirected (the server, unlike the original client, can see that), nor are bots.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { readServerCookie, serverCookie } from '@kerching/adapters-storage';
import {
  CONSUME_TOKEN_PATH,
  TOKEN_MIGRATION_ENDPOINT,
  isBotUserAgent,
  tokenMigrationRedirect,
} from '@kerching/domain/marketing';
import { DEFAULT_POST_LOGIN_PATH, safeReturnPath } from '@kerching/domain/routing';
import type { AppEnv } from './appEnv';

/** Paths that are never pages: the API, files, images, local tools, the health check. */
const NOT_PAGES = ['/v1/', '/assets/', '/images/', '/dev/', '/auth/', '/kn/', '/cp/', '/bt/'];

const isPageRequest = (c: Context<AppEnv>): boolean =>
  c.req.method === 'GET' &&
  (c.req.header('accept') ?? '').includes('text/html') &&
  c.req.path !== '/healthz' &&
  !NOT_PAGES.some((prefix) => c.req.path.startsWith(prefix));

/** Records the attempt (it runs once) and answers a redirect nobody caches or refers onwards. */
const redirect = (c: Context<AppEnv>, location: string, cookies: ReadonlyArray<string> = []): Response => {
  const now = Date.now();
  c.header('set-cookie', serverCookie('tokenMigration', '1', now, c.get('secureCookies')), { append: true });
  for (const cookie of cookies) c.header('set-cookie', cookie, { append: true });
  c.header('cache-control', 'no-store');
  c.header('referrer-policy', 'no-referrer');
  return c.redirect(location, 302);
};

/** Sends a signed-in page visitor without a customer token through the migration, once. */
export const redirectForTokenMigration: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isPageRequest(c) || O.isNone(c.get('viewer'))) return next();
  const cookies = c.get('cookies');
  const url = new URL(c.req.url);
  const to = tokenMigrationRedirect({
    apiAuthToken: readServerCookie(cookies, 'customerToken'),
    attemptedBefore: O.isSome(readServerCookie(cookies, 'tokenMigration')),
    isBot: isBotUserAgent(c.req.header('user-agent')),
    path: `${url.pathname}${url.search}`,
  });
  return O.isSome(to) ? redirect(c, to.value) : next();
};

export const tokenMigrationRoutes = (app: Hono<AppEnv>): void => {
  app.use('*', redirectForTokenMigration);

  app.get(TOKEN_MIGRATION_ENDPOINT, async (c) => {
    const next = safeReturnPath(c.req.query('next'), DEFAULT_POST_LOGIN_PATH);
    const viewer = c.get('viewer');
    if (O.isNone(viewer)) return redirect(c, next);
    const token = await c.get('services').accounts.migrateToken.begin(viewer.value)();
    if (E.isLeft(token)) {
      c.get('log').warn({ code: token.left.code }, 'token migration could not begin');
      return redirect(c, next);
    }
    const query = new URLSearchParams({ token: token.right, next });
    return redirect(c, `${CONSUME_TOKEN_PATH}?${query.toString()}`);
  });

  app.get(CONSUME_TOKEN_PATH, async (c) => {
    const next = safeReturnPath(c.req.query('next'), DEFAULT_POST_LOGIN_PATH);
    const viewer = c.get('viewer');
    const token = c.req.query('token') ?? '';
    if (O.isNone(viewer) || token === '') return redirect(c, next);
    const customerToken = await c.get('services').accounts.migrateToken.complete(token, viewer.value)();
    if (E.isLeft(customerToken)) {
      c.get('log').warn({ code: customerToken.left.code }, 'token migration refused');
      return redirect(c, next);
    }
    const cookie = serverCookie('customerToken', customerToken.right, Date.now(), c.get('secureCookies'));
    return redirect(c, next, [cookie]);
  });
};
