/**
 * Password hashing with scrypt from node:crypto (issue 5 "a memory-hard password hash"; OWASP
 * Password Storage Cheat Sheet).
 *
 * - Parameters: N = 2^15 (cost), r = 8 (block size), p = 1, a 16-byte random salt and a 32-byte
 *   key: 32 MiB of memory and roughly 50-100 ms per hash on one core. OWASP's stronger setting is
 *   N = 2^17 (128 MiB); we start at 2^15 because several processes share small machines, and the
 *   parameters can be raised at any time (see below). Hashing runs on libuv's thread pool, so at
 *   most 4 hashes (128 MiB) run at once by default.
 * - The stored text carries its parameters, PHC style: `$scrypt$ln=15,r=8,p=1$<salt>$<hash>`
 *   (base64 without padding). `needsRehash` is true for a hash made with other parameters, and a
 *   successful sign-in then stores a new hash: parameters upgrade themselves as shoppers sign in.
 * - Comparison is constant-time (timingSafeEqual); a malformed stored hash verifies as false.
 * - The password is Unicode-normalised (NFKC, as NIST SP 800-63B §5.1.1.2 advises) before hashing,
 *   so the same password typed on two keyboards gives the same hash.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import * as TE from 'fp-ts/TaskEither';
import { type AccountError, unavailable } from '@kerching/domain/account';
import type { PasswordHasher } from '@kerching/ports/accounts';

export interface ScryptParameters {
  /** log2 of N, the CPU/memory cost. */
  readonly logN: number;
  readonly r: number;
  readonly p: number;
  readonly saltBytes: number;
  readonly keyBytes: number;
}

export const SCRYPT_DEFAULTS: ScryptParameters = { logN: 15, r: 8, p: 1, saltBytes: 16, keyBytes: 32 };

/** Bounds accepted when reading a stored hash, so a tampered row cannot ask for 1 TB of memory. */
const MAX_LOG_N = 20;
const MAX_R = 32;
const MAX_P = 16;

const PHC = /^\$scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

interface ParsedHash {
  readonly logN: number;
  readonly r: number;
  readonly p: number;
  readonly salt: Buffer;
  readonly key: Buffer;
}

export const parseScryptHash = (text: string): ParsedHash | undefined => {
  const match = PHC.exec(text);
  if (match === null) return undefined;
  const [, logN = '', r = '', p = '', salt = '', key = ''] = match;
  const parsed = {
    logN: Number(logN),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt, 'base64'),
    key: Buffer.from(key, 'base64'),
  };
  const sane =
    parsed.logN >= 1 &&
    parsed.logN <= MAX_LOG_N &&
    parsed.r >= 1 &&
    parsed.r <= MAX_R &&
    parsed.p >= 1 &&
    parsed.p <= MAX_P &&
    parsed.key.length >= 16;
  return sane ? parsed : undefined;
};

const encode = (buffer: Buffer): string => buffer.toString('base64').replace(/=+$/, '');

const derive = (password: string, salt: Buffer, logN: number, r: number, p: number, keyBytes: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** logN;
    scrypt(password.normalize('NFKC'), salt, keyBytes, { N, r, p, maxmem: 256 * N * r * p }, (error, key) =>
      error === null ? resolve(key) : reject(error),
    );
  });

export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly parameters: ScryptParameters = SCRYPT_DEFAULTS) {}

  hash(password: string): TE.TaskEither<AccountError, string> {
    const { logN, r, p, saltBytes, keyBytes } = this.parameters;
    return TE.tryCatch(async () => {
      const salt = randomBytes(saltBytes);
      const key = await derive(password, salt, logN, r, p, keyBytes);
      return `$scrypt$ln=${logN},r=${r},p=${p}$${encode(salt)}$${encode(key)}`;
    }, unavailable);
  }

  verify(password: string, passwordHash: string): TE.TaskEither<AccountError, boolean> {
    const parsed = parseScryptHash(passwordHash);
    if (parsed === undefined) return TE.right(false);
    return TE.tryCatch(async () => {
      const key = await derive(password, parsed.salt, parsed.logN, parsed.r, parsed.p, parsed.key.length);
      return timingSafeEqual(key, parsed.key);
    }, unavailable);
  }

  needsRehash(passwordHash: string): boolean {
    const parsed = parseScryptHash(passwordHash);
    const { logN, r, p, saltBytes, keyBytes } = this.parameters;
    return (
      parsed === undefined ||
      parsed.logN !== logN ||
      parsed.r !== r ||
      parsed.p !== p ||
      parsed.salt.length !== saltBytes ||
      parsed.key.length !== keyBytes
    );
  }
}
