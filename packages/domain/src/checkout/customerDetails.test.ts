import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { ENTER_A_VALID_EIRCODE, ENTER_A_VALID_POSTCODE, REQUIRED_FIELD } from '../validation/messages';
import {
  ENTER_A_VALID_PHONE_NUMBER,
  checkCustomerContact,
  checkCustomerDetails,
  needsPostalAddress,
  savedDetailsSuffice,
} from './customerDetails';

const uk = {
  fullName: 'Jane Shopper',
  phone: '020 7946 0958',
  addressLine: '1 High St',
  town: 'London',
  postcode: 'sw1a1aa',
};

describe('checkCustomerDetails (spec 1 §5 checkout prerequisites and postcodes)', () => {
  it('keeps the details, with the postcode in its canonical form', () => {
    expect(checkCustomerDetails(uk, 'gb')).toEqual(E.right({ ...uk, postcode: 'SW1A 1AA', countryCode: 'gb' }));
    expect(checkCustomerDetails({ ...uk, town: 'Dublin', postcode: 'd02x285' }, 'ie')).toMatchObject({
      right: { postcode: 'D02 X285', countryCode: 'ie' },
    });
  });
  it('names every failing field with its message', () => {
    expect(
      checkCustomerDetails({ fullName: ' ', phone: '12', addressLine: '', town: 'x', postcode: 'nope' }, 'gb'),
    ).toEqual(
      E.left({
        fullName: REQUIRED_FIELD,
        addressLine: REQUIRED_FIELD,
        phone: ENTER_A_VALID_PHONE_NUMBER,
        postcode: ENTER_A_VALID_POSTCODE,
      }),
    );
  });
  it('wants an Eircode on the Irish sites and a UK postcode on the UK ones', () => {
    expect(checkCustomerDetails({ ...uk, postcode: 'D02 X285' }, 'gb')).toEqual(
      E.left({ postcode: ENTER_A_VALID_POSTCODE }),
    );
    expect(checkCustomerDetails(uk, 'ie')).toEqual(E.left({ postcode: ENTER_A_VALID_EIRCODE }));
  });
  it('never accepts blank required text (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom('fullName', 'addressLine', 'town'), fc.stringMatching(/^\s*$/), (field, blank) => {
        const result = checkCustomerDetails({ ...uk, [field]: blank }, 'gb');
        expect(E.isLeft(result) && result.left[field as 'town']).toBe(REQUIRED_FIELD);
      }),
    );
  });
});

describe('a postal address only when something is posted (issue 42)', () => {
  const voucher = { delivered: false };
  const posted = { delivered: true };
  it('is asked when a line is delivered, and not for vouchers alone', () => {
    expect(needsPostalAddress([voucher, voucher])).toBe(false);
    expect(needsPostalAddress([voucher, posted])).toBe(true);
    expect(needsPostalAddress([])).toBe(false);
  });
  it('checks only the name and phone when nothing is posted', () => {
    expect(checkCustomerContact({ fullName: ' Bea  Buyer ', phone: '020 7946 0958' }, 'ie')).toEqual(
      E.right({ fullName: 'Bea Buyer', phone: '020 7946 0958', countryCode: 'ie' }),
    );
    expect(checkCustomerContact({ fullName: '', phone: '12' }, 'gb')).toEqual(
      E.left({ fullName: REQUIRED_FIELD, phone: ENTER_A_VALID_PHONE_NUMBER }),
    );
  });
  it('lets saved details stand in for the form only with an address when something is posted', () => {
    const contactOnly = { fullName: 'Bea', phone: '020 7946 0958', countryCode: 'gb' as const, postcode: '' };
    expect(savedDetailsSuffice(contactOnly, [voucher])).toBe(true);
    expect(savedDetailsSuffice(contactOnly, [posted])).toBe(false);
    expect(savedDetailsSuffice({ ...contactOnly, postcode: 'SW1A 1AA' }, [posted])).toBe(true);
  });
  it('never asks an address for a basket with no delivered line (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), (flags) => {
        expect(needsPostalAddress(flags.map((delivered) => ({ delivered })))).toBe(flags.includes(true));
      }),
    );
  });
});
