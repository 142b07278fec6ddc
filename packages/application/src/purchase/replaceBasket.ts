/**
 * Replacing a basket (spec 2 §7.6 "PUT basket/{token}: brand, customerToken, eligibleForVip, id,
 * products"; spec 1 §5 "Basket replace needs token and products"): every line is replaced by the
 * products given (an empty list empties the basket), checked as any basket change.
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError } from '@kerching/domain/checkout';
import { SITES } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { linesToStore, priceBasket } from './basketPricing';
import { type ProductRequest, mergeStoredLines, requestedLines } from './basketRequests';
import { type BasketView, basketView, openBasket } from './basketView';
import { basketToken } from './getBasket';

export interface ReplaceBasketInput {
  readonly token: string;
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
      TE.chain((token) => openBasket(this.baskets, token)),
      TE.chain((basket) =>
        pipe(
          this.catalog.products(
            input.products.map((p) => p.productId),
            basket.customerId,
          ),
          TE.chain((products) =>
            pipe(
              TE.fromEither(requestedLines(input.products, products)),
              TE.chainEitherK((lines) =>
                priceBasket(mergeStoredLines([], lines), products, basket.site, SITES[basket.site].currency, now),
              ),
              TE.chain((priced) =>
                this.baskets.replaceLines(basket.token, linesToStore(priced), input.eligibleForVip, now),
              ),
              TE.map((saved) => basketView(saved, products, false)),
            ),
          ),
        ),
      ),
    );
  }
}
