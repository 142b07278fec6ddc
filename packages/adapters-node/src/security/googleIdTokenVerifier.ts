/**
 * Verifies Google ID tokens locally (issue 5 "verify the ID token's signature, issuer, audience
 * and expiry against a configured key set"; Google's "Verify the Google ID token on your server
 * side"): an RS256 JWT checked with node:crypto, no network call.
 *
 * Checks, in order (any failure is ACCOUNT.GOOGLE_TOKEN_INVALID, 'Invalid google token id'):
 * 1. three base64url parts; the header's `alg` is RS256 (never `none` or HS256: the algorithm is
 *    ours, not the token's) and its `kid` names a key of the configured set (a set of one key may
 *    be used without `kid`);
 * 2. the RSA-SHA256 signature over `header.payload` with that key;
 * 3. `iss` is accounts.google.com or https://accounts.google.com;
 * 4. `aud` is one of our client ids;
 * 5. `exp` is in the future and `iat` not in the future, with LEEWAY_SECONDS of clock skew, by the
 *    Clock port;
 * 6. `sub` and `email` are present; `email_verified` (true or "true") is passed on for the domain.
 * Keys come from configuration (the JWK set Google publishes, refreshed by the caller); when they
 * cannot be had, the answer is ACCOUNT.LOGIN_FAILED ('An error occured').
 */
import { type JsonWebKey, type KeyObject, createPublicKey, verify } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AccountError, type GoogleIdentity, accountError, normaliseEmail } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { GoogleIdTokenVerifier } from '@kerching/ports/accounts';

export const GOOGLE_ISSUERS: ReadonlyArray<string> = ['accounts.google.com', 'https://accounts.google.com'];
export const LEEWAY_SECONDS = 60;

export interface GoogleVerifierOptions {
  /** The OAuth client ids of our sites: the token's audience must be one of them. */
  readonly clientIds: ReadonlyArray<string>;
  /** Google's public keys (JWK set `keys`), or a way to get them (e.g. a cached fetch). */
  readonly keys: ReadonlyArray<JsonWebKey> | (() => Promise<ReadonlyArray<JsonWebKey>>);
  readonly clock: Clock;
}

type Claims = Readonly<Record<string, unknown>>;

const invalid = (detail: string): AccountError => accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', detail);

const isRecord = (value: unknown): value is Claims =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeJson = (part: string): E.Either<AccountError, Claims> =>
  pipe(
    E.tryCatch(
      () => JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown,
      () => invalid('not JSON'),
    ),
    E.filterOrElse(isRecord, () => invalid('not a JSON object')),
  );

const stringClaim = (claims: Claims, name: string): string | undefined => {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

const numberClaim = (claims: Claims, name: string): number | undefined => {
  const value = claims[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const BASE64URL = /^[A-Za-z0-9_-]+$/;

interface Parsed {
  readonly header: Claims;
  readonly claims: Claims;
  readonly signingInput: string;
  readonly signature: Buffer;
}

const parse = (token: string): E.Either<AccountError, Parsed> => {
  const parts = token.split('.');
  const [header, payload, signature] = parts;
  if (parts.length !== 3 || header === undefined || payload === undefined || signature === undefined) {
    return E.left(invalid('not a JWT'));
  }
  if (![header, payload, signature].every((part) => BASE64URL.test(part))) return E.left(invalid('not base64url'));
  return pipe(
    E.Do,
    E.bind('header', () => decodeJson(header)),
    E.bind('claims', () => decodeJson(payload)),
    E.map(({ header: h, claims }) => ({
      header: h,
      claims,
      signingInput: `${header}.${payload}`,
      signature: Buffer.from(signature, 'base64url'),
    })),
  );
};

/** RSASSA-PKCS1-v1_5 with SHA-256; a malformed signature is simply not valid. */
const signatureHolds = (token: Parsed, key: KeyObject): boolean => {
  try {
    return verify('sha256', Buffer.from(token.signingInput), key, token.signature);
  } catch {
    return false;
  }
};

const signingKey = (header: Claims, keys: ReadonlyArray<JsonWebKey>): E.Either<AccountError, KeyObject> => {
  if (header['alg'] !== 'RS256') return E.left(invalid('algorithm is not RS256'));
  const kid = stringClaim(header, 'kid');
  const usable = keys.filter(
    (k) => k.kty === 'RSA' && (k.use === undefined || k.use === 'sig') && (k.alg === undefined || k.alg === 'RS256'),
  );
  const key = kid === undefined ? (usable.length === 1 ? usable[0] : undefined) : usable.find((k) => k.kid === kid);
  if (key === undefined) return E.left(invalid('no key for this token'));
  return E.tryCatch(
    () => createPublicKey({ key, format: 'jwk' }),
    () => invalid('unusable key'),
  );
};

const audienceMatches = (claims: Claims, clientIds: ReadonlyArray<string>): boolean => {
  const aud = claims['aud'];
  const audiences =
    typeof aud === 'string' ? [aud] : Array.isArray(aud) ? aud.filter((a): a is string => typeof a === 'string') : [];
  return audiences.length > 0 && audiences.every((a) => clientIds.includes(a));
};

const identityOf = (
  claims: Claims,
  clientIds: ReadonlyArray<string>,
  nowSeconds: number,
): E.Either<AccountError, GoogleIdentity> => {
  const iss = stringClaim(claims, 'iss');
  if (iss === undefined || !GOOGLE_ISSUERS.includes(iss)) return E.left(invalid('wrong issuer'));
  if (!audienceMatches(claims, clientIds)) return E.left(invalid('wrong audience'));
  const exp = numberClaim(claims, 'exp');
  if (exp === undefined || exp + LEEWAY_SECONDS <= nowSeconds) return E.left(invalid('expired'));
  const iat = numberClaim(claims, 'iat');
  if (iat !== undefined && iat - LEEWAY_SECONDS > nowSeconds) return E.left(invalid('issued in the future'));
  const subject = stringClaim(claims, 'sub');
  const email = stringClaim(claims, 'email');
  if (subject === undefined || email === undefined) return E.left(invalid('no subject or email'));
  const verified = claims['email_verified'];
  return E.right({
    subject,
    email: normaliseEmail(email),
    emailVerified: verified === true || verified === 'true',
    givenName: stringClaim(claims, 'given_name') ?? '',
    familyName: stringClaim(claims, 'family_name') ?? '',
  });
};

export class LocalGoogleIdTokenVerifier implements GoogleIdTokenVerifier {
  constructor(private readonly options: GoogleVerifierOptions) {}

  private keys(): TE.TaskEither<AccountError, ReadonlyArray<JsonWebKey>> {
    const { keys } = this.options;
    return typeof keys === 'function'
      ? TE.tryCatch(keys, (error) =>
          accountError('ACCOUNT.LOGIN_FAILED', error instanceof Error ? error.message : 'Google keys unavailable'),
        )
      : TE.right(keys);
  }

  verify(idToken: string): TE.TaskEither<AccountError, GoogleIdentity> {
    return pipe(
      TE.fromEither(parse(idToken)),
      TE.bindTo('token'),
      TE.bind('keys', () => this.keys()),
      TE.chainEitherK(({ token, keys }) =>
        pipe(
          signingKey(token.header, keys),
          E.filterOrElse(
            (key) => signatureHolds(token, key),
            () => invalid('bad signature'),
          ),
          E.chain(() =>
            identityOf(token.claims, this.options.clientIds, Math.floor(this.options.clock.now().getTime() / 1000)),
          ),
        ),
      ),
    );
  }
}
