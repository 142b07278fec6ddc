import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { ChangePasswordInput } from './changePassword';
import { ADDRESS, accountsTestBed } from './testing/accountsTestBed';

const change = (sessionId: string, overrides: Partial<ChangePasswordInput> = {}): ChangePasswordInput => ({
  site: 'kerching',
  sessionId,
  address: ADDRESS,
  currentPassword: 'secret1',
  newPassword: 'better12',
  confirmation: 'better12',
  ...overrides,
});

describe("ChangePassword (spec 2 §8 \"'Error: Change Unsuccessful'; success 'Password successfully updated'\")", () => {
  it('changes the password, keeps this session, ends every other one, and tells the owner', async () => {
    const bed = accountsTestBed();
    const here = await bed.registered();
    const elsewhere = await bed.signedIn();
    const result = await bed.changePassword.execute(change(here.session.id))();
    expect(result).toEqual(E.right({ message: 'Password successfully updated', warnings: [] }));
    expect(E.isRight(await bed.validateSession.execute(here.session.id)())).toBe(true);
    expect(await bed.validateSession.execute(elsewhere.session.id)()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
    expect(bed.store.outbox.at(-1)).toMatchObject({ kind: 'password_changed' });
    await expect(bed.signedIn('jane@example.co.uk', 'better12')).resolves.toMatchObject({
      account: { id: here.account.id },
    });
  });

  it('a wrong current password: "Error: Change Unsuccessful", counted against the rate limit', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    const wrong = () => bed.changePassword.execute(change(session.id, { currentPassword: 'guess12' }))();
    expect(await wrong()).toMatchObject({
      left: { code: 'ACCOUNT.CURRENT_PASSWORD_INCORRECT', message: 'Error: Change Unsuccessful' },
    });
    for (let i = 0; i < 4; i += 1) await wrong();
    expect(await wrong()).toMatchObject({ left: { code: 'ACCOUNT.RATE_LIMITED' } });
  });

  it('checks the fields, the session, and that there is a password to change', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    expect(
      await bed.changePassword.execute(
        change(session.id, { currentPassword: '', newPassword: 'abc', confirmation: 'x' }),
      )(),
    ).toMatchObject({
      left: {
        code: 'ACCOUNT.FORM_INVALID',
        fields: {
          currentPassword: 'Required field',
          newPassword: 'Password must be at least 6 characters',
          confirmation: 'Passwords should match',
        },
      },
    });
    expect(await bed.changePassword.execute(change('x'.repeat(43)))()).toMatchObject({
      left: { code: 'ACCOUNT.SESSION_INVALID' },
    });
    const express = await bed.register.execute({
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
    if (E.isLeft(express) || O.isNone(express.right.signedIn)) throw new Error('express registration failed');
    expect(await bed.changePassword.execute(change(express.right.signedIn.value.session.id))()).toMatchObject({
      left: { code: 'ACCOUNT.PASSWORD_NOT_SET', message: 'Error: Change Unsuccessful' },
    });
  });
});
