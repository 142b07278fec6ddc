import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { accountsTestBed } from './testing/accountsTestBed';

const hour = 3_600_000;

describe('RequestPasswordReset (issue 5 "reset answers the same way whether or not the account exists")', () => {
  it('one answer for a known, an unknown and a deleted email; only the known one is emailed', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    const known = await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const unknown = await bed.requestPasswordReset.execute({ site: 'kerching', email: 'nobody@example.co.uk' })();
    await bed.afterAnswer.settled();
    expect(known).toEqual(unknown);
    expect(known).toEqual(E.right({ answer: expect.objectContaining({ kind: 'password_reset_requested' }) }));
    expect(bed.afterAnswer.reported).toEqual([]);
    expect(bed.store.outbox.map((m) => m.kind)).toEqual(['password_reset']);
    expect(bed.store.outbox[0]).toMatchObject({
      to: 'jane@example.co.uk',
      subject: 'Reset your Kerching password',
      text: expect.stringContaining('https://www.kerching.test/reset-password?token='),
    });
  });

  it('a mailer failure after the account is found is reported after the answer, not another answer', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    bed.store.failing.add('mailer');
    const known = await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    expect(known).toMatchObject({ right: { answer: { kind: 'password_reset_requested' } } });
    expect(bed.afterAnswer.reported).toMatchObject([{ failure: { code: 'ACCOUNT.UNAVAILABLE' } }]);
    expect(await bed.requestPasswordReset.execute({ site: 'kerching', email: 'bad' })()).toMatchObject({
      left: { code: 'ACCOUNT.FORM_INVALID' },
    });
  });
});

describe('ResetPassword (single-use, 1-hour link)', () => {
  it('sets the password once, ends every session and emails nothing more', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    const other = await bed.signedIn();
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const token = bed.lastMailedToken();
    const reset = await bed.resetPassword.execute({ token, password: 'newpass1', confirmation: 'newpass1' })();
    expect(reset).toEqual(E.right({ userId: session.userId, message: 'Password successfully updated' }));
    for (const id of [session.id, other.session.id]) {
      expect(await bed.validateSession.execute(id)()).toMatchObject({ left: { code: 'ACCOUNT.SESSION_INVALID' } });
    }
    expect(
      E.isRight(
        await bed.login.execute({
          email: 'jane@example.co.uk',
          password: 'newpass1',
          rememberMe: false,
          address: 'a',
          previousSessionId: O.none,
          deviceCookie: O.none,
        })(),
      ),
    ).toBe(true);
    expect(await bed.resetPassword.execute({ token, password: 'newpass2', confirmation: 'newpass2' })()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_USED', message: 'This link has already been used. Please request a new one.' },
    });
  });

  it('expires after an hour; a newer link ends the older one; garbage is invalid', async () => {
    const bed = accountsTestBed();
    await bed.registered();
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const first = bed.lastMailedToken();
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const second = bed.lastMailedToken();
    const input = (token: string) => ({ token, password: 'newpass1', confirmation: 'newpass1' });
    expect(await bed.resetPassword.execute(input(first))()).toMatchObject({ left: { code: 'ACCOUNT.TOKEN_INVALID' } });
    bed.clock.advance(hour);
    expect(await bed.resetPassword.execute(input(second))()).toMatchObject({ left: { code: 'ACCOUNT.TOKEN_EXPIRED' } });
    expect(await bed.resetPassword.execute(input('short'))()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_INVALID' },
    });
  });

  it('checks the new password first', async () => {
    const bed = accountsTestBed();
    expect(
      await bed.resetPassword.execute({ token: 'x'.repeat(43), password: 'abc', confirmation: 'abd' })(),
    ).toMatchObject({
      left: {
        code: 'ACCOUNT.FORM_INVALID',
        fields: { password: 'Password must be at least 6 characters', confirmation: 'Passwords should match' },
      },
    });
  });

  it('refuses a link whose account is being deleted', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    await bed.requestPasswordReset.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const token = bed.lastMailedToken();
    await bed.deleteAccount.execute({ site: 'kerching', sessionId: session.id, confirm: true, password: 'secret1' })();
    expect(await bed.resetPassword.execute({ token, password: 'newpass1', confirmation: 'newpass1' })()).toMatchObject({
      left: { code: 'ACCOUNT.TOKEN_INVALID' },
    });
  });
});

describe('RequestActivation (the confirm_email flow)', () => {
  it('emails an activation link to an account without a password only, with one answer for all', async () => {
    const bed = accountsTestBed();
    await bed.registered();
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
    const sent = bed.store.outbox.length;
    const withPassword = await bed.requestActivation.execute({ site: 'kerching', email: 'jane@example.co.uk' })();
    await bed.afterAnswer.settled();
    const without = await bed.requestActivation.execute({ site: 'kerching', email: 'express@example.co.uk' })();
    await bed.afterAnswer.settled();
    expect(withPassword).toEqual(without);
    expect(bed.store.outbox.slice(sent).map((m) => [m.kind, m.to])).toEqual([['activation', 'express@example.co.uk']]);
    expect(
      await bed.lookupAccount.execute({ email: 'express@example.co.uk', address: '203.0.113.7', browser: O.none })(),
    ).toMatchObject({
      right: { flow: 'confirm_email' },
    });
  });
});
