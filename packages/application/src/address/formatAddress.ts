/**
 * GET /address/format/{key} (spec 2 §7.3): one address, whole, to fill the form with, and its
 * lines as a label prints them.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AddressError, type PostalAddress, formattedAddressLines } from '@kerching/domain/address';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { foundOrNotFound } from './addressLookupFailure';

export interface FormattedAddress {
  readonly address: PostalAddress;
  readonly lines: ReadonlyArray<string>;
}

export class FormatAddress {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: {
    readonly site: SiteKey;
    readonly key: string;
  }): TE.TaskEither<AddressError | ValidationError, FormattedAddress> {
    return pipe(
      foundOrNotFound(this.lookup.address(SITES[input.site].countryCode, input.key)),
      TE.map((address) => ({ address, lines: formattedAddressLines(address) })),
    );
  }
}
