import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { field, messagesByField, validateForm } from './form';
import { loginForm, subscriptionForm } from './forms';
import { required, requiredFieldError } from './required';
import { validationError } from './validationError';

const shown = (result: E.Either<Parameters<typeof messagesByField>[0], unknown>) =>
  E.isLeft(result) ? messagesByField(result.left) : {};

describe('forms collect every error (spec 1 §5)', () => {
  it('login: email and password required, any password length', () => {
    expect(shown(loginForm({ email: '', password: '' }))).toEqual({
      email: 'Required field',
      password: 'Required field',
    });
    expect(loginForm({ email: 'jane@example.com', password: 'abc' })).toEqual(
      E.right({ email: 'jane@example.com', password: 'abc' }),
    );
  });
  it('Subscription email and location required', () => {
    expect(shown(subscriptionForm({ email: '', location: O.none }))).toEqual({
      email: 'Required field',
      location: 'Required field',
    });
    expect(shown(subscriptionForm({ email: 'jane', location: O.some('london') }))).toEqual({
      email: 'Please enter a valid email',
    });
    expect(subscriptionForm({ email: 'jane@example.com', location: O.some('london') })).toEqual(
      E.right({ email: 'jane@example.com', location: 'london' }),
    );
  });
  it('the first error of a field is the one shown', () => {
    const other = validationError('VALIDATION.CODE_INVALID', 'Enter a valid code');
    expect(
      messagesByField([
        { field: 'code', error: requiredFieldError },
        { field: 'code', error: other },
      ]),
    ).toEqual({ code: 'Required field' });
    expect(messagesByField([{ field: 'constructor', error: other }])).toEqual({ constructor: 'Enter a valid code' });
  });
  it('required trims', () => {
    expect(required('  x ')).toEqual(E.right('x'));
    expect(required(' \n')).toEqual(E.left(requiredFieldError));
  });
  it('property: a form fails exactly on its failing fields, in field order, and succeeds with every value', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('', ' ', 'a', ' b '), { minLength: 1, maxLength: 6 }), (values) => {
        const [first, ...rest] = values.map((v, i) => field(`f${i}`, required(v)));
        fc.pre(first !== undefined);
        const result = validateForm(Object.fromEntries([['f0', first], ...rest.map((r, i) => [`f${i + 1}`, r])]));
        const failing = values.flatMap((v, i) => (v.trim() === '' ? [`f${i}`] : []));
        if (failing.length === 0) {
          expect(result).toEqual(E.right(Object.fromEntries(values.map((v, i) => [`f${i}`, v.trim()]))));
        } else {
          expect(E.isLeft(result) && result.left.map((e) => e.field)).toEqual(failing);
        }
      }),
    );
  });
});
