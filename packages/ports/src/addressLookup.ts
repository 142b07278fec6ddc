/**
 * The address service (spec 2 §7.3 /address/*): postcodes and Eircodes to addresses, and a search
 * as the shopper types. A local data set in development and tests (adapters-address); in
 * production a commercial provider's HTTP API behind the same port. Every call is for one country,
 * so an edition never offers the other's addresses.
 */
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { AddressSuggestion, PostalAddress } from '@kerching/domain/address';
import type { CountryCode } from '@kerching/domain/site';
import type { DomainError } from '@kerching/domain/shared';

/** The service did not answer or failed: the shopper is invited to type the address. */
export type AddressLookupUnavailable = DomainError<'ADDRESS.LOOKUP_UNAVAILABLE'>;

export interface AddressLookup {
  /** Every address at a canonical postcode or Eircode; empty when the service does not know it. */
  byPostcode(
    country: CountryCode,
    postcode: string,
  ): TE.TaskEither<AddressLookupUnavailable, ReadonlyArray<PostalAddress>>;
  /** Suggestions for a normalised search text (`addressSearchText`), at most `limit`. */
  search(
    country: CountryCode,
    text: string,
    limit: number,
  ): TE.TaskEither<AddressLookupUnavailable, ReadonlyArray<AddressSuggestion>>;
  /** The addresses a group's moniker stands for; none when the moniker is unknown. */
  expand(
    country: CountryCode,
    moniker: string,
  ): TE.TaskEither<AddressLookupUnavailable, O.Option<ReadonlyArray<AddressSuggestion>>>;
  /** One address by its key; none when the key is unknown. */
  address(country: CountryCode, key: string): TE.TaskEither<AddressLookupUnavailable, O.Option<PostalAddress>>;
}
