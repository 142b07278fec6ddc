/**
 * "Your details" at checkout (issue 6): the shopper's name, phone and address are checked by the
 * domain (a UK postcode on the UK sites, an Eircode on the Irish ones) and kept for the next
 * checkout. A form with problems answers every failing field.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type CustomerDetails,
  type CustomerDetailsForm,
  type PurchaseError,
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
  }): TE.TaskEither<DetailsProblem, CustomerDetails> {
    return pipe(
      TE.fromEither(
        pipe(
          checkCustomerDetails(input.form, input.countryCode),
          E.mapLeft((fields): DetailsProblem => ({ kind: 'fields', fields })),
        ),
      ),
      TE.chainFirst((details) =>
        pipe(
          this.book.save(input.customerId, details, this.clock.now().getTime()),
          TE.mapLeft((error): DetailsProblem => ({ kind: 'store', error })),
        ),
      ),
    );
  }
}
