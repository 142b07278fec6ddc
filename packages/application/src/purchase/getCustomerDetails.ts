/** The shopper's saved checkout details for an edition (a UK and an Irish address are kept apart). */
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { CustomerDetails, PurchaseError } from '@kerching/domain/checkout';
import type { CountryCode } from '@kerching/domain/site';
import type { CustomerDetailsBook } from '@kerching/ports/purchase';

export class GetCustomerDetails {
  constructor(private readonly book: CustomerDetailsBook) {}

  execute(input: {
    readonly customerId: string;
    readonly countryCode: CountryCode;
  }): TE.TaskEither<PurchaseError, O.Option<CustomerDetails>> {
    return this.book.byCustomer(input.customerId, input.countryCode);
  }
}
