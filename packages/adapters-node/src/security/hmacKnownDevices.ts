/**
 * Signed device cookies (issue 40, after OWASP's "device cookies" for brute-force protection):
 * `v1.{device id}.{HMAC-SHA256(secret, "v1.{device id}.{email}")}`, base64url. The email is signed
 * but not written, so the cookie vouches for one account and says nothing about which. Only the
 * server, which holds the secret, can make one; a forged or altered cookie, or one for another
 * email, is not recognised (compared in constant time).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as O from 'fp-ts/Option';
import type { NormalisedEmail } from '@kerching/domain/account';
import type { KnownDevices } from '@kerching/ports/accounts';

const VERSION = 'v1';
/** A device id as the token generator makes them (base64url), bounded. */
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;
/** At least 256 bits of secret, as text. */
export const MIN_DEVICE_SECRET_LENGTH = 32;

export class HmacKnownDevices implements KnownDevices {
  constructor(private readonly secret: string) {
    if (secret.length < MIN_DEVICE_SECRET_LENGTH) {
      throw new Error(`the device cookie secret must have at least ${MIN_DEVICE_SECRET_LENGTH} characters`);
    }
  }

  /** The signature as it is written (base64url text, compared as text: one spelling only). */
  private mac(device: string, email: NormalisedEmail): string {
    return createHmac('sha256', this.secret).update(`${VERSION}.${device}.${email}`, 'utf8').digest('base64url');
  }

  recognise(cookie: string, email: NormalisedEmail): O.Option<string> {
    const [version, device, signature, ...rest] = cookie.split('.');
    if (version !== VERSION || device === undefined || signature === undefined || rest.length > 0) return O.none;
    if (!DEVICE_ID.test(device)) return O.none;
    const expected = Buffer.from(this.mac(device, email), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected) ? O.some(device) : O.none;
  }

  vouch(device: string, email: NormalisedEmail): string {
    return `${VERSION}.${device}.${this.mac(device, email)}`;
  }
}
