/**
 * Linking a basket to the signed-in customer (spec 2 §7.6 "PATCH basket/{id} with the same fields
 * links a customer"). A basket already linked to another customer is BASKET.FORBIDDEN.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import { basketToken } from '@kerching/domain/basket';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type BasketView, basketView, productsOf } from './basketView';

export interface LinkBasketToCustomerInput {
  readonly token: string;
  readonly customerId: string;
}

export class LinkBasketToCustomer {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: LinkBasketToCustomerInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => this.baskets.linkCustomer(token, input.customerId, now)),
      TE.chain((basket) =>
        pipe(
          productsOf(this.catalog, basket.lines, basket.customerId),
          TE.map((products) => basketView(basket, products, false)),
        ),
      ),
    );
  }
}
