import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { ADDRESS, accountsTestBed } from './testing/accountsTestBed';

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

const failedLogins = async (bed: ReturnType<typeof accountsTestBed>, count: number) => {
  const results = [];
  for (let i = 0; i < count; i += 1) {
    results.push(
      await bed.login.execute({
        email: 'jane@example.co.uk',
        password: 'wrong',
        rememberMe: false,
        address: ADDRESS,
        previousSessionId: O.none,
        deviceCookie: O.none,
      })(),
    );
    bed.clock.advance(4 * minute);
  }
  return results;
};

describe('ForgetExpiredPersonalData (the retention job)', () => {
  it('forgets sign-in attempts after 24 hours and mail 30 days after it was queued, and nothing sooner', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    await failedLogins(bed, 3);
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const mailed = bed.store.outbox.length;
    expect(mailed).toBe(1);

    expect(await bed.forgetExpired.execute()()).toEqual(E.right({ loginAttempts: 0, mail: 0 }));
    bed.clock.advance(day);
    expect(await bed.forgetExpired.execute()()).toEqual(E.right({ loginAttempts: 3, mail: 0 }));
    expect(bed.store.attempts).toEqual([]);
    bed.clock.advance(29 * day);
    expect(await bed.forgetExpired.execute()()).toEqual(E.right({ loginAttempts: 0, mail: 0 }));
    bed.clock.advance(1);
    expect(await bed.forgetExpired.execute()()).toEqual(E.right({ loginAttempts: 0, mail: mailed }));
    expect(bed.store.outbox).toEqual([]);
  });

  it('a locked account stays locked once its failed attempts are forgotten', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const results = await failedLogins(bed, 10);
    expect(results.at(-1)).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
    bed.clock.advance(2 * day);
    expect(await bed.forgetExpired.execute()()).toEqual(E.right({ loginAttempts: 10, mail: 0 }));
    const next = await bed.login.execute({
      email: 'jane@example.co.uk',
      password: 'secret1',
      rememberMe: false,
      address: ADDRESS,
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(next).toMatchObject({ left: { code: 'ACCOUNT.LOCKED' } });
  });

  it('says when a store cannot be reached', async () => {
    const bed = accountsTestBed();
    bed.store.failing.add('mailer');
    expect(await bed.forgetExpired.execute()()).toMatchObject({ left: { code: expect.any(String) } });
  });
});
