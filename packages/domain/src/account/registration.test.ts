import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { registrationRequest } from './registration';

describe('registration (spec 2 §7.8 "three endpoint variants by vip and an extra flag"; spec 1 §5)', () => {
  it('standard: email, password and confirmation; names optional; email normalised', () => {
    expect(
      registrationRequest({
        variant: 'standard',
        email: ' Jane@Example.co.uk',
        password: 'secret1',
        confirmation: 'secret1',
      }),
    ).toEqual(
      E.right({
        variant: 'standard',
        email: 'jane@example.co.uk',
        password: O.some('secret1'),
        firstName: '',
        lastName: '',
        origin: O.none,
      }),
    );
  });
  it('vip: the same form, with names and an origin', () => {
    expect(
      registrationRequest({
        variant: 'vip',
        email: 'jane@example.co.uk',
        password: 'secret1',
        confirmation: 'secret1',
        firstName: ' Jane ',
        lastName: 'Doe',
        origin: 'vip-landing',
      }),
    ).toEqual(E.right(expect.objectContaining({ variant: 'vip', firstName: 'Jane', origin: O.some('vip-landing') })));
  });
  it("reports every failing field with the spec's messages", () => {
    expect(registrationRequest({ variant: 'standard', email: 'jane', password: 'abc', confirmation: 'abd' })).toEqual(
      E.left(
        expect.objectContaining({
          code: 'ACCOUNT.FORM_INVALID',
          message: 'Please enter a valid email',
          fields: {
            email: 'Please enter a valid email',
            password: 'Password must be at least 6 characters',
            confirmation: 'Passwords should match',
          },
        }),
      ),
    );
  });
  it('express: email only, no password', () => {
    expect(
      registrationRequest({ variant: 'express', email: 'jane@example.co.uk', password: '', confirmation: 'x' }),
    ).toEqual(E.right(expect.objectContaining({ variant: 'express', password: O.none })));
    expect(registrationRequest({ variant: 'express', email: '', password: '', confirmation: '' })).toEqual(
      E.left(expect.objectContaining({ fields: { email: 'Required field' } })),
    );
  });
});
