/** The details the shopper gave at their last checkout, to fill the form in again (issue 6). */
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { CustomerDetails, PurchaseError } from '@kerching/domain/checkout';
import type { CustomerDetailsBook } from '@kerching/ports/purchase';

export class GetCustomerDetails {
  constructor(private readonly book: CustomerDetailsBook) {}

  execute(customerId: string): TE.TaskEither<PurchaseError, O.Option<CustomerDetails>> {
    return this.book.byCustomer(customerId);
  }
}
