/**
 * Replacing a basket (spec 2 §7.6 "PUT basket/{token}: brand, customerToken, eligibleForVip, id,
 * products"; spec 1 §5 "Basket replace needs token and products"): every line is replaced by the
 * products given (an empty list empties the basket), checked as any basket change.
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { linesToStore } from './basketPricing';
import { type ProductRequest, priceRequestedBasket } from './basketRequests';
import { type BasketView, basketView, openBasket } from './basketView';
import { basketToken } from './getBasket';

export interface ReplaceBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly eligibleForVip: O.Option<boolean>;
  readonly products: readonly ProductRequest[];
}

export class ReplaceBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: ReplaceBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => openBasket(this.baskets, token, input.shopper)),
      TE.chain((basket) =>
        pipe(
          priceRequestedBasket(this.catalog, input.products, basket.customerId, basket.site, now),
          TE.chain(({ basket: priced, products }) =>
            pipe(
              this.baskets.replaceLines(basket.token, linesToStore(priced), input.eligibleForVip, now),
              TE.map((saved) => basketView(saved, products, false)),
            ),
          ),
        ),
      ),
    );
  }
}
