/**
 * Google's ID-token signing keys (https://www.googleapis.com/oauth2/v3/certs), for the verifier in
 * production (ADR 65). Google rotates them and says how long an answer may be kept
 * (`Cache-Control: max-age`); the keys are fetched again once that has passed, and a failed fetch
 * keeps the keys already known (tokens signed with a new key are refused until a fetch succeeds).
 */
import type { Clock } from '@kerching/ports';

export const GOOGLE_CERTS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
/** When Google's answer names no max-age. */
const DEFAULT_KEEP_MS = 60 * 60 * 1000;

const maxAgeMs = (cacheControl: string | null): number => {
  const match = /max-age=(\d+)/.exec(cacheControl ?? '');
  return match?.[1] === undefined ? DEFAULT_KEEP_MS : Number(match[1]) * 1000;
};

/** An RSA public key as Google publishes it (a JWK). */
export type GoogleSigningKey = {
  readonly kty: string;
  readonly n: string;
  readonly e: string;
  readonly kid?: string;
  readonly alg?: string;
  readonly use?: string;
};

const text = (record: Readonly<Record<string, unknown>>, name: string): string | undefined => {
  const value = record[name];
  return typeof value === 'string' ? value : undefined;
};

/** The RSA keys of a JWK set; none when the answer is not one. */
const keysOf = (body: unknown): ReadonlyArray<GoogleSigningKey> | undefined => {
  const keys: unknown = typeof body === 'object' && body !== null ? (body as { keys?: unknown }).keys : undefined;
  if (!Array.isArray(keys)) return undefined;
  return keys.flatMap((key: unknown): GoogleSigningKey[] => {
    if (typeof key !== 'object' || key === null) return [];
    const record = key as Readonly<Record<string, unknown>>;
    const [kty, n, e] = [text(record, 'kty'), text(record, 'n'), text(record, 'e')];
    if (kty === undefined || n === undefined || e === undefined) return [];
    const optional = (['kid', 'alg', 'use'] as const).flatMap((name) => {
      const value = text(record, name);
      return value === undefined ? [] : [[name, value] as const];
    });
    return [{ kty, n, e, ...Object.fromEntries(optional) }];
  });
};

export const googleSigningKeys = (
  fetchImpl: typeof globalThis.fetch,
  clock: Clock,
  url: string = GOOGLE_CERTS_URL,
): (() => Promise<ReadonlyArray<GoogleSigningKey>>) => {
  let known: { keys: ReadonlyArray<GoogleSigningKey>; until: number } | undefined;
  return async () => {
    const now = clock.now().getTime();
    if (known !== undefined && now < known.until) return known.keys;
    try {
      const answer = await fetchImpl(url, { signal: AbortSignal.timeout(5000) });
      const keys = answer.ok ? keysOf(await answer.json()) : undefined;
      if (keys === undefined) throw new Error(`Google's keys: HTTP ${answer.status}`);
      known = { keys, until: now + maxAgeMs(answer.headers.get('cache-control')) };
      return known.keys;
    } catch (error: unknown) {
      if (known !== undefined) return known.keys;
      throw error;
    }
  };
};
