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

/** Who is asking for their basket: the site, the signed-in customer (if any), the browser's basket cookie (if any). */
export interface ShoppersBasketKey {
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  readonly basketToken: O.Option<string>;
}

/** Errors that mean "that basket is not usable here": a new one is started instead. */
export const BASKET_GONE: ReadonlySet<string> = new Set([
  'BASKET.NOT_FOUND',
  'BASKET.TOKEN_INVALID',
  'BASKET.FORBIDDEN',
]);

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

  /**
   * The shopper's basket, the one "Add to basket" adds to and the header counts: the signed-in
   * customer's open basket when they have one, else the browser's (when it answers to them). A
   * browser basket that is gone (unknown, a bad token, another's) is none, not an error.
   */
  shoppersBasket(input: ShoppersBasketKey): TE.TaskEither<PurchaseError, O.Option<Basket>> {
    const browsers: TE.TaskEither<PurchaseError, O.Option<Basket>> = pipe(
      input.basketToken,
      O.match(
        (): TE.TaskEither<PurchaseError, O.Option<Basket>> => TE.right(O.none),
        (token) =>
          pipe(
            this.find({ _tag: 'Token', token, shopper: input.customerId }),
            TE.orElse((error) => (BASKET_GONE.has(error.code) ? TE.right(O.none) : TE.left(error))),
          ),
      ),
    );
    if (O.isNone(input.customerId)) return browsers;
    return pipe(
      this.find({ _tag: 'Customer', customerId: input.customerId.value, site: input.site }),
      TE.chain(
        O.match(
          () => browsers,
          (basket) => TE.right(O.some(basket)),
        ),
      ),
    );
  }
}
