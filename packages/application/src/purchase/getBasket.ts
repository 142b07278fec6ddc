/**
 * Reading a basket (spec 2 §7.6 "GET basket/{token}?giftPacks=true, or basket?customerToken={ct}"):
 * by token, or the signed-in customer's latest open basket. A token of 10 characters or fewer is
 * never valid (BASKET.TOKEN_INVALID); an unknown one is BASKET.NOT_FOUND, as is a customer's basket
 * asked for by anyone but that customer (issue 40 item 7).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type Basket, basketAnswersTo, basketToken } from '@kerching/domain/basket';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type BasketView, basketView, productsOf } from './basketView';

export type BasketKey =
  | {
      readonly _tag: 'Token';
      readonly token: string;
      /** The signed-in customer asking (none when signed out). */
      readonly shopper: O.Option<string>;
    }
  | { readonly _tag: 'Customer'; readonly customerId: string; readonly site: SiteKey };

export interface GetBasketInput {
  readonly key: BasketKey;
  readonly giftPacks: boolean;
}

export class GetBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
  ) {}

  execute(input: GetBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.find(input.key),
      TE.chain(TE.fromOption(() => purchaseError('BASKET.NOT_FOUND', 'no open basket'))),
      TE.chain((basket) =>
        pipe(
          productsOf(this.catalog, basket.lines, basket.customerId),
          TE.map((products) => basketView(basket, products, input.giftPacks)),
        ),
      ),
    );
  }

  /** The open basket the key names, as stored (no catalogue read); none when there is none. */
  find(key: BasketKey): TE.TaskEither<PurchaseError, O.Option<Basket>> {
    return key._tag === 'Token'
      ? pipe(
          TE.fromEither(basketToken(key.token)),
          TE.chain((token) => this.baskets.byToken(token)),
          TE.map(O.filter((basket: Basket) => basketAnswersTo(basket.customerId, key.shopper))),
        )
      : this.baskets.byCustomer(key.customerId, key.site);
  }
}
