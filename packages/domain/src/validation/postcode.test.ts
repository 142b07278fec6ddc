import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  eircode,
  knownPostcode,
  normaliseEircode,
  normaliseUkPostcode,
  postcodeFor,
  postcodeLookupFailed,
  ukPostcode,
} from './postcode';

const messageOf = (result: E.Either<{ readonly message: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.message : undefined;

describe("postcode (spec 1 §5 \"Postcode: 'Enter a valid postcode', 'Invalid postcode', Irish Eircode variant\")", () => {
  it('accepts UK postcodes of every shape, in canonical form', () => {
    expect(ukPostcode('sw1a1aa')).toEqual(E.right('SW1A 1AA'));
    expect(ukPostcode(' M1 1AE ')).toEqual(E.right('M1 1AE'));
    expect(ukPostcode('b33 8th')).toEqual(E.right('B33 8TH'));
    expect(ukPostcode('CR2 6XH')).toEqual(E.right('CR2 6XH'));
    expect(ukPostcode('DN55 1PT')).toEqual(E.right('DN55 1PT'));
    expect(ukPostcode('W1A 0AX')).toEqual(E.right('W1A 0AX'));
    expect(ukPostcode('gir 0aa')).toEqual(E.right('GIR 0AA'));
  });
  it('"Enter a valid postcode" for a wrong shape', () => {
    for (const bad of ['SW1A', '1AA SW1', 'SW1A 1CA', 'ABC1 1AA', 'SW1A-1AA', 'D02 X285']) {
      expect(messageOf(ukPostcode(bad))).toBe('Enter a valid postcode');
    }
    expect(normaliseUkPostcode('nope')).toEqual(O.none);
  });
  it('"Required field" when empty', () => {
    expect(messageOf(ukPostcode('  '))).toBe('Required field');
    expect(messageOf(eircode(''))).toBe('Required field');
  });
  it('"Invalid postcode" when the address service does not know a well-shaped postcode', () => {
    expect(knownPostcode('ZZ9 9ZZ', false)).toEqual(
      E.left({ code: 'VALIDATION.POSTCODE_NOT_FOUND', detail: 'Invalid postcode', message: 'Invalid postcode' }),
    );
    expect(knownPostcode('SW1A 1AA', true)).toEqual(E.right('SW1A 1AA'));
  });
  it('lookup failures invite manual entry', () => {
    expect(postcodeLookupFailed.message).toBe(
      'An error occurred looking up your postcode. Please enter your address manually.',
    );
  });
  it('Irish Eircode variant (our message "Enter a valid Eircode")', () => {
    expect(eircode('a65f4e2')).toEqual(E.right('A65 F4E2'));
    expect(eircode('D6W 1234')).toEqual(E.right('D6W 1234'));
    expect(eircode('d02 x285')).toEqual(E.right('D02 X285'));
    expect(normaliseEircode('T12 AB34')).toEqual(O.none);
    for (const bad of ['SW1A 1AA', 'B65 F4E2', 'A65 F4E', 'A6 F4E22'])
      expect(messageOf(eircode(bad))).toBe('Enter a valid Eircode');
  });
  it('chooses Eircode in Ireland and the UK postcode otherwise', () => {
    expect(postcodeFor('ie')('A65F4E2')).toEqual(E.right('A65 F4E2'));
    expect(postcodeFor('gb')('sw1a 1aa')).toEqual(E.right('SW1A 1AA'));
    expect(E.isLeft(postcodeFor('gb')('A65F4E2'))).toBe(true);
  });
});
