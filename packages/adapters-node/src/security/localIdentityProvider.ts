/**
 * A local stand-in for Google's identity service (issue 42: "a local stand-in identity provider for
 * development and tests, so the flow is tested end to end"; ADR 65). It signs ID tokens as Google
 * does (RS256, issuer accounts.google.com, our client id as audience, an hour's life) with a key
 * pair made when the process starts, and publishes the public key for the verifier. It is used only
 * when no Google client id is configured, so it can never vouch for anyone in production.
 */
import { type JsonWebKey, type KeyObject, createHash, generateKeyPairSync, sign } from 'node:crypto';
import type { Clock } from '@kerching/ports';

/** The audience of the stand-in's tokens (a real Google client id ends in .apps.googleusercontent.com). */
export const LOCAL_GOOGLE_CLIENT_ID = 'kerching-local-sign-in';
const KEY_ID = 'local-stand-in';
const TOKEN_LIFE_SECONDS = 3600;

export interface LocalIdentity {
  readonly email: string;
  readonly givenName: string;
  readonly familyName: string;
}

const part = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

export class LocalIdentityProvider {
  private readonly privateKey: KeyObject;
  /** The public key, as Google publishes its keys (a JWK with `kid`). */
  readonly publicJwk: JsonWebKey;

  constructor(private readonly clock: Clock) {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    this.privateKey = privateKey;
    this.publicJwk = { ...publicKey.export({ format: 'jwk' }), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  }

  /** An ID token for `identity`, as Google's would be after the person chose that account. */
  idToken(identity: LocalIdentity): string {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    const email = identity.email.trim().toLowerCase();
    const claims = {
      iss: 'https://accounts.google.com',
      aud: LOCAL_GOOGLE_CLIENT_ID,
      // Google's subject is a stable number per account; the stand-in's is stable per email.
      sub: BigInt(`0x${createHash('sha256').update(email).digest('hex').slice(0, 15)}`).toString(),
      email,
      email_verified: true,
      given_name: identity.givenName,
      family_name: identity.familyName,
      name: `${identity.givenName} ${identity.familyName}`.trim(),
      iat: now,
      exp: now + TOKEN_LIFE_SECONDS,
    };
    const input = `${part({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })}.${part(claims)}`;
    return `${input}.${sign('sha256', Buffer.from(input), this.privateKey).toString('base64url')}`;
  }
}
