import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { ACTIVATION_REQUESTED_ANSWER, PASSWORD_RESET_REQUESTED_ANSWER, REGISTRATION_RECEIVED_ANSWER } from './answers';
import { authoriseOwnAccount } from './authorisation';
import { ACTIVATE_ACCOUNT_PATH, LOGIN_PATH, RESET_PASSWORD_PATH, accountLink } from './links';
import {
  accountDeletionMail,
  activationMail,
  alreadyRegisteredMail,
  newsletterWelcomeMail,
  passwordChangedMail,
  passwordResetMail,
} from './mail';
import { aSession } from './testing';

describe('account links', () => {
  it('are built on the configured origin, with the token encoded', () => {
    expect(accountLink('https://www.kerching.co.uk/', RESET_PASSWORD_PATH, 'a+b')).toBe(
      'https://www.kerching.co.uk/reset-password?token=a%2Bb',
    );
    expect(accountLink('http://kerching.localhost:3000', LOGIN_PATH)).toBe('http://kerching.localhost:3000/login');
    expect(ACTIVATE_ACCOUNT_PATH).toBe('/activate-account');
  });
});

describe('account emails', () => {
  it('carry their link and say how long it lasts', () => {
    expect(passwordResetMail('Kerching', 'https://x/r?token=t')).toMatchObject({
      kind: 'password_reset',
      subject: 'Reset your Kerching password',
      text: expect.stringContaining('within 1 hour (it works once):\n\nhttps://x/r?token=t'),
    });
    expect(activationMail('LivingSocial', 'https://x/a?token=t').text).toContain('within 7 days');
    expect(alreadyRegisteredMail('Kerching', 'https://x/login', 'https://x/forgot').text).toContain('https://x/forgot');
    expect(passwordChangedMail('Kerching', 'https://x/forgot').kind).toBe('password_changed');
    expect(newsletterWelcomeMail('Kerching', 'https://x/u?token=t').text).toContain('https://x/u?token=t');
    expect(accountDeletionMail('Kerching').text).toContain('24 hours');
  });
});

describe('no enumeration: single answers', () => {
  it('one answer to a reset or activation request, whatever the account', () => {
    expect(PASSWORD_RESET_REQUESTED_ANSWER.message).toMatch(/^If an account exists for this email/);
    expect(ACTIVATION_REQUESTED_ANSWER.message).toMatch(/^If an account exists for this email/);
    expect(REGISTRATION_RECEIVED_ANSWER.kind).toBe('registration_received');
  });
});

describe('object-level authorisation', () => {
  it("acts on the session's own user only", () => {
    const session = aSession({ userId: 'user-a' });
    expect(authoriseOwnAccount(session, O.none)).toEqual(E.right('user-a'));
    expect(authoriseOwnAccount(session, O.some('user-a'))).toEqual(E.right('user-a'));
    expect(authoriseOwnAccount(session, O.some('user-b'))).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.FORBIDDEN' })),
    );
  });
});
