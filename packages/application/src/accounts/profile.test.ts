import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { accountsTestBed } from './testing/accountsTestBed';

describe('GetProfile and UpdateProfile (object-level authorisation)', () => {
  it("gives the session's own profile, with the newsletter flag", async () => {
    const bed = accountsTestBed();
    const { session, account } = await bed.registered();
    await bed.subscribe.execute({ site: 'kerching', email: 'jane@example.co.uk', location: O.some('london') })();
    expect(await bed.getProfile.execute({ site: 'kerching', sessionId: session.id, userId: O.none })()).toMatchObject({
      right: {
        email: 'jane@example.co.uk',
        isAuthenticated: true,
        customerToken: account.customerToken,
        flags: { isSubscribed: true, hasPassword: true, isRegistered: true },
      },
    });
    expect(
      await bed.getProfile.execute({ site: 'livingsocial', sessionId: session.id, userId: O.some(account.id) })(),
    ).toMatchObject({
      right: { flags: { isSubscribed: false } },
    });
  });

  it("user A cannot read or change user B's profile", async () => {
    const bed = accountsTestBed();
    const a = await bed.registered('a@example.co.uk');
    const b = await bed.registered('b@example.co.uk');
    expect(
      await bed.getProfile.execute({ site: 'kerching', sessionId: a.session.id, userId: O.some(b.account.id) })(),
    ).toMatchObject({
      left: { code: 'ACCOUNT.FORBIDDEN' },
    });
    const update = await bed.updateProfile.execute({
      site: 'kerching',
      sessionId: a.session.id,
      userId: O.some(b.account.id),
      firstName: 'Mallory',
      lastName: 'X',
    })();
    expect(update).toMatchObject({ left: { code: 'ACCOUNT.FORBIDDEN' } });
    expect(bed.store.users.get(b.account.id)?.account.firstName).toBe('');
  });

  it('updates the names, checked and trimmed', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    const updated = await bed.updateProfile.execute({
      site: 'kerching',
      sessionId: session.id,
      userId: O.none,
      firstName: ' Jane ',
      lastName: 'Doe',
    })();
    expect(updated).toMatchObject({ right: { firstName: 'Jane', lastName: 'Doe' } });
    expect(
      await bed.updateProfile.execute({
        site: 'kerching',
        sessionId: session.id,
        userId: O.none,
        firstName: '',
        lastName: 'Doe',
      })(),
    ).toMatchObject({
      left: { code: 'ACCOUNT.FORM_INVALID', fields: { firstName: 'Required field' } },
    });
    expect(await bed.getProfile.execute({ site: 'kerching', sessionId: '', userId: O.none })()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
    expect(E.isRight(updated)).toBe(true);
  });
});
