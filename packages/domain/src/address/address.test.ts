import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import { ADDRESS_SEARCH, type PostalAddress, addressSearchText, addressText, formattedAddressLines } from './address';

const flat: PostalAddress = {
  key: 'gb-m34lz-2',
  lines: ['Flat 2', '14 Deansgate'],
  town: 'Manchester',
  county: 'Greater Manchester',
  postcode: 'M3 4LZ',
  country: 'gb',
};

describe('addresses', () => {
  it('reads as one line in a suggestion list', () => {
    expect(addressText(flat)).toBe('Flat 2, 14 Deansgate, Manchester, M3 4LZ');
  });

  it('prints the post town in capitals and leaves out an empty county', () => {
    expect(formattedAddressLines(flat)).toEqual([
      'Flat 2',
      '14 Deansgate',
      'MANCHESTER',
      'Greater Manchester',
      'M3 4LZ',
    ]);
    expect(formattedAddressLines({ ...flat, lines: ['1 Main Street'], county: '' })).toEqual([
      '1 Main Street',
      'MANCHESTER',
      'M3 4LZ',
    ]);
  });

  it('searches from three letters or digits, ignoring case, commas and spaces', () => {
    expect(addressSearchText('  14,  DEANSgate ')).toBe('14 deansgate');
    expect(addressSearchText('m3')).toBeNull();
    expect(addressSearchText('m 3 4')).toBe('m 3 4');
    expect(addressSearchText(', . ;')).toBeNull();
  });

  it('never gives a search shorter than the minimum or longer than the maximum', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const search = addressSearchText(text);
        if (search === null) return;
        expect(search.replace(/[^a-z0-9]/g, '').length).toBeGreaterThanOrEqual(ADDRESS_SEARCH.minLength);
        expect(search.length).toBeLessThanOrEqual(ADDRESS_SEARCH.maxLength);
        expect(search).toBe(search.toLowerCase());
      }),
    );
  });
});
