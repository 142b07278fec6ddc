/**
 * Postal addresses and their lookup (spec 1 §5 Postcode: "lookup failures invite manual entry";
 * spec 2 §7.3 /address/postcode/{p}, /address/autocomplete, /address/validate/postcode/{p},
 * /address/moniker/{m}, /address/format/{key}; spec 2 §8 Address). The spec shows no payloads:
 * the shapes follow the address services UK sites use (ADR 64). A search gives suggestions: an
 * address (named by its key, formatted with /address/format/{key}) or a group of addresses (a
 * street or a building, named by a moniker that /address/moniker/{m} opens into its addresses).
 */
import type { CountryCode } from '../site/site';
import type { DomainError } from '../shared/error';

export interface PostalAddress {
  /** The address's stable key at the address service. */
  readonly key: string;
  /** The premise and street lines, most specific first ("Flat 2", "14 Deansgate"). */
  readonly lines: ReadonlyArray<string>;
  readonly town: string;
  /** The county; empty when the address service gives none. */
  readonly county: string;
  /** The canonical postcode or Eircode ("M3 4LZ", "D02 X285"). */
  readonly postcode: string;
  readonly country: CountryCode;
}

export type AddressSuggestion =
  | { readonly kind: 'address'; readonly key: string; readonly text: string }
  | { readonly kind: 'group'; readonly moniker: string; readonly text: string; readonly count: number };

/** Where a search for an address starts, and how many suggestions it gives (OUR NUMBERS, ADR 64). */
export const ADDRESS_SEARCH = {
  /** Fewer characters match too much to be useful. */
  minLength: 3,
  /** A text longer than any address line with its town. */
  maxLength: 100,
  /** As many as a phone shows under the field without scrolling far. */
  maxSuggestions: 10,
} as const;

export type AddressErrorCode = 'ADDRESS.NOT_FOUND' | 'ADDRESS.SEARCH_TOO_SHORT';

export type AddressError = DomainError<AddressErrorCode>;

/** OUR WORDING: a key or moniker the address service does not know (an old link, a typo). */
export const ADDRESS_NOT_FOUND = 'We could not find that address. Please enter your address manually.';
/** OUR WORDING: the search box needs a few characters before suggestions are useful. */
export const ADDRESS_SEARCH_TOO_SHORT = `Type at least ${ADDRESS_SEARCH.minLength} characters of your address.`;

/** The key or moniker asked for is not one the address service knows. */
export const addressNotFound: AddressError = { code: 'ADDRESS.NOT_FOUND', detail: ADDRESS_NOT_FOUND };

/** The search text is too short to search with. */
export const addressSearchTooShort: AddressError = {
  code: 'ADDRESS.SEARCH_TOO_SHORT',
  detail: ADDRESS_SEARCH_TOO_SHORT,
};

/** One line for a suggestion list: the lines, the town and the postcode, comma separated. */
export const addressText = (address: PostalAddress): string =>
  [...address.lines, address.town, address.postcode].filter((part) => part !== '').join(', ');

/**
 * The address as a label or form shows it, one line each: the premise and street lines, the town
 * in capitals (as Royal Mail and An Post print the post town), the county when there is one and
 * the postcode.
 */
export const formattedAddressLines = (address: PostalAddress): ReadonlyArray<string> =>
  [...address.lines, address.town.toUpperCase(), address.county, address.postcode].filter((line) => line !== '');

/**
 * A search text as address services compare it: lower case, commas and repeated spaces gone;
 * none when it is shorter than `ADDRESS_SEARCH.minLength` letters or digits.
 */
export const addressSearchText = (text: string): string | null => {
  const words = text
    .toLowerCase()
    .replace(/[,.;]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
  const normal = words.join(' ').slice(0, ADDRESS_SEARCH.maxLength);
  return normal.replace(/[^a-z0-9]/g, '').length < ADDRESS_SEARCH.minLength ? null : normal;
};
