/**
 * The one place the browser talks to the API (spec 2 §7.1): credentials on every call, JSON
 * headers plus the site's brand and country, a default timeout of 2500 ms answered with
 * 'Connection timeout: {limit}' (a call may set its own), and io-ts decoding of every answer.
 * A GET is safe to repeat: one that fails for the network, a timeout or the server (5xx) is tried
 * again after the spec's retry delays (spec 2 §9: 150, 250, 250 ms, ...), up to `retries` times
 * (issue 42). An answer below 500 is the server's answer and is never retried.
 */
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { type DomainError, domainError } from '@kerching/domain/shared';
import { type Site, editionRequestValues } from '@kerching/domain/site';
import { ApiErrorCodec, describeErrors } from '@kerching/contract';
import { MAX_RETRIES, retryDelay } from '@kerching/domain/marketing';
import * as O from 'fp-ts/Option';

export const DEFAULT_TIMEOUT_MS = 2500;
export const connectionTimeoutMessage = (limitMs: number): string => `Connection timeout: ${limitMs}`;

export type HttpError = DomainError<'HTTP.TIMEOUT' | 'HTTP.NETWORK' | 'HTTP.STATUS' | 'HTTP.DECODE'> & {
  readonly status?: number;
  readonly apiCode?: string;
};

export type Platform = 'WEBAPP-MOBILE' | 'WEBAPP-TABLET' | 'WEBAPP-DESKTOP';

export interface HttpClientConfig {
  readonly baseUrl: string;
  readonly site: Site;
  readonly platform: Platform;
  readonly fetch: typeof globalThis.fetch;
  readonly timeoutMs?: number;
  readonly version?: string;
}

export const commonHeaders = (config: HttpClientConfig): Record<string, string> => {
  const edition = editionRequestValues(config.site);
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'app-platform': config.platform,
    brand: edition.brand,
    'country-code': edition.countryCode,
    webapp: 'true',
    version: config.version ?? 'v1.1',
  };
};

type QueryInput = Readonly<Record<string, string>> | ReadonlyArray<readonly [string, string]>;

const isPairs = (query: QueryInput): query is ReadonlyArray<readonly [string, string]> => Array.isArray(query);

const queryPairsOf = (query: QueryInput): ReadonlyArray<readonly [string, string]> =>
  isPairs(query) ? query : Object.entries(query);

/** A call's own settings. */
export interface CallOptions {
  /** Its timeout (else the client's, else 2500 ms). */
  readonly timeoutMs?: number;
  /** How many times a failed GET is tried again (default 2). */
  readonly retries?: number;
}

/** Retries for a GET: a few, so a list the shopper waits on is not held for long. */
export const DEFAULT_GET_RETRIES = 2;

const isRetryable = (error: HttpError): boolean =>
  error.code === 'HTTP.NETWORK' || error.code === 'HTTP.TIMEOUT' || (error.status ?? 0) >= 500;

const wait = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export class HttpClient {
  constructor(private readonly config: HttpClientConfig) {}

  getJson<A>(
    path: string,
    codec: t.Decoder<unknown, A>,
    /** A record, or `[key, value]` pairs when a key repeats (`id=1&id=2`). */
    query: QueryInput = {},
    options: CallOptions = {},
  ): TE.TaskEither<HttpError, A> {
    return async () => {
      const retries = Math.min(options.retries ?? DEFAULT_GET_RETRIES, MAX_RETRIES);
      let result = await this.getOnce(path, codec, query, options)();
      for (let attempt = 1; attempt <= retries && E.isLeft(result) && isRetryable(result.left); attempt += 1) {
        await wait(O.getOrElse(() => 0)(retryDelay(attempt)));
        result = await this.getOnce(path, codec, query, options)();
      }
      return result;
    };
  }

  private getOnce<A>(
    path: string,
    codec: t.Decoder<unknown, A>,
    query: QueryInput,
    options: CallOptions,
  ): TE.TaskEither<HttpError, A> {
    return async () => {
      const limit = options.timeoutMs ?? this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), limit);
      const search = new URLSearchParams(queryPairsOf(query).map(([k, v]) => [k, v])).toString();
      const url = `${this.config.baseUrl}${path}${search === '' ? '' : `?${search}`}`;
      try {
        const response = await this.config.fetch(url, {
          method: 'GET',
          credentials: 'include',
          headers: commonHeaders(this.config),
          signal: controller.signal,
        });
        const body: unknown = await response.json().catch(() => null);
        if (!response.ok) {
          const apiError = ApiErrorCodec.decode(body);
          return E.left({
            ...domainError(
              'HTTP.STATUS',
              E.isRight(apiError) ? apiError.right.error.message : `HTTP ${response.status}`,
            ),
            status: response.status,
            ...(E.isRight(apiError) ? { apiCode: apiError.right.error.code } : {}),
          });
        }
        const decoded = codec.decode(body);
        return E.isRight(decoded)
          ? E.right(decoded.right)
          : E.left(domainError('HTTP.DECODE', `unexpected answer from ${path}: ${describeErrors(decoded.left)}`));
      } catch (error: unknown) {
        if (controller.signal.aborted) return E.left(domainError('HTTP.TIMEOUT', connectionTimeoutMessage(limit)));
        return E.left(domainError('HTTP.NETWORK', error instanceof Error ? error.message : 'network error'));
      } finally {
        clearTimeout(timer);
      }
    };
  }
}
