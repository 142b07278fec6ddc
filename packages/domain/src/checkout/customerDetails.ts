/**
 * "Your details" at checkout (issue 6 "your details and address (UK postcode or Eircode
 * validation, manual entry)"; spec 1 §5 checkout prerequisites "address or postcode" and "contact
 * phone number"; spec 1 §5 Postcode). The shopper's name, contact phone and address, entered by
 * hand; the postcode is a UK postcode on the UK sites and an Eircode on the Irish ones, kept in its
 * canonical form. Every failing field is named, with its message.
 */
import * as E from 'fp-ts/Either';
import type { CountryCode } from '../site/site';
import { REQUIRED_FIELD } from '../validation/messages';
import { postcodeFor } from '../validation/postcode';
import { isValidContactPhoneNumber } from './prerequisites';

export interface CustomerDetails {
  readonly fullName: string;
  readonly phone: string;
  readonly addressLine: string;
  readonly town: string;
  /** Canonical: "SW1A 1AA", "D02 X285". */
  readonly postcode: string;
  readonly countryCode: CountryCode;
}

export type CustomerDetailsForm = Omit<CustomerDetails, 'countryCode'>;

/** OUR WORDING (spec 1 §5 names the rule, not the copy). */
export const ENTER_A_VALID_PHONE_NUMBER = 'Enter a valid phone number';

export const DETAILS_MAX_LENGTH = 200;

export type DetailsField = keyof CustomerDetailsForm;

/** The name and phone: all a checkout with nothing to post asks for. */
export type CustomerContact = Pick<CustomerDetails, 'fullName' | 'phone' | 'countryCode'>;
export type CustomerContactForm = Pick<CustomerDetailsForm, 'fullName' | 'phone'>;

/**
 * A postal address is asked only when something in the basket is posted (a delivered deal, issue
 * 42): vouchers, stays and experiences need the shopper's name and phone only.
 */
export const needsPostalAddress = (lines: ReadonlyArray<{ readonly delivered: boolean }>): boolean =>
  lines.some((line) => line.delivered);

/** Saved details are enough to buy without the form: with an address when something is posted. */
export const savedDetailsSuffice = (
  details: CustomerContact & { readonly postcode: string },
  lines: ReadonlyArray<{ readonly delivered: boolean }>,
): boolean => !needsPostalAddress(lines) || details.postcode !== '';

type Problems = Partial<Record<DetailsField, string>>;

const textField = (form: Partial<CustomerDetailsForm>, field: DetailsField, problems: Problems): string => {
  const value = (form[field] ?? '').trim().replace(/\s+/g, ' ');
  if (value === '' || value.length > DETAILS_MAX_LENGTH) problems[field] = REQUIRED_FIELD;
  return value;
};

const phoneField = (form: CustomerContactForm, problems: Problems): string => {
  const phone = form.phone.trim();
  if (!isValidContactPhoneNumber(phone)) problems.phone = ENTER_A_VALID_PHONE_NUMBER;
  return phone;
};

export const checkCustomerContact = (
  form: CustomerContactForm,
  countryCode: CountryCode,
): E.Either<Readonly<Partial<Record<DetailsField, string>>>, CustomerContact> => {
  const problems: Problems = {};
  const fullName = textField(form, 'fullName', problems);
  const phone = phoneField(form, problems);
  return Object.keys(problems).length > 0 ? E.left(problems) : E.right({ fullName, phone, countryCode });
};

export const checkCustomerDetails = (
  form: CustomerDetailsForm,
  countryCode: CountryCode,
): E.Either<Readonly<Partial<Record<DetailsField, string>>>, CustomerDetails> => {
  const problems: Problems = {};
  const fullName = textField(form, 'fullName', problems);
  const addressLine = textField(form, 'addressLine', problems);
  const town = textField(form, 'town', problems);
  const phone = phoneField(form, problems);
  const postcode = postcodeFor(countryCode)(form.postcode);
  if (E.isLeft(postcode)) problems.postcode = postcode.left.message;
  if (Object.keys(problems).length > 0 || E.isLeft(postcode)) return E.left(problems);
  return E.right({ fullName, phone, addressLine, town, postcode: postcode.right, countryCode });
};
