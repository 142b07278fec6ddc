/**
 * A browser-like client of the app for tests: it keeps cookies between requests (as a browser
 * would for one site), sends the anti-forgery token on state-changing calls (made, as the server
 * makes it, from its session or browser id), and names the site by its Host header.
 */
import { Writable } from 'node:stream';
import * as O from 'fp-ts/Option';
import { type Logger, pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../../composition/accounts';
import { createContainer, serverServices, systemClock } from '../../composition/container';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from '../app';
import { BackgroundWork } from '../../jobs/backgroundWork';
import { ACCOUNT_REQUEST_LIMITS, type AccountRequestLimits, scaledRequestLimits } from '@kerching/domain/account';
import { csrfTokenFor } from '../csrf';
import { isWellFormedToken } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';

/** The anti-forgery key of the test apps, so a test client can make its browser's token (csrf.ts). */
export const TEST_CSRF_SECRET = 'csrf-secret-for-tests-0123456789';
/** A test browser's anti-forgery id (the `kc_csrf` cookie). */
export const CSRF_BROWSER_ID = 'csrf-browser-id-for-tests-0123456789';

/** The token a browser with these cookies presents: bound to its session, else to its browser id. */
export const csrfTokenOf = (cookies: ReadonlyMap<string, string>): string => {
  const session = cookies.get('kc_session_id');
  return session !== undefined && isWellFormedToken(session)
    ? csrfTokenFor(TEST_CSRF_SECRET, { _tag: 'Session', sessionId: session })
    : csrfTokenFor(TEST_CSRF_SECRET, { _tag: 'Browser', browserId: cookies.get('kc_csrf') ?? '' });
};

/** The anti-forgery cookie and header of a test browser that has no other cookie. */
export const CSRF_HEADERS = {
  cookie: `kc_csrf=${CSRF_BROWSER_ID}`,
  'x-csrf-token': csrfTokenOf(new Map([['kc_csrf', CSRF_BROWSER_ID]])),
} as const;

/** Every line the server logged, for tests that check what logs hold. */
export const logCapture = (): { readonly log: Logger; readonly text: () => string } => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  return { log: pino({ level: 'trace' }, stream), text: () => lines.join('') };
};

/**
 * The account request limits of most tests: every test request comes from one address, so the
 * production numbers (kept by the tests of the limits themselves) are multiplied.
 */
export const RELAXED_REQUEST_LIMITS = scaledRequestLimits(ACCOUNT_REQUEST_LIMITS, 1000);

const backgroundWorkOf = new WeakMap<object, BackgroundWork>();

/**
 * The app over `db` with cheap password hashing, logging into `log`, on `clock`'s time, with
 * `requestLimits` (relaxed unless given).
 */
export const testApp = (
  db: SqlClient,
  log: Logger = pino({ level: 'silent' }),
  clock: Clock = systemClock,
  requestLimits: AccountRequestLimits = RELAXED_REQUEST_LIMITS,
) => {
  const afterAnswer = new BackgroundWork(log);
  const app = createApp({
    log,
    services: serverServices(
      createContainer(db, clock, {
        accounts: {
          ...DEFAULT_ACCOUNTS_OPTIONS,
          scrypt: { ...SCRYPT_DEFAULTS, logN: 10 },
          requestLimits,
          afterAnswer,
        },
      }),
    ),
    sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    csrfSecret: TEST_CSRF_SECRET,
  });
  backgroundWorkOf.set(app, afterAnswer);
  return app;
};

/** Waits for the work the app's answers left running (mail after a reset request or a registration). */
export const afterAnswerSettled = async (app: ReturnType<typeof testApp>): Promise<void> => {
  await backgroundWorkOf.get(app)?.settled();
};

export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Headers;
  /** The Set-Cookie values of the answer. */
  readonly setCookies: ReadonlyArray<string>;
}

export class ApiClient {
  readonly cookies = new Map<string, string>([['kc_csrf', CSRF_BROWSER_ID]]);

  constructor(
    private readonly app: ReturnType<typeof testApp>,
    private readonly host = 'kerching.localhost:3000',
  ) {}

  async call(
    method: string,
    path: string,
    body?: unknown,
    options: { readonly csrf?: boolean; readonly headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      host: this.host,
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...((options.csrf ?? true) ? { 'x-csrf-token': csrfTokenOf(this.cookies) } : {}),
      ...options.headers,
    };
    const response = await this.app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const setCookies = response.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((a) => a.trim().toLowerCase() === 'max-age=0');
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text.
    }
    return { status: response.status, body: parsed, headers: response.headers, setCookies };
  }

  post = (path: string, body?: unknown) => this.call('POST', path, body);
  put = (path: string, body?: unknown) => this.call('PUT', path, body);
  patch = (path: string, body?: unknown) => this.call('PATCH', path, body);
  get = (path: string) => this.call('GET', path);
  delete = (path: string) => this.call('DELETE', path);
}
