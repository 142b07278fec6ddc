/** GET /address/moniker/{m} (spec 2 §7.3): the addresses of a group a search suggested (a street, a building). */
import type * as TE from 'fp-ts/TaskEither';
import type { AddressError, AddressSuggestion } from '@kerching/domain/address';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { foundOrNotFound } from './addressLookupFailure';

export class ExpandAddressGroup {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: {
    readonly site: SiteKey;
    readonly moniker: string;
  }): TE.TaskEither<AddressError | ValidationError, ReadonlyArray<AddressSuggestion>> {
    return foundOrNotFound(this.lookup.expand(SITES[input.site].countryCode, input.moniker));
  }
}
