/**
 * "Add to basket" and "Buy now" on a deal page (issue 6): the product goes into the shopper's
 * basket, whichever that is: the signed-in customer's own basket, else the browser's (its token in
 * the basket cookie), else a new one. A browser basket that no longer exists, or that belongs to
 * someone else, is not an error to the shopper: a new basket is started. Rule failures (caps,
 * availability) come back as the domain's errors with the spec's messages. The answer says which
 * stay new dates replaced, if any (AddToBasket.add).
 *
 * The shopper's basket is read once and changed as it was read (AddToBasket.addTo: one catalogue
 * read, one save), whatever the number of its lines (ADR 61).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { AddToBasket, BasketAddition } from './addToBasket';
import type { ProductRequest } from '@kerching/domain/basket';
import type { CreateBasket } from './createBasket';
import { BASKET_GONE, type GetBasket } from './getBasket';

export interface ShoppersBasketInput {
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  /** The browser's basket cookie, if any. */
  readonly basketToken: O.Option<string>;
  readonly eligibleForVip: boolean;
  readonly product: ProductRequest;
}

export class AddToShoppersBasket {
  constructor(
    private readonly getBasket: GetBasket,
    private readonly createBasket: CreateBasket,
    private readonly addToBasket: AddToBasket,
  ) {}

  execute(input: ShoppersBasketInput): TE.TaskEither<PurchaseError, BasketAddition> {
    const create = pipe(
      this.createBasket.execute({
        site: input.site,
        customerId: input.customerId,
        eligibleForVip: input.eligibleForVip,
        products: [input.product],
      }),
      TE.map((basket): BasketAddition => ({ basket, replacedStay: O.none })),
    );
    return pipe(
      this.getBasket.shoppersBasket(input),
      TE.chain(
        O.match(
          () => create,
          (basket) =>
            pipe(
              this.addToBasket.addTo(basket, input.product),
              TE.orElse((error) => (BASKET_GONE.has(error.code) ? create : TE.left(error))),
            ),
        ),
      ),
    );
  }
}
