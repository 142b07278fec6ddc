/**
 * The address service over a local data set (issue 42, ADR 64): what development, the demo and the
 * tests use, behind the same port as a commercial provider. A search matches when each of its words
 * starts a word of the address (or the postcode, spaces ignored); when more addresses match than a
 * list shows, they are grouped (a UK postcode's street segment, an Irish street) for the shopper to
 * open.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type AddressSuggestion, type PostalAddress, addressText } from '@kerching/domain/address';
import type { CountryCode } from '@kerching/domain/site';
import type { AddressLookup, AddressLookupUnavailable } from '@kerching/ports';
import { LOCAL_ADDRESSES } from './addressData';

/**
 * Postcodes that make the local service fail, as a provider's sandbox has test values: so that the
 * spec's lookup-failure message can be seen and tested (ADR 64). Well shaped, and no real address.
 */
export const OUTAGE_POSTCODES: Readonly<Record<CountryCode, string>> = { gb: 'XX1 1XX', ie: 'X99 XXXX' };

const unavailable: AddressLookupUnavailable = {
  code: 'ADDRESS.LOOKUP_UNAVAILABLE',
  detail: 'the local address service stands in for an outage',
};

const compact = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, '');

const matches = (address: PostalAddress, search: string): boolean => {
  const words = addressText(address).toLowerCase().replace(/,/g, ' ').split(/\s+/);
  const postcode = compact(address.postcode);
  if (postcode.startsWith(compact(search))) return true;
  return search.split(' ').every((term) => words.some((word) => word.startsWith(term)) || postcode.startsWith(term));
};

/** A UK postcode names a street segment; in Ireland (one Eircode per address) a street is the group. */
const groupOf = (address: PostalAddress): { readonly moniker: string; readonly text: string } => {
  const street = address.lines[address.lines.length - 1]?.replace(/^\d+\s+/, '') ?? '';
  return address.country === 'gb'
    ? { moniker: `gb~${compact(address.postcode)}`, text: `${street}, ${address.town}, ${address.postcode}` }
    : { moniker: `ie~${compact(`${street}~${address.town}`)}`, text: `${street}, ${address.town}` };
};

const asSuggestion = (address: PostalAddress): AddressSuggestion => ({
  kind: 'address',
  key: address.key,
  text: addressText(address),
});

export class LocalAddressBook implements AddressLookup {
  constructor(private readonly addresses: ReadonlyArray<PostalAddress> = LOCAL_ADDRESSES) {}

  private inCountry(country: CountryCode): ReadonlyArray<PostalAddress> {
    return this.addresses.filter((address) => address.country === country);
  }

  byPostcode(
    country: CountryCode,
    postcode: string,
  ): TE.TaskEither<AddressLookupUnavailable, ReadonlyArray<PostalAddress>> {
    if (postcode === OUTAGE_POSTCODES[country]) return TE.left(unavailable);
    return TE.right(this.inCountry(country).filter((address) => address.postcode === postcode));
  }

  search(
    country: CountryCode,
    text: string,
    limit: number,
  ): TE.TaskEither<AddressLookupUnavailable, ReadonlyArray<AddressSuggestion>> {
    const found = this.inCountry(country).filter((address) => matches(address, text));
    if (found.length <= limit) return TE.right(found.map(asSuggestion));
    const groups = new Map<string, { text: string; count: number }>();
    for (const address of found) {
      const group = groupOf(address);
      const known = groups.get(group.moniker);
      groups.set(group.moniker, { text: group.text, count: (known?.count ?? 0) + 1 });
    }
    return TE.right(
      [...groups.entries()].slice(0, limit).map(([moniker, group]): AddressSuggestion => ({
        kind: 'group',
        moniker,
        text: group.text,
        count: group.count,
      })),
    );
  }

  expand(
    country: CountryCode,
    moniker: string,
  ): TE.TaskEither<AddressLookupUnavailable, O.Option<ReadonlyArray<AddressSuggestion>>> {
    const members = this.inCountry(country).filter((address) => groupOf(address).moniker === moniker);
    return TE.right(members.length === 0 ? O.none : O.some(members.map(asSuggestion)));
  }

  address(country: CountryCode, key: string): TE.TaskEither<AddressLookupUnavailable, O.Option<PostalAddress>> {
    return TE.right(O.fromNullable(this.inCountry(country).find((address) => address.key === key)));
  }
}
