/**
 * GET /address/postcode/{p} (spec 2 §7.3): the addresses at a postcode (an Eircode on the Irish
 * editions). A postcode of the wrong shape is "Enter a valid postcode" ("Enter a valid Eircode");
 * one the address service does not know is "Invalid postcode" (spec 1 §5).
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PostalAddress } from '@kerching/domain/address';
import { SITES, type SiteKey } from '@kerching/domain/site';
import { knownPostcode, postcodeFor, type ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { lookupFailedAsManualEntry } from './addressLookupFailure';

export interface PostcodeAddresses {
  readonly postcode: string;
  readonly addresses: ReadonlyArray<PostalAddress>;
}

export class LookupPostcode {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: {
    readonly site: SiteKey;
    readonly postcode: string;
  }): TE.TaskEither<ValidationError, PostcodeAddresses> {
    const country = SITES[input.site].countryCode;
    return pipe(
      TE.fromEither(postcodeFor(country)(input.postcode)),
      TE.chain((postcode) =>
        pipe(
          lookupFailedAsManualEntry(this.lookup.byPostcode(country, postcode)),
          TE.chainEitherK((addresses) =>
            pipe(
              knownPostcode(postcode, addresses.length > 0),
              E.map((known) => ({ postcode: known, addresses })),
            ),
          ),
        ),
      ),
    );
  }
}
