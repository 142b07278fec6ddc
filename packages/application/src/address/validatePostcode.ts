/**
 * GET /address/validate/postcode/{p} (spec 2 §7.3): whether a postcode (an Eircode on the Irish
 * editions) is one the shopper can use, with the message to show when not (spec 1 §5): its shape
 * first, then whether the address service knows it. Both are answers, not errors: the form asks
 * while the shopper types.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { SITES, type SiteKey } from '@kerching/domain/site';
import { knownPostcode, postcodeFor, type ValidationError } from '@kerching/domain/validation';
import type { AddressLookup } from '@kerching/ports';
import { lookupFailedAsManualEntry } from './addressLookupFailure';

export type PostcodeCheck =
  { readonly valid: true; readonly postcode: string } | { readonly valid: false; readonly message: string };

const refused = (error: ValidationError): PostcodeCheck => ({ valid: false, message: error.message });

export class ValidatePostcode {
  constructor(private readonly lookup: AddressLookup) {}

  execute(input: { readonly site: SiteKey; readonly postcode: string }): TE.TaskEither<ValidationError, PostcodeCheck> {
    const country = SITES[input.site].countryCode;
    return pipe(
      postcodeFor(country)(input.postcode),
      E.match(
        (error) => TE.right(refused(error)),
        (postcode) =>
          pipe(
            lookupFailedAsManualEntry(this.lookup.byPostcode(country, postcode)),
            TE.map((addresses) =>
              pipe(
                knownPostcode(postcode, addresses.length > 0),
                E.match(refused, (known): PostcodeCheck => ({ valid: true, postcode: known })),
              ),
            ),
          ),
      ),
    );
  }
}
