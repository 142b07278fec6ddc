/**
 * "Your details" at checkout (issue 6): the shopper's name, phone and address are checked by the
 * domain (a UK postcode on the UK sites, an Eircode on the Irish ones) and kept for the next
 * checkout of that edition. With nothing to post (issue 42) only the name and phone are asked and
 * kept; an address saved before stays. A form with problems answers every failing field.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type CustomerContact,
  type CustomerDetailsForm,
  type PurchaseError,
  checkCustomerContact,
  checkCustomerDetails,
} from '@kerching/domain/checkout';
import type { CountryCode } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { CustomerDetailsBook } from '@kerching/ports/purchase';

export type DetailsProblem =
  | { readonly kind: 'fields'; readonly fields: Readonly<Record<string, string>> }
  | { readonly kind: 'store'; readonly error: PurchaseError };

export class SaveCustomerDetails {
  constructor(
    private readonly book: CustomerDetailsBook,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly customerId: string;
    readonly countryCode: CountryCode;
    readonly form: CustomerDetailsForm;
    /** Something is posted: the address is asked (domain needsPostalAddress). */
    readonly postal: boolean;
  }): TE.TaskEither<DetailsProblem, CustomerContact> {
    const at = this.clock.now().getTime();
    const stored = (save: TE.TaskEither<PurchaseError, void>) =>
      TE.mapLeft((error: PurchaseError): DetailsProblem => ({ kind: 'store', error }))(save);
    const asFields = E.mapLeft((fields: Readonly<Record<string, string>>): DetailsProblem => ({
      kind: 'fields',
      fields,
    }));
    return input.postal
      ? pipe(
          TE.fromEither(asFields(checkCustomerDetails(input.form, input.countryCode))),
          TE.chainFirst((details) => stored(this.book.save(input.customerId, details, at))),
        )
      : pipe(
          TE.fromEither(asFields(checkCustomerContact(input.form, input.countryCode))),
          TE.chainFirst((contact) => stored(this.book.saveContact(input.customerId, contact, at))),
        );
  }
}
