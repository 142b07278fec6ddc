/** GET /address/moniker/{m} (spec 2 §7.3): the addresses of a group a search suggested (a street, a building). */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ADDRESS_NOT_FOUND, type AddressError, type AddressSuggestion } from '@kerching/domain/address';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { lookupFailedAsManualEntry } from './addressLookupFailure';

export class ExpandAddressGroup {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: {
    readonly site: SiteKey;
    readonly moniker: string;
  }): TE.TaskEither<AddressError | ValidationError, ReadonlyArray<AddressSuggestion>> {
    return pipe(
      lookupFailedAsManualEntry(this.lookup.expand(SITES[input.site].countryCode, input.moniker)),
      TE.chainW(TE.fromOption((): AddressError => ({ code: 'ADDRESS.NOT_FOUND', detail: ADDRESS_NOT_FOUND }))),
    );
  }
}
