/**
 * Removing lines (spec 2 §7.6 "DELETE basket/{token}/product or basket/{token}/product/{productId};
 * needs token and product id"): one product, or every product. Removing a product that is not in
 * the basket is BASKET.LINE_NOT_FOUND. Removal needs no availability check (a sold-out line can
 * always be taken out), so the remaining lines are stored as they are.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type BasketView, basketView, openBasket, productsOf } from './basketView';
import { basketToken } from './getBasket';

export interface RemoveFromBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  /** None removes every product. */
  readonly productId: O.Option<number>;
}

export class RemoveFromBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: RemoveFromBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => openBasket(this.baskets, token, input.shopper)),
      TE.chain((basket) => {
        const remaining = pipe(
          input.productId,
          O.match(
            () => [],
            (id) => basket.lines.filter((l) => l.productId !== id),
          ),
        );
        if (O.isSome(input.productId) && remaining.length === basket.lines.length) {
          return TE.left(
            purchaseError('BASKET.LINE_NOT_FOUND', `product ${input.productId.value} is not in the basket`),
          );
        }
        return pipe(
          this.baskets.replaceLines(basket.token, remaining, O.none, now),
          TE.chain((saved) =>
            pipe(
              productsOf(this.catalog, saved.lines, saved.customerId),
              TE.map((products) => basketView(saved, products, false)),
            ),
          ),
        );
      }),
    );
  }
}
