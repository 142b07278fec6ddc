import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { RegisterInput } from './registerAccount';
import { accountsTestBed } from './testing/accountsTestBed';

const form = (overrides: Partial<RegisterInput> = {}): RegisterInput => ({
  site: 'kerching',
  variant: 'standard',
  email: 'Jane@Example.co.uk',
  password: 'secret1',
  confirmation: 'secret1',
  rememberMe: false,
  previousSessionId: O.none,
  address: '203.0.113.7',
  ...overrides,
});

describe('RegisterAccount (spec 2 §7.8 requestRegistration: standard, VIP and express)', () => {
  it('standard: creates the account (email normalised, password hashed) and signs it in', async () => {
    const bed = accountsTestBed();
    const outcome = await bed.register.execute(form({ firstName: 'Jane', origin: 'raf_1' }))();
    await bed.afterAnswer.settled();
    expect(E.isRight(outcome)).toBe(true);
    if (E.isLeft(outcome) || O.isNone(outcome.right.signedIn)) return;
    const { account, session } = outcome.right.signedIn.value;
    expect(account).toMatchObject({
      email: 'jane@example.co.uk',
      firstName: 'Jane',
      hasPassword: true,
      registeredVia: 'standard',
      origin: O.some('raf_1'),
      vipUser: false,
    });
    expect(bed.store.users.get(account.id)?.passwordHash).toEqual(O.some('fake:secret1'));
    expect(session.userId).toBe(account.id);
    expect(outcome.right.answer.kind).toBe('registration_received');
  });

  it('an existing email (any case): the same answer, no session, no second account, the owner emailed', async () => {
    const bed = accountsTestBed();
    const first = await bed.register.execute(form())();
    await bed.afterAnswer.settled();
    const second = await bed.register.execute(
      form({ email: 'JANE@example.co.uk', password: 'other12', confirmation: 'other12' }),
    )();
    await bed.afterAnswer.settled();
    expect(E.isRight(first) && E.isRight(second) && first.right.answer === second.right.answer).toBe(true);
    expect(second).toMatchObject({ right: { signedIn: O.none } });
    expect(bed.afterAnswer.reported).toEqual([]);
    expect(bed.store.users.size).toBe(1);
    expect(bed.store.outbox.at(-1)).toMatchObject({
      kind: 'already_registered',
      to: 'jane@example.co.uk',
      text: expect.stringContaining('https://www.kerching.test/forgot-password'),
    });
  });

  it('two concurrent registrations of one email make one account', async () => {
    const bed = accountsTestBed();
    const results = await Promise.all([bed.register.execute(form())(), bed.register.execute(form())()]);
    expect(bed.store.users.size).toBe(1);
    expect(results.filter((r) => E.isRight(r) && O.isSome(r.right.signedIn))).toHaveLength(1);
  });

  it('vip: recorded on the account, which is not made a VIP member', async () => {
    const bed = accountsTestBed();
    const outcome = await bed.register.execute(form({ variant: 'vip' }))();
    await bed.afterAnswer.settled();
    expect(outcome).toMatchObject({
      right: { signedIn: { _tag: 'Some', value: { account: { registeredVia: 'vip', vipUser: false } } } },
    });
  });

  it('express: no password; the activation link sets one, once', async () => {
    const bed = accountsTestBed();
    const outcome = await bed.register.execute(form({ variant: 'express', password: '', confirmation: '' }))();
    await bed.afterAnswer.settled();
    expect(outcome).toMatchObject({
      right: { signedIn: { _tag: 'Some', value: { account: { hasPassword: false } } } },
    });
    expect(bed.store.outbox.at(-1)).toMatchObject({ kind: 'activation', subject: 'Set your Kerching password' });
    const token = bed.lastMailedToken();
    const activated = await bed.activateAccount.execute({ token, password: 'chosen1', confirmation: 'chosen1' })();
    expect(activated).toMatchObject({ right: { message: 'Password successfully updated' } });
    expect(
      E.isRight(
        await bed.login.execute({
          email: 'jane@example.co.uk',
          password: 'chosen1',
          rememberMe: false,
          address: 'a',
          previousSessionId: O.none,
          deviceCookie: O.none,
        })(),
      ),
    ).toBe(true);
    expect(await bed.activateAccount.execute({ token, password: 'again12', confirmation: 'again12' })()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_USED' },
    });
  });

  it("reports every failing field with the spec's messages", async () => {
    const bed = accountsTestBed();
    expect(await bed.register.execute(form({ email: 'x', password: '123', confirmation: '124' }))()).toMatchObject({
      left: {
        code: 'ACCOUNT.FORM_INVALID',
        fields: {
          email: 'Please enter a valid email',
          password: 'Password must be at least 6 characters',
          confirmation: 'Passwords should match',
        },
      },
    });
  });

  it('a failing mailer leaves the answer unchanged and is reported after the answer', async () => {
    const bed = accountsTestBed();
    await bed.register.execute(form())();
    await bed.afterAnswer.settled();
    bed.store.failing.add('mailer');
    expect(await bed.register.execute(form())()).toMatchObject({ right: { signedIn: O.none } });
    await bed.afterAnswer.settled();
    expect(bed.afterAnswer.reported).toMatchObject([{ failure: { code: 'ACCOUNT.UNAVAILABLE' } }]);
    bed.store.failing.add('users');
    expect(await bed.register.execute(form({ email: 'other@example.co.uk' }))()).toMatchObject({
      left: { code: 'ACCOUNT.UNAVAILABLE' },
    });
  });
});
