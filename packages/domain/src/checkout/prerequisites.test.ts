import { describe, expect, it } from 'vitest';
import {
  type CheckoutPrerequisiteInput,
  type PassengerDetails,
  isValidContactPhoneNumber,
  isValidDateOfBirth,
  passengerProblems,
  unmetCheckoutPrerequisites,
} from './index';

const today = new Date('2025-06-01T12:00:00.000Z');

const passenger: PassengerDetails = {
  title: 'Mrs',
  firstNames: 'Ada Mary',
  lastName: 'Lovelace',
  dateOfBirth: { day: '10', month: '12', year: '1985' },
};

const ready: CheckoutPrerequisiteInput = {
  loggedIn: true,
  registered: false,
  hasFullAddress: true,
  postcode: '',
  passengerDetailsRequired: true,
  passengers: [passenger],
  contactPhoneNumber: '+44 20 7946 0958',
  agreedToECommerceTerms: true,
};

describe('checkout prerequisites (spec 1 §5)', () => {
  it('a ready checkout has no unmet prerequisite', () => {
    expect(unmetCheckoutPrerequisites(ready, today)).toEqual([]);
  });
  it('logged in or registered', () => {
    expect(unmetCheckoutPrerequisites({ ...ready, loggedIn: false }, today)).toEqual(['LOGGED_IN_OR_REGISTERED']);
    expect(unmetCheckoutPrerequisites({ ...ready, loggedIn: false, registered: true }, today)).toEqual([]);
  });
  it('full address or postcode', () => {
    expect(unmetCheckoutPrerequisites({ ...ready, hasFullAddress: false }, today)).toEqual(['ADDRESS_OR_POSTCODE']);
    expect(unmetCheckoutPrerequisites({ ...ready, hasFullAddress: false, postcode: 'SW1A 1AA' }, today)).toEqual([]);
    expect(unmetCheckoutPrerequisites({ ...ready, hasFullAddress: false, postcode: '   ' }, today)).toEqual([
      'ADDRESS_OR_POSTCODE',
    ]);
  });
  it('contact phone number and agreement to e-commerce terms', () => {
    expect(unmetCheckoutPrerequisites({ ...ready, contactPhoneNumber: '' }, today)).toEqual(['CONTACT_PHONE_NUMBER']);
    expect(unmetCheckoutPrerequisites({ ...ready, agreedToECommerceTerms: false }, today)).toEqual([
      'E_COMMERCE_TERMS',
    ]);
    expect(isValidContactPhoneNumber('020 7946 0958')).toBe(true);
    expect(isValidContactPhoneNumber('(01) 555-1234')).toBe(true);
    expect(isValidContactPhoneNumber('12345')).toBe(false);
    expect(isValidContactPhoneNumber('call me maybe')).toBe(false);
    expect(isValidContactPhoneNumber('+1234567890123456')).toBe(false);
  });
  it('lists every unmet prerequisite in the order of the spec', () => {
    const nothing: CheckoutPrerequisiteInput = {
      loggedIn: false,
      registered: false,
      hasFullAddress: false,
      postcode: '',
      passengerDetailsRequired: true,
      passengers: [],
      contactPhoneNumber: '',
      agreedToECommerceTerms: false,
    };
    expect(unmetCheckoutPrerequisites(nothing, today)).toEqual([
      'LOGGED_IN_OR_REGISTERED',
      'ADDRESS_OR_POSTCODE',
      'PASSENGER_DETAILS',
      'CONTACT_PHONE_NUMBER',
      'E_COMMERCE_TERMS',
    ]);
  });
});

describe('passenger details (title Mr, Mrs, Ms or Miss; first names; last name; date of birth day, month, year YYYY)', () => {
  it('accepts the four titles only', () => {
    for (const title of ['Mr', 'Mrs', 'Ms', 'Miss'])
      expect(passengerProblems({ ...passenger, title }, today)).toEqual([]);
    expect(passengerProblems({ ...passenger, title: 'Dr' }, today)).toEqual(['title']);
  });
  it('needs first names and last name', () => {
    expect(passengerProblems({ ...passenger, firstNames: ' ', lastName: '' }, today)).toEqual([
      'firstNames',
      'lastName',
    ]);
  });
  it('needs a real date of birth with a YYYY year, not in the future', () => {
    expect(isValidDateOfBirth({ day: '29', month: '2', year: '2024' }, today)).toBe(true);
    expect(isValidDateOfBirth({ day: '29', month: '2', year: '2023' }, today)).toBe(false);
    expect(isValidDateOfBirth({ day: '10', month: '12', year: '85' }, today)).toBe(false);
    expect(isValidDateOfBirth({ day: '1', month: '13', year: '1985' }, today)).toBe(false);
    expect(isValidDateOfBirth({ day: 'x', month: '1', year: '1985' }, today)).toBe(false);
    expect(isValidDateOfBirth({ day: '1', month: '1', year: '0099' }, today)).toBe(false);
    expect(isValidDateOfBirth({ day: '1', month: '6', year: '2025' }, today)).toBe(true);
    expect(isValidDateOfBirth({ day: '2', month: '6', year: '2025' }, today)).toBe(false);
    expect(passengerProblems({ ...passenger, dateOfBirth: { day: '31', month: '4', year: '1990' } }, today)).toEqual([
      'dateOfBirth',
    ]);
  });
  it('are checked only when the order needs them, then for every passenger', () => {
    const bad = { ...passenger, title: '' };
    expect(unmetCheckoutPrerequisites({ ...ready, passengers: [passenger, bad] }, today)).toEqual([
      'PASSENGER_DETAILS',
    ]);
    expect(unmetCheckoutPrerequisites({ ...ready, passengers: [] }, today)).toEqual(['PASSENGER_DETAILS']);
    expect(unmetCheckoutPrerequisites({ ...ready, passengerDetailsRequired: false, passengers: [bad] }, today)).toEqual(
      [],
    );
  });
});
