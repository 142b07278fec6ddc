/**
 * GET /address/autocomplete?q= (spec 2 §7.3): suggestions as the shopper types an address, in the
 * edition's own country only: addresses, and groups (a street, a building) to open with
 * /address/moniker/{m}.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ADDRESS_SEARCH,
  addressSearchTooShort,
  type AddressError,
  type AddressSuggestion,
  addressSearchText,
} from '@kerching/domain/address';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { lookupFailedAsManualEntry } from './addressLookupFailure';

export class SearchAddresses {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: {
    readonly site: SiteKey;
    readonly text: string;
  }): TE.TaskEither<AddressError | ValidationError, ReadonlyArray<AddressSuggestion>> {
    const search = addressSearchText(input.text);
    if (search === null) return TE.left<AddressError>(addressSearchTooShort);
    return pipe(
      lookupFailedAsManualEntry(
        this.lookup.search(SITES[input.site].countryCode, search, ADDRESS_SEARCH.maxSuggestions),
      ),
      TE.map((suggestions) => suggestions.slice(0, ADDRESS_SEARCH.maxSuggestions)),
    );
  }
}
