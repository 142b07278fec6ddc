/** Issue 40 item 6 on the in-memory fakes: lookups and registrations limited, mail to one recipient limited. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import type { RegisterInput } from './registerAccount';
import { ADDRESS, accountsTestBed } from './testing/accountsTestBed';

const registration = (email: string, address = ADDRESS): RegisterInput => ({
  site: 'kerching',
  variant: 'standard',
  email,
  password: 'secret1',
  confirmation: 'secret1',
  rememberMe: false,
  previousSessionId: O.none,
  address,
});

describe('request limits of the account calls (issue 40 item 6)', () => {
  it('the lookup: 10 a minute per address and per browser, then 429 with the wait; the next minute it answers again', async () => {
    const bed = accountsTestBed();
    const lookup = (address: string, browser: O.Option<string>) =>
      bed.lookupAccount.execute({ email: 'jane@example.co.uk', address, browser })();
    for (let i = 0; i < 10; i += 1) expect(E.isRight(await lookup('198.51.100.1', O.none))).toBe(true);
    const limited = await lookup('198.51.100.1', O.none);
    expect(limited).toMatchObject({
      left: { code: 'ACCOUNT.RATE_LIMITED', message: expect.stringMatching(/^Too many requests/) },
    });
    expect(E.isLeft(limited) && (limited.left.retryAfterSeconds ?? 0) > 0).toBe(true);
    // One browser moving between addresses is limited too.
    for (let i = 0; i < 10; i += 1) expect(E.isRight(await lookup(`198.51.100.${10 + i}`, O.some('b1')))).toBe(true);
    expect(await lookup('198.51.100.99', O.some('b1'))).toMatchObject({ left: { code: 'ACCOUNT.RATE_LIMITED' } });
    bed.clock.advance(60_000);
    expect(E.isRight(await lookup('198.51.100.1', O.none))).toBe(true);
  });

  it('registrations: 10 an hour per address, then 429 naming no email; a form with mistakes is not counted', async () => {
    const bed = accountsTestBed();
    for (let i = 0; i < 12; i += 1) {
      expect(await bed.register.execute(registration('not-an-email'))()).toMatchObject({
        left: { code: 'ACCOUNT.FORM_INVALID' },
      });
    }
    for (let i = 0; i < 10; i += 1) {
      expect(E.isRight(await bed.register.execute(registration(`new-${i}@example.co.uk`))())).toBe(true);
    }
    expect(await bed.register.execute(registration('one-more@example.co.uk'))()).toMatchObject({
      left: { code: 'ACCOUNT.RATE_LIMITED' },
    });
    expect(E.isRight(await bed.register.execute(registration('elsewhere@example.co.uk', '192.0.2.1'))())).toBe(true);
  });

  it('30 reset requests for one account send 3 mails; every request gets the same answer', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    await bed.afterAnswer.settled();
    const answers = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      answers.add(
        JSON.stringify(await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })()),
      );
    }
    await bed.afterAnswer.settled();
    expect(answers.size).toBe(1);
    expect(bed.store.outbox.filter((m) => m.kind === 'password_reset')).toHaveLength(3);
    bed.clock.advance(60 * 60_000);
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    expect(bed.store.outbox.filter((m) => m.kind === 'password_reset')).toHaveLength(4);
  });

  it('registering an existing email: cookies shaped as a new account’s, signing nobody in; 3 mails an hour at most', async () => {
    const bed = accountsTestBed();
    const fresh = await bed.register.execute(registration('jane@example.co.uk'))();
    const again = [];
    for (let i = 0; i < 5; i += 1)
      again.push(await bed.register.execute(registration('jane@example.co.uk', `192.0.2.${i}`))());
    await bed.afterAnswer.settled();
    expect(bed.store.outbox.filter((m) => m.kind === 'already_registered')).toHaveLength(3);
    const [existing] = again;
    if (E.isLeft(fresh) || existing === undefined || E.isLeft(existing)) throw new Error('registration failed');
    expect(existing.right.answer).toEqual(fresh.right.answer);
    expect(existing.right.cookies.sessionId).toHaveLength(fresh.right.cookies.sessionId.length);
    expect(existing.right.cookies.sessionMaxAgeSeconds).toEqual(fresh.right.cookies.sessionMaxAgeSeconds);
    expect(await bed.validateSession.execute(existing.right.cookies.sessionId)()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
  });
});
