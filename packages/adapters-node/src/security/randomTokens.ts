/**
 * Randomness for accounts, from the operating system's CSPRNG (node:crypto):
 * - tokens (session ids, one-time tokens, customer tokens, unsubscribe tokens): 32 random bytes,
 *   base64url, 43 characters, 256 bits (the domain asks for at least 128);
 * - ids (user ids): random UUIDs (v4).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { IdGenerator, TokenGenerator } from '@kerching/ports/accounts';

export const TOKEN_BYTES = 32;

export class CryptoTokenGenerator implements TokenGenerator {
  newToken(): string {
    return randomBytes(TOKEN_BYTES).toString('base64url');
  }
}

export class CryptoIdGenerator implements IdGenerator {
  newId(): string {
    return randomUUID();
  }
}

/** A new server key (the anti-forgery key, the known-device key): 32 random bytes, base64url. */
export const newServerSecret = (): string => randomBytes(TOKEN_BYTES).toString('base64url');
