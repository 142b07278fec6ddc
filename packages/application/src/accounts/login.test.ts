import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { normaliseEmail } from '@kerching/domain/account';
import { ADDRESS, accountsTestBed } from './testing/accountsTestBed';

const minute = 60_000;

describe('Login (spec 2 §7.8 loginRequest with j_username and j_password, plus remember-me)', () => {
  it('signs in with a new session id and ends the one presented before', async () => {
    const bed = accountsTestBed();
    const registered = await bed.registered();
    const result = await bed.login.execute({
      email: ' JANE@example.co.uk ',
      password: 'secret1',
      rememberMe: true,
      address: ADDRESS,
      previousSessionId: O.some(registered.session.id),
      deviceCookie: O.none,
    })();
    expect(E.isRight(result)).toBe(true);
    if (E.isLeft(result)) return;
    expect(result.right.session.id).not.toBe(registered.session.id);
    expect(result.right.session.rememberMe).toBe(true);
    expect(result.right.cookieMaxAgeSeconds).toEqual(O.some(365 * 24 * 3600));
    expect(O.isSome(bed.store.sessions.get(registered.session.id)?.revokedAt ?? O.none)).toBe(true);
    expect(result.right.account.customerToken.length).toBeGreaterThanOrEqual(10);
  });

  it('answers an unknown email and a wrong password the same: "Invalid email/password. Please try again."', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const attempt = (email: string, password: string) =>
      bed.login.execute({
        email,
        password,
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })();
    const wrongPassword = await attempt('jane@example.co.uk', 'wrong-one');
    const unknownEmail = await attempt('nobody@example.co.uk', 'wrong-one');
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword).toEqual(
      E.left(
        expect.objectContaining({
          code: 'ACCOUNT.INVALID_CREDENTIALS',
          message: 'Invalid email/password. Please try again.',
        }),
      ),
    );
    expect(bed.hasher.verified).toEqual(['fake:secret1', 'fake:kerching-timing-equaliser']);
  });

  it('refuses an account without a password like a wrong password', async () => {
    const bed = accountsTestBed();
    await bed.register.execute({
      site: 'kerching',
      variant: 'express',
      address: '203.0.113.7',
      email: 'express@example.co.uk',
      password: '',
      confirmation: '',
      rememberMe: false,
      previousSessionId: O.none,
    })();
    await bed.afterAnswer.settled();
    const result = await bed.login.execute({
      email: 'express@example.co.uk',
      password: 'anything',
      rememberMe: false,
      address: ADDRESS,
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(result).toMatchObject({ left: { code: 'ACCOUNT.INVALID_CREDENTIALS' } });
  });

  it('checks the form first: "Please enter a valid email", "Required field"', async () => {
    const bed = accountsTestBed();
    const result = await bed.login.execute({
      email: 'jane',
      password: '',
      rememberMe: false,
      address: ADDRESS,
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(result).toMatchObject({
      left: {
        code: 'ACCOUNT.FORM_INVALID',
        fields: { email: 'Please enter a valid email', password: 'Required field' },
      },
    });
  });

  it('rate limits an account after 5 failures in 15 minutes (429), for known and unknown emails alike', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    for (const email of ['jane@example.co.uk', 'nobody@example.co.uk']) {
      const attempt = () =>
        bed.login.execute({
          email,
          password: 'wrong',
          rememberMe: false,
          address: `${email}-ip`,
          previousSessionId: O.none,
          deviceCookie: O.none,
        })();
      for (let i = 0; i < 5; i += 1)
        expect(await attempt()).toMatchObject({ left: { code: 'ACCOUNT.INVALID_CREDENTIALS' } });
      expect(await attempt()).toMatchObject({
        left: { code: 'ACCOUNT.RATE_LIMITED', retryAfterSeconds: 900, message: expect.stringContaining('15 minutes') },
      });
    }
    const correct = await bed.login.execute({
      email: 'jane@example.co.uk',
      password: 'secret1',
      rememberMe: false,
      address: 'elsewhere',
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(correct).toMatchObject({ left: { code: 'ACCOUNT.RATE_LIMITED' } });
    bed.clock.advance(15 * minute);
    expect(
      E.isRight(
        await bed.login.execute({
          email: 'jane@example.co.uk',
          password: 'secret1',
          rememberMe: false,
          address: 'elsewhere',
          previousSessionId: O.none,
          deviceCookie: O.none,
        })(),
      ),
    ).toBe(true);
  });

  it('rate limits an address after 20 failures across accounts', async () => {
    const bed = accountsTestBed();
    for (let i = 0; i < 20; i += 1) {
      await bed.login.execute({
        email: `u${i}@example.co.uk`,
        password: 'x',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })();
    }
    const next = await bed.login.execute({
      email: 'new@example.co.uk',
      password: 'x',
      rememberMe: false,
      address: ADDRESS,
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(next).toMatchObject({ left: { code: 'ACCOUNT.RATE_LIMITED' } });
  });

  it('locks an account after 10 failures in a row, even against the right password, until a reset', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const attempt = (password: string) =>
      bed.login.execute({
        email: 'jane@example.co.uk',
        password,
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })();
    const results = [];
    for (let i = 0; i < 10; i += 1) {
      results.push(await attempt('wrong'));
      bed.clock.advance(4 * minute);
    }
    expect(results.slice(0, 9).every((r) => E.isLeft(r) && r.left.code === 'ACCOUNT.INVALID_CREDENTIALS')).toBe(true);
    expect(results[9]).toMatchObject({ left: { code: 'ACCOUNT.LOCKED', message: expect.stringContaining('locked') } });
    bed.clock.advance(60 * minute);
    expect(await attempt('secret1')).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });

    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const reset = await bed.resetPassword.execute({
      token: bed.lastMailedToken(),
      password: 'secret2',
      confirmation: 'secret2',
    })();
    expect(E.isRight(reset)).toBe(true);
    expect(E.isRight(await attempt('secret2'))).toBe(true);
  });

  it('gives an email without an account the same locked answer after 10 failures', async () => {
    const bed = accountsTestBed();
    let last: unknown;
    for (let i = 0; i < 10; i += 1) {
      last = await bed.login.execute({
        email: 'ghost@example.co.uk',
        password: 'x',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })();
      bed.clock.advance(4 * minute);
    }
    expect(last).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    bed.clock.advance(60 * minute);
    expect(
      await bed.login.execute({
        email: 'ghost@example.co.uk',
        password: 'x',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })(),
    ).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
  });

  it('upgrades a hash made with older parameters at sign-in', async () => {
    const bed = accountsTestBed();
    const { account } = await bed.registered();
    const stored = bed.store.users.get(account.id);
    if (stored === undefined) throw new Error('no user');
    bed.store.users.set(account.id, { ...stored, passwordHash: O.some('old:secret1') });
    await bed.signedIn();
    expect(bed.store.users.get(account.id)?.passwordHash).toEqual(O.some('fake:secret1'));
  });

  it('refuses an account being deleted like an unknown one, and passes store failures on', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    await bed.deleteAccount.execute({ site: 'kerching', sessionId: session.id, confirm: true, password: 'secret1' })();
    expect(
      await bed.login.execute({
        email: 'jane@example.co.uk',
        password: 'secret1',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })(),
    ).toMatchObject({
      left: { code: 'ACCOUNT.INVALID_CREDENTIALS' },
    });
    bed.store.failing.add('attempts');
    expect(
      await bed.login.execute({
        email: 'jane@example.co.uk',
        password: 'secret1',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })(),
    ).toMatchObject({
      left: { code: 'ACCOUNT.UNAVAILABLE', message: 'An unexpected error occurred' },
    });
  });
});

describe('Login from a known device (issue 40: lock the attacker, not the owner)', () => {
  const input = (password: string, deviceCookie: O.Option<string>, address = ADDRESS) => ({
    email: 'jane@example.co.uk',
    password,
    rememberMe: false,
    address,
    previousSessionId: O.none,
    deviceCookie,
  });

  it('vouches for the device at sign-in and keeps its id at the next one', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const first = await bed.login.execute(input('secret1', O.none))();
    if (E.isLeft(first)) throw new Error(first.left.code);
    const again = await bed.login.execute(input('secret1', O.some(first.right.deviceCookie)))();
    expect(again).toMatchObject({ right: { deviceCookie: first.right.deviceCookie } });
    expect(bed.devices.recognise(first.right.deviceCookie, normaliseEmail('jane@example.co.uk'))).toMatchObject({
      _tag: 'Some',
    });
  });

  it("the attacker's failures rate limit unknown devices; the known device signs in", async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const first = await bed.login.execute(input('secret1', O.none))();
    if (E.isLeft(first)) throw new Error(first.left.code);
    const known = O.some(first.right.deviceCookie);
    for (let i = 0; i < 5; i += 1) await bed.login.execute(input('wrong', O.none, 'attacker'))();
    expect(await bed.login.execute(input('secret1', O.none, 'attacker'))()).toMatchObject({
      left: { code: 'ACCOUNT.RATE_LIMITED' },
    });
    expect(await bed.login.execute(input('secret1', O.some('forged|jane@example.co.uk|nope')))()).toMatchObject({
      left: { code: 'ACCOUNT.RATE_LIMITED' },
    });
    expect(E.isRight(await bed.login.execute(input('secret1', known, 'attacker'))())).toBe(true);
  });

  it("the attacker's run locks the account for unknown devices; the known device still signs in", async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const first = await bed.login.execute(input('secret1', O.none))();
    if (E.isLeft(first)) throw new Error(first.left.code);
    const known = O.some(first.right.deviceCookie);
    for (let i = 0; i < 10; i += 1) {
      await bed.login.execute(input('wrong', O.none, `attacker-${i}`))();
      bed.clock.advance(4 * minute);
    }
    expect(await bed.login.execute(input('secret1', O.none))()).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    expect(E.isRight(await bed.login.execute(input('secret1', known))())).toBe(true);
  });

  it("a known device's own failures have their own budget and their own lockout run", async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const first = await bed.login.execute(input('secret1', O.none))();
    if (E.isLeft(first)) throw new Error(first.left.code);
    const known = O.some(first.right.deviceCookie);
    const answers = [];
    for (let i = 0; i < 10; i += 1) {
      answers.push(await bed.login.execute(input('wrong', known))());
      bed.clock.advance(4 * minute);
    }
    expect(answers.at(-1)).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    expect(await bed.login.execute(input('secret1', known))()).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    expect(await bed.login.execute(input('secret1', O.none))()).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
  });

  it('a locked refusal is not counted, and checks no password', async () => {
    const bed = accountsTestBed();
    const { account } = await bed.registered();
    await bed.ports.users.markLocked(account.id, bed.clock.now().getTime())();
    const checks = bed.hasher.verified.length;
    for (let i = 0; i < 8; i += 1) {
      expect(await bed.login.execute(input('secret1', O.none))()).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    }
    expect(bed.hasher.verified).toHaveLength(checks);
    expect(bed.store.attempts).toEqual([]);
  });
});

describe('Logout and session validation', () => {
  it('ends the session; a second logout is harmless; the session no longer validates', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    expect(E.isRight(await bed.validateSession.execute(session.id)())).toBe(true);
    expect(await bed.logout.execute(session.id)()).toEqual(E.right(undefined));
    expect(await bed.logout.execute(session.id)()).toEqual(E.right(undefined));
    expect(await bed.logout.execute('')()).toEqual(E.right(undefined));
    expect(await bed.validateSession.execute(session.id)()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
  });
  it('times out after 30 idle minutes, moves the last-seen time, refuses garbage', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    bed.clock.advance(20 * minute);
    const touched = await bed.validateSession.execute(session.id)();
    expect(E.isRight(touched) && touched.right.session.lastSeenAt).toBe(bed.clock.now().getTime());
    bed.clock.advance(20 * minute);
    expect(E.isRight(await bed.validateSession.execute(session.id)())).toBe(true);
    bed.clock.advance(31 * minute);
    expect(await bed.validateSession.execute(session.id)()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_EXPIRED' },
    });
    expect(await bed.validateSession.execute('not a session')()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
  });
  it('keeps the request going when the touch fails', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    bed.clock.advance(2 * minute);
    const touch = bed.ports.sessions.touch.bind(bed.ports.sessions);
    bed.ports.sessions.touch = () => () =>
      Promise.resolve(E.left({ code: 'ACCOUNT.UNAVAILABLE', detail: 'down', message: '' }));
    const result = await bed.validateSession.execute(session.id)();
    expect(E.isRight(result) && result.right.session.lastSeenAt).toBe(session.lastSeenAt);
    bed.ports.sessions.touch = touch;
  });
});

describe('LookupAccount (spec 2 §7.8 requestSubscriptionDetails)', () => {
  it('gives hasPassword, isLocked, isRegistered, tpl and the login flow', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    expect(
      await bed.lookupAccount.execute({ email: 'Jane@example.co.uk', address: '203.0.113.7', browser: O.none })(),
    ).toEqual(
      E.right({
        lookup: { hasPassword: true, isLocked: false, isRegistered: true, tpl: false, thirdPartyLogin: null },
        flow: 'password',
      }),
    );
    expect(
      await bed.lookupAccount.execute({ email: 'new@example.co.uk', address: '203.0.113.7', browser: O.none })(),
    ).toMatchObject({ right: { flow: 'register' } });
    expect(await bed.lookupAccount.execute({ email: 'nope', address: '203.0.113.7', browser: O.none })()).toMatchObject(
      { left: { code: 'ACCOUNT.FORM_INVALID' } },
    );
  });
});
