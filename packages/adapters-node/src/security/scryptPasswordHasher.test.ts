import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SCRYPT_DEFAULTS, ScryptPasswordHasher, parseScryptHash } from './scryptPasswordHasher';

/** The tests use N = 2^10 except where the defaults themselves are checked. */
const fast = new ScryptPasswordHasher({ ...SCRYPT_DEFAULTS, logN: 10 });
const value = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error('expected a value');
  return result.right;
};

describe('ScryptPasswordHasher', () => {
  it('hashes with the default parameters (N=2^15, r=8, p=1), salted, in PHC form', async () => {
    const hasher = new ScryptPasswordHasher();
    const hash = value(await hasher.hash('correct horse battery staple')());
    expect(hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(value(await hasher.verify('correct horse battery staple', hash)())).toBe(true);
    expect(value(await hasher.hash('correct horse battery staple')())).not.toBe(hash);
    expect(hasher.needsRehash(hash)).toBe(false);
  });

  it('refuses a wrong password, and verifies long and Unicode passwords (normalised)', async () => {
    const hash = value(await fast.hash('p'.repeat(1024))());
    expect(value(await fast.verify('p'.repeat(1024), hash)())).toBe(true);
    expect(value(await fast.verify('p'.repeat(1023), hash)())).toBe(false);
    const cafe = value(await fast.hash('caf\u00e9 au lait')());
    expect(value(await fast.verify('cafe\u0301 au lait', cafe)())).toBe(true);
  });

  it('a malformed or absurd stored hash verifies as false and asks for a rehash', async () => {
    for (const bad of [
      '',
      'plain',
      '$scrypt$ln=15,r=8,p=1$c2FsdA$',
      '$scrypt$ln=40,r=8,p=1$c2FsdHNhbHQ$a2V5a2V5a2V5a2V5a2V5a2V5',
    ]) {
      expect(value(await fast.verify('x', bad)())).toBe(false);
      expect(fast.needsRehash(bad)).toBe(true);
    }
    expect(parseScryptHash('$scrypt$ln=15,r=8,p=1$c2FsdA$a2V5')).toBeUndefined();
  });

  it('asks for a rehash when the parameters were weaker', async () => {
    const old = value(await fast.hash('secret1')());
    expect(new ScryptPasswordHasher().needsRehash(old)).toBe(true);
    expect(fast.needsRehash(old)).toBe(false);
  });
});
