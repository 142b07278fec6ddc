import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { accountEmailAddress, normaliseEmail, sameEmail } from './email';

describe('account email (issue 5 "case-insensitive unique email")', () => {
  it('trims and lower-cases the whole address, keeping dots and +tags', () => {
    expect(normaliseEmail('  Jane.Doe+Deals@Example.CO.UK ')).toBe('jane.doe+deals@example.co.uk');
    expect(sameEmail('JANE@example.com', 'jane@EXAMPLE.com ')).toBe(true);
    expect(sameEmail('jane@example.com', 'jane.doe@example.com')).toBe(false);
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
