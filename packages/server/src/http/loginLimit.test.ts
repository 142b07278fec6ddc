/**
 * The sign-in limit under a race, and the owner's known device (issue 40 item 4), over HTTP on
 * PGlite and PostgreSQL, with the real scrypt hasher wrapped to count its password checks.
 *
 * - 50 wrong passwords fired at once at one account: at most 5 are checked (5 answers 401, the
 *   rest 429 without a check), because each attempt is counted before its password is.
 * - An attacker's failures lock the attacker's address and the account's unknown devices, not the
 *   owner: a browser that signed in before (its signed device cookie) still signs in with the right
 *   password, both while the attacker is rate limited and after the attacker's run locked the
 *   account; a forged or borrowed device cookie is no better than none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { ACCOUNT_LOCKED, LOGIN_ATTEMPT_WINDOW_MS, MAX_FAILURES_PER_ACCOUNT } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { PasswordHasher } from '@kerching/ports/accounts';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices } from '../composition/container';
import { SCRYPT_DEFAULTS, ScryptPasswordHasher } from '@kerching/adapters-node';
import { createApp } from './app';
import { ApiClient, RELAXED_REQUEST_LIMITS, TEST_CSRF_SECRET } from './testing/apiClient';

/** The real hasher, counting how many passwords it checked. */
class CountingHasher implements PasswordHasher {
  verifications = 0;
  constructor(private readonly real: PasswordHasher) {}
  hash(password: string) {
    return this.real.hash(password);
  }
  verify(password: string, passwordHash: string) {
    this.verifications += 1;
    return this.real.verify(password, passwordHash);
  }
  needsRehash(passwordHash: string) {
    return this.real.needsRehash(passwordHash);
  }
}

/** A clock the tests move forward. */
class TestClock implements Clock {
  private at = Date.now();
  now() {
    return new Date(this.at);
  }
  advance(ms: number) {
    this.at += ms;
  }
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.co.uk`;
const login = (email: string, password: string) => ({ loginRequest: { j_username: email, j_password: password } });
const registration = (email: string, password: string) => ({
  requestRegistration: { email, password, confirmPassword: password, firstName: 'Jane', lastName: 'Doe' },
});

describe.each(testDatabases())('the sign-in limit on $name (issue 40)', ({ open }) => {
  let db: SqlClient;
  let hasher: CountingHasher;
  let clock: TestClock;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    db = await open();
    hasher = new CountingHasher(new ScryptPasswordHasher({ ...SCRYPT_DEFAULTS, logN: 10 }));
    clock = new TestClock();
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(db, clock, {
          accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, hasher, requestLimits: RELAXED_REQUEST_LIMITS },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
    });
  }, 120_000);
  afterAll(async () => db.close());

  const registered = async (label: string) => {
    const email = uniqueEmail(label);
    const password = 'the-owners-secret';
    expect((await new ApiClient(app).post('/v1/register', registration(email, password))).status).toBe(200);
    return { email, password };
  };

  it('50 concurrent wrong passwords: at most 5 are checked, the rest answer 429 unchecked', async () => {
    const { email } = await registered('race');
    const before = hasher.verifications;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => new ApiClient(app).post('/v1/login', login(email, `wrong-${i}-secret`))),
    );
    const checked = hasher.verifications - before;
    const statuses = answers.map((a) => a.status);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
    expect(statuses.filter((s) => s === 401)).toHaveLength(checked);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - checked);
    const limited = answers.find((a) => a.status === 429);
    expect(Number(limited?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("an attacker's failures do not lock out the owner's known device; the attacker stays locked", async () => {
    const { email, password } = await registered('owner');
    const owner = new ApiClient(app);
    expect((await owner.post('/v1/login', login(email, password))).status).toBe(200);
    const deviceCookie = owner.cookies.get('kc_device');
    expect(deviceCookie).toMatch(/^v1\./);
    await owner.put('/v1/logout');

    // The attacker, another browser: 5 wrong passwords, then 429 even with the right one.
    const attacker = new ApiClient(app);
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await attacker.post('/v1/login', login(email, `guess-${i}-secret`))).status).toBe(401);
    }
    expect((await attacker.post('/v1/login', login(email, 'guess-x-secret'))).status).toBe(429);
    expect((await attacker.post('/v1/login', login(email, password))).status).toBe(429);

    // A device cookie the server did not sign, or one signed for another account, is no device.
    const forger = new ApiClient(app);
    forger.cookies.set('kc_device', `${deviceCookie?.slice(0, -4) ?? ''}AAAA`);
    expect((await forger.post('/v1/login', login(email, password))).status).toBe(429);
    const other = await registered('other');
    const borrower = new ApiClient(app);
    expect((await borrower.post('/v1/login', login(other.email, other.password))).status).toBe(200);
    expect((await borrower.post('/v1/login', login(email, password))).status).toBe(429);

    // The owner's browser, which signed in before, still signs in with the right password.
    const signedIn = await owner.post('/v1/login', login(email, password));
    expect(signedIn.status).toBe(200);
    expect((await owner.get('/v1/user')).status).toBe(200);
    // A wrong password there counts against that device alone.
    expect((await owner.post('/v1/login', login(email, 'owner-typo-secret'))).status).toBe(401);
    expect((await attacker.post('/v1/login', login(email, password))).status).toBe(429);
  });

  it("the attacker's run locks the account (the locked message) for unknown devices, not the owner's", async () => {
    const { email, password } = await registered('lockout');
    const owner = new ApiClient(app);
    expect((await owner.post('/v1/login', login(email, password))).status).toBe(200);

    const attacker = new ApiClient(app);
    const answers = [];
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
        answers.push(await attacker.post('/v1/login', login(email, `guess-${round}-${i}-secret`)));
      }
      clock.advance(LOGIN_ATTEMPT_WINDOW_MS);
    }
    expect(answers.slice(0, -1).map((a) => a.status)).toEqual(Array.from({ length: 9 }, () => 401));
    expect(answers.at(-1)).toMatchObject({
      status: 423,
      body: { error: { code: 'ACCOUNT.LOCKED', message: ACCOUNT_LOCKED } },
    });
    expect((await attacker.post('/v1/login', login(email, password))).status).toBe(423);
    expect((await new ApiClient(app).post('/v1/login', login(email, password))).status).toBe(423);

    expect((await owner.post('/v1/login', login(email, password))).status).toBe(200);
    expect((await owner.get('/v1/user')).status).toBe(200);
  });
});
