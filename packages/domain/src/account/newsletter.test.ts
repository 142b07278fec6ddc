import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { isShortName } from '../text/slug';
import { newsletterSubscriptionRequest, unsubscribeToken } from './newsletter';

describe('newsletter (spec 1 §5 "Subscription email and location required. Unsubscribe needs a token")', () => {
  it('needs an email and a location', () => {
    expect(newsletterSubscriptionRequest({ email: ' Jane@Example.co.uk ', location: O.some('london') })).toEqual(
      E.right({ email: 'jane@example.co.uk', location: 'london' }),
    );
    expect(newsletterSubscriptionRequest({ email: '', location: O.none })).toEqual(
      E.left(
        expect.objectContaining({
          code: 'ACCOUNT.FORM_INVALID',
          fields: { email: 'Required field', location: 'Required field' },
        }),
      ),
    );
  });
  it('the location is a short name', () => {
    expect(newsletterSubscriptionRequest({ email: 'jane@example.co.uk', location: O.some('Dublin South') })).toEqual(
      E.left(expect.objectContaining({ fields: { location: 'Please choose a location' } })),
    );
    expect(isShortName('dublin-south')).toBe(true);
    expect(isShortName('a'.repeat(65))).toBe(false);
  });
  it('unsubscribe needs a token: missing is the validation message; malformed matches nothing', () => {
    expect(unsubscribeToken(' ')).toEqual(
      E.left(
        expect.objectContaining({
          code: 'ACCOUNT.FORM_INVALID',
          message: 'This unsubscribe link is incomplete. Please use the link in your latest email.',
        }),
      ),
    );
    expect(unsubscribeToken('abc')).toEqual(
      E.left(
        expect.objectContaining({ code: 'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN', message: "Email wasn't registered" }),
      ),
    );
    expect(unsubscribeToken(` ${'t'.repeat(43)} `)).toEqual(E.right('t'.repeat(43)));
  });
});
