/**
 * Adding a product (spec 2 §7.6 "POST basket/{token}/product"; "An existing basket is read, merged
 * by product id, then created or updated"). The merged lines are checked with the domain's rules
 * before anything is stored: an unavailable product, a quantity above what the shopper may buy
 * (max quantity message) or a restricted basket of 50 or more is refused.
 *
 * A stay on other dates replaces the option's line (basketRequests.ts); `add` says which stay it
 * replaced, so the page can tell the shopper instead of only saying "Added".
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Stay } from '@kerching/domain/calendar';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type ProductRequest, mergeStoredLines, replacedStay, requestedLines } from './basketRequests';
import { type BasketView, openBasket, saveCheckedLines } from './basketView';
import { basketToken } from './getBasket';

export interface AddToBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly product: ProductRequest;
}

export interface BasketAddition {
  readonly basket: BasketView;
  /** The stay the added product's line had before, when the new dates replaced it. */
  readonly replacedStay: O.Option<Stay>;
}

export class AddToBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: AddToBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.add(input),
      TE.map((addition) => addition.basket),
    );
  }

  add(input: AddToBasketInput): TE.TaskEither<PurchaseError, BasketAddition> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => openBasket(this.baskets, token, input.shopper)),
      TE.chain((basket) =>
        pipe(
          this.catalog.products([input.product.productId], basket.customerId),
          TE.chainEitherK((products) => requestedLines([input.product], products)),
          TE.chain((added) =>
            pipe(
              saveCheckedLines(this.baskets, this.catalog, basket, mergeStoredLines(basket.lines, added), now),
              TE.map((view) => ({ basket: view, replacedStay: replacedStay(basket.lines, added) })),
            ),
          ),
        ),
      ),
    );
  }
}
