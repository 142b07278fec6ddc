import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { accountEmailAddress, normaliseEmail } from './email';

describe('account email (issue 5 "case-insensitive unique email")', () => {
  it('trims and lower-cases the whole address, keeping dots and +tags', () => {
    expect(normaliseEmail('  Jane.Doe+Deals@Example.CO.UK ')).toBe('jane.doe+deals@example.co.uk');
    expect(normaliseEmail('JANE@example.com')).toBe(normaliseEmail('jane@EXAMPLE.com '));
    expect(normaliseEmail('jane@example.com')).not.toBe(normaliseEmail('jane.doe@example.com'));
  });
  it("validates with the spec's message before normalising", () => {
    expect(accountEmailAddress(' Jane@Example.com ')).toEqual(E.right('jane@example.com'));
    expect(accountEmailAddress('jane@')).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.FORM_INVALID', message: 'Please enter a valid email' })),
    );
    expect(accountEmailAddress('', 'username')).toEqual(
      E.left(expect.objectContaining({ fields: { username: 'Required field' } })),
    );
  });
});
