/**
 * Token migration (spec 1 §4 "Token migration runs once, when no API auth token, no prior
 * attempt, and not a bot"; §2 "/consume-token is exempt from token-migration redirect"; spec 2
 * §7.7 "Redirect to a token-migration endpoint with a next parameter; runs once, not for bots, not
 * on /consume-token"; §7.3 /auth/migrate).
 *
 * Whether the visitor is a bot is decided elsewhere (by user agent) and passed in. A blank token
 * counts as no token. The /consume-token check ignores case, a trailing slash, query and hash.
 * The caller records the attempt before redirecting, so it runs once.
 */
import * as O from 'fp-ts/Option';

export const TOKEN_MIGRATION_ENDPOINT = '/auth/migrate';
export const CONSUME_TOKEN_PATH = '/consume-token';

export interface TokenMigrationContext {
  readonly apiAuthToken: O.Option<string>;
  readonly attemptedBefore: boolean;
  readonly isBot: boolean;
  /** The current path, possibly with query and hash. */
  readonly path: string;
}

export const isConsumeTokenPath = (path: string): boolean => {
  const bare = path
    .replace(/[?#].*$/s, '')
    .toLowerCase()
    .replace(/\/+$/, '');
  return bare === CONSUME_TOKEN_PATH || bare.startsWith(`${CONSUME_TOKEN_PATH}/`);
};

export const tokenMigrationNeeded = (context: TokenMigrationContext): boolean =>
  !O.exists((token: string) => token.trim() !== '')(context.apiAuthToken) &&
  !context.attemptedBefore &&
  !context.isBot &&
  !isConsumeTokenPath(context.path);

/** Where to send the visitor: the migration endpoint with `next` set to the current path. */
export const tokenMigrationRedirect = (context: TokenMigrationContext): O.Option<string> =>
  tokenMigrationNeeded(context)
    ? O.some(`${TOKEN_MIGRATION_ENDPOINT}?next=${encodeURIComponent(context.path)}`)
    : O.none;

/**
 * Crawlers, link previewers, monitors and headless tools: they never get the migration redirect
 * (a bot has no account to migrate, and a redirect would cost it a round trip per page).
 */
const BOT_USER_AGENT =
  /bot|crawl|spider|slurp|mediapartners|facebookexternalhit|embedly|quora link preview|whatsapp|preview|lighthouse|pingdom|uptime|headless|curl|wget|python-requests|go-http-client|java\/|httpclient|axios|node-fetch|undici/i;

/** Whether a User-Agent is a bot's; no User-Agent at all is treated as a bot too. */
export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  userAgent === undefined || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
