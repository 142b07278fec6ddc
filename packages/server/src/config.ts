/**
 * Configuration from the environment, decoded with io-ts at start. A bad value stops the process
 * with one clear line naming the variable, e.g. `DATABASE_URL is not a postgres:// URL` (exit 1).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import * as t from 'io-ts';
import { SITE_KEYS, isSiteKey, type HostMap, type SiteKey } from '@kerching/domain/site';
import { NO_TRUSTED_PROXIES, parseTrustedProxies, type TrustedProxies } from './http/trustedProxies';

export interface Config {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: O.Option<string>;
  readonly dataDir: string;
  readonly site: O.Option<SiteKey>;
  readonly hostMap: HostMap;
  readonly redisUrl: O.Option<string>;
  readonly logLevel: LogLevel;
  readonly seedDemo: boolean;
  /** Deal and shell data caches (on unless CACHE=off, which only benchmarks use). */
  readonly cache: boolean;
  /** Whole answers and anonymous pages kept (on unless CACHE=off or CACHE=data, for benchmarks). */
  readonly answerCache: boolean;
  /** Mail goes out by SMTP when set (smtp:// or smtps://); otherwise to the outbox, seen at /dev/mailbox. */
  readonly smtpUrl: O.Option<string>;
  /** The From address of outgoing mail. */
  readonly mailFrom: string;
  /** Signs the known-device cookies (ADR 47); unset: one made once and kept in the database for every process. */
  readonly deviceCookieSecret: O.Option<string>;
  /** Multiplies every account request limit (REQUEST_LIMITS_SCALE, default 1; ADR 49). */
  readonly requestLimitsScale: number;
  /** The anti-forgery key (ADR 48); unset: one made once and kept in the database for every process. */
  readonly csrfSecret: O.Option<string>;
  /** The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY, ADR 51). */
  readonly trustProxy: TrustedProxies;
  /**
   * Our Google OAuth client ids (GOOGLE_CLIENT_IDS): Google sign-in through Google Identity
   * Services. None: the local stand-in identity provider, for local requests only (ADR 65).
   */
  readonly googleClientIds: ReadonlyArray<string>;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** An io-ts codec for one variable's text; `reason` completes "NAME ...". */
const textVariable = <A>(
  name: string,
  parse: (text: string) => A | undefined,
  reason: string,
): t.Type<A, string, unknown> =>
  new t.Type<A, string, unknown>(
    name,
    (_u): _u is A => false,
    (u, c) => {
      const parsed = typeof u === 'string' ? parse(u) : undefined;
      return parsed === undefined ? t.failure(u, c, reason) : t.success(parsed);
    },
    String,
  );

const urlWith =
  (protocols: readonly string[]) =>
  (text: string): string | undefined => {
    try {
      return protocols.includes(new URL(text).protocol) ? text : undefined;
    } catch {
      return undefined;
    }
  };

const Port = textVariable(
  'Port',
  (s) => (/^\d{1,5}$/.test(s) && +s >= 1 && +s <= 65535 ? +s : undefined),
  'is not a port number (1-65535)',
);
const PostgresUrl = textVariable('PostgresUrl', urlWith(['postgres:', 'postgresql:']), 'is not a postgres:// URL');
const SmtpUrl = textVariable('SmtpUrl', urlWith(['smtp:', 'smtps:']), 'is not an smtp:// or smtps:// URL');
const RedisUrl = textVariable('RedisUrl', urlWith(['redis:', 'rediss:']), 'is not a redis:// URL');
const Site = textVariable('Site', (s) => (isSiteKey(s) ? s : undefined), `is not one of ${SITE_KEYS.join(', ')}`);
const Level = textVariable(
  'LogLevel',
  (s) => LOG_LEVELS.find((l) => l === s),
  `is not one of ${LOG_LEVELS.join(', ')}`,
);
const Flag = textVariable(
  'Flag',
  (s) => ({ true: true, '1': true, false: false, '0': false })[s],
  'is not true or false',
);
/** CACHE: on (every cache), data (the deal and menu data caches only) or off (none). */
const CacheMode = textVariable(
  'CacheMode',
  (s) =>
    ({ on: { data: true, answers: true }, data: { data: true, answers: false }, off: { data: false, answers: false } })[
      s
    ],
  'is not on, data or off',
);
const Text = textVariable('Text', (s) => s, 'is not text');
const Secret = textVariable('Secret', (s) => (s.length >= 32 ? s : undefined), 'must have at least 32 characters');
/** REQUEST_LIMITS_SCALE: a whole number from 1 to 10000. */
const Scale = textVariable(
  'Scale',
  (s) => (/^\d{1,5}$/.test(s) && +s >= 1 && +s <= 10000 ? +s : undefined),
  'is not a whole number from 1 to 10000',
);
/** TRUST_PROXY: "1" (one load balancer), or "10.0.0.0/8,192.168.1.7". */
const TrustProxy = textVariable(
  'TrustProxy',
  parseTrustedProxies,
  'must be a number of proxies (0-10) or a list of proxy addresses and CIDR blocks, e.g. 10.0.0.0/8,192.168.1.7',
);
/** GOOGLE_CLIENT_IDS: "123-abc.apps.googleusercontent.com", several comma separated. */
const GoogleClientIds = textVariable<ReadonlyArray<string>>(
  'GoogleClientIds',
  (s) => {
    const ids = s.split(',').map((id) => id.trim());
    return ids.every((id) => /^[A-Za-z0-9-]+\.apps\.googleusercontent\.com$/.test(id)) ? ids : undefined;
  },
  'must be Google OAuth client ids (…apps.googleusercontent.com), comma separated',
);
/** "www.kerching.co.uk=kerching,www.kerching.ie=kerchingie" */
const Hosts = textVariable<HostMap>(
  'SiteHosts',
  (s) => {
    const pairs = s.split(',').map((pair) => pair.split('=').map((part) => part.trim()));
    const valid = pairs.every(
      ([host, site, ...rest]) =>
        host !== undefined && host !== '' && site !== undefined && isSiteKey(site) && rest.length === 0,
    );
    return valid
      ? Object.fromEntries(pairs.map(([host = '', site = '']) => [host.toLowerCase(), site as SiteKey]))
      : undefined;
  },
  `must look like host=site,host=site with sites ${SITE_KEYS.join(', ')}`,
);

/** At least 32 characters: an HMAC key guessed by nobody. */

export const DEFAULT_MAIL_FROM = 'Kerching <no-reply@kerching.localhost>';

export const EnvCodec = t.partial({
  PORT: Port,
  HOST: Text,
  DATABASE_URL: PostgresUrl,
  DATA_DIR: Text,
  SITE: Site,
  SITE_HOSTS: Hosts,
  REDIS_URL: RedisUrl,
  LOG_LEVEL: Level,
  SEED_DEMO: Flag,
  CACHE: CacheMode,
  SMTP_URL: SmtpUrl,
  MAIL_FROM: Text,
  DEVICE_COOKIE_SECRET: Secret,
  REQUEST_LIMITS_SCALE: Scale,
  CSRF_SECRET: Secret,
  TRUST_PROXY: TrustProxy,
  GOOGLE_CLIENT_IDS: GoogleClientIds,
});

const firstProblem = (errors: t.Errors): string => {
  const first = errors[0];
  const variable = first?.context.find((c) => c.key !== '')?.key ?? 'environment';
  return `${variable} ${first?.message ?? 'is not valid'}`;
};

export const loadConfig = (env: Readonly<Record<string, string | undefined>>): E.Either<string, Config> => {
  const known = Object.fromEntries(
    Object.keys(EnvCodec.props).flatMap((name) => {
      const value = env[name];
      return value === undefined || value === '' ? [] : [[name, value]];
    }),
  );
  return pipe(
    EnvCodec.decode(known),
    E.mapLeft(firstProblem),
    E.map((v) => ({
      port: v.PORT ?? 3000,
      host: v.HOST ?? '0.0.0.0',
      databaseUrl: O.fromNullable(v.DATABASE_URL),
      dataDir: v.DATA_DIR ?? '.data/pglite',
      site: O.fromNullable(v.SITE),
      hostMap: v.SITE_HOSTS ?? {},
      redisUrl: O.fromNullable(v.REDIS_URL),
      logLevel: v.LOG_LEVEL ?? 'info',
      seedDemo: v.SEED_DEMO ?? true,
      cache: v.CACHE?.data ?? true,
      answerCache: v.CACHE?.answers ?? true,
      smtpUrl: O.fromNullable(v.SMTP_URL),
      mailFrom: v.MAIL_FROM ?? DEFAULT_MAIL_FROM,
      deviceCookieSecret: O.fromNullable(v.DEVICE_COOKIE_SECRET),
      requestLimitsScale: v.REQUEST_LIMITS_SCALE ?? 1,
      csrfSecret: O.fromNullable(v.CSRF_SECRET),
      trustProxy: v.TRUST_PROXY ?? NO_TRUSTED_PROXIES,
      googleClientIds: v.GOOGLE_CLIENT_IDS ?? [],
    })),
  );
};

/**
 * Each site's public origin, for links in emails: its configured host (SITE_HOSTS) over https,
 * else this machine: http://localhost:{port} for a pinned site, http://{site}.localhost:{port}.
 */
export const siteOriginsFor =
  (config: Pick<Config, 'hostMap' | 'site' | 'port'>) =>
  (site: SiteKey): string => {
    const host = Object.entries(config.hostMap).find(([, mapped]) => mapped === site)?.[0];
    if (host !== undefined) return `https://${host}`;
    return O.isSome(config.site) && config.site.value === site
      ? `http://localhost:${config.port}`
      : `http://${site}.localhost:${config.port}`;
  };

/** "Good review display needs an average at or above a configured threshold" (spec 1 §5): ours is 4.5. */
export const GOOD_REVIEW_CONFIG = { threshold: 4.5, lightVariant: false } as const;
