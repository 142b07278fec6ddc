import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHECKOUT_PREREQUISITES,
  type CheckoutPrerequisite,
  type CheckoutPrerequisiteInput,
  isValidDateOfBirth,
  unmetCheckoutPrerequisites,
} from './index';

const today = new Date('2025-06-01T12:00:00.000Z');

const ready: CheckoutPrerequisiteInput = {
  loggedIn: true,
  registered: true,
  hasFullAddress: true,
  postcode: 'D02 X285',
  passengerDetailsRequired: true,
  passengers: [
    { title: 'Mr', firstNames: 'Sean', lastName: 'Byrne', dateOfBirth: { day: '1', month: '1', year: '1970' } },
  ],
  contactPhoneNumber: '01 555 1234',
  agreedToECommerceTerms: true,
};

const breaking: Readonly<Record<CheckoutPrerequisite, Partial<CheckoutPrerequisiteInput>>> = {
  LOGGED_IN_OR_REGISTERED: { loggedIn: false, registered: false },
  ADDRESS_OR_POSTCODE: { hasFullAddress: false, postcode: '' },
  PASSENGER_DETAILS: { passengers: [] },
  CONTACT_PHONE_NUMBER: { contactPhoneNumber: 'n/a' },
  E_COMMERCE_TERMS: { agreedToECommerceTerms: false },
};

describe('checkout prerequisite properties', () => {
  it('property: the unmet prerequisites are exactly the ones broken, in the order of the spec', () => {
    fc.assert(
      fc.property(fc.subarray([...CHECKOUT_PREREQUISITES]), (broken) => {
        const input = broken.reduce<CheckoutPrerequisiteInput>((acc, p) => ({ ...acc, ...breaking[p] }), ready);
        expect(unmetCheckoutPrerequisites(input, today)).toEqual(broken);
      }),
    );
  });
  it('property: every real past date written with a YYYY year is a valid date of birth', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00.000Z'), max: today, noInvalidDate: true }), (d) => {
        const fields = {
          day: String(d.getUTCDate()),
          month: String(d.getUTCMonth() + 1).padStart(2, '0'),
          year: String(d.getUTCFullYear()),
        };
        expect(isValidDateOfBirth(fields, today)).toBe(true);
        expect(isValidDateOfBirth({ ...fields, year: fields.year.slice(2) }, today)).toBe(false);
      }),
    );
  });
});
