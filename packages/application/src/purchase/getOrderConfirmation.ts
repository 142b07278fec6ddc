/**
 * An order's confirmation (spec 1 §3 "Order confirmation"): only the customer who placed it sees it
 * ('Sorry, a product order id is required.' without an id; ORDER.NOT_FOUND otherwise).
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { OrderConfirmation } from '@kerching/domain/checkout';
import type { OrderHistory } from '@kerching/ports/purchase';

export class GetOrderConfirmation {
  constructor(private readonly orders: OrderHistory) {}

  execute(input: {
    readonly orderId: string;
    readonly customerId: string;
  }): TE.TaskEither<PurchaseError, OrderConfirmation> {
    const orderId = input.orderId.trim();
    if (orderId === '') return TE.left(purchaseError('ORDER.PRODUCT_ORDER_ID_REQUIRED', 'no order id'));
    return pipe(
      this.orders.byId(orderId, input.customerId),
      TE.chain(TE.fromOption(() => purchaseError('ORDER.NOT_FOUND', `no order ${orderId} for the customer`))),
    );
  }
}
