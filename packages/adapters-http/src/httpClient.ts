/**
 * The one place the browser talks to the API (spec 2 §7.1): credentials on every call, JSON
 * headers plus the site's brand and country, a default timeout of 2500 ms answered with
 * 'Connection timeout: {limit}', and io-ts decoding of every answer.
 */
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { type DomainError, domainError } from '@kerching/domain/shared';
import { type Site, editionRequestValues } from '@kerching/domain/site';
import { ApiErrorCodec, describeErrors } from '@kerching/contract';

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

export class HttpClient {
  constructor(private readonly config: HttpClientConfig) {}

  getJson<A>(
    path: string,
    codec: t.Decoder<unknown, A>,
    /** A record, or `[key, value]` pairs when a key repeats (`id=1&id=2`). */
    query: QueryInput = {},
  ): TE.TaskEither<HttpError, A> {
    return async () => {
      const limit = this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
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
