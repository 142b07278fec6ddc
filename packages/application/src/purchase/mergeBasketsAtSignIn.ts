/**
 * Signing in with a basket (spec 2 §7.6 "An existing basket is read, merged by product id"): the
 * anonymous basket of this browser and the customer's own open basket become one.
 *
 * Our design: the browser's basket survives (its token is in the cookie) and is linked to the
 * customer; the customer's earlier basket is merged into it by product id and closed. So that
 * nothing the shopper chose is lost, a merged quantity above what the shopper may buy is lowered to
 * that maximum, and a line that can no longer be bought at all is dropped.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Basket,
  type PurchasableProduct,
  basketAnswersTo,
  isValidBasketToken,
  mergeAtSignIn,
  mergeBasketLines,
} from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type BasketView, basketView, productsOf } from './basketView';

export interface MergeBasketsInput {
  readonly site: SiteKey;
  readonly customerId: string;
  /** The browser's basket token cookie, if any. */
  readonly anonymousToken: O.Option<string>;
}

/** The customer's basket, with the products already read to merge it (none when nothing was merged). */
interface Merged {
  readonly basket: Basket;
  readonly products: O.Option<ReadonlyMap<number, PurchasableProduct>>;
}

export class MergeBasketsAtSignIn {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  /** The customer's basket after the merge; none when neither basket exists. */
  execute(input: MergeBasketsInput): TE.TaskEither<PurchaseError, O.Option<BasketView>> {
    const now = this.clock.now().getTime();
    const anonymous: TE.TaskEither<PurchaseError, O.Option<Basket>> = pipe(
      input.anonymousToken,
      O.filter(isValidBasketToken),
      O.match(
        () => TE.right(O.none),
        (token) => this.baskets.byToken(token),
      ),
      TE.map(O.filter((b) => b.site === input.site && basketAnswersTo(b.customerId, O.some(input.customerId)))),
    );
    return pipe(
      TE.Do,
      TE.apS('browser', anonymous),
      TE.apS('own', this.baskets.byCustomer(input.customerId, input.site)),
      TE.chain(({ browser, own }): TE.TaskEither<PurchaseError, O.Option<Merged>> => {
        if (O.isNone(browser)) return TE.right(O.map((basket: Basket) => ({ basket, products: O.none }))(own));
        const linked = this.baskets.linkCustomer(browser.value.token, input.customerId, now);
        if (O.isNone(own) || own.value.token === browser.value.token)
          return pipe(
            linked,
            TE.map((basket) => O.some({ basket, products: O.none })),
          );
        const earlier = own.value;
        return pipe(
          linked,
          TE.chain((survivor) => this.mergeInto(survivor, earlier, now)),
          TE.chainFirst(() => this.baskets.close(earlier.token, now)),
          TE.map(O.some),
        );
      }),
      TE.chain(
        O.match(
          () => TE.right(O.none),
          ({ basket, products }: Merged) =>
            pipe(
              products,
              O.match(
                () => productsOf(this.catalog, basket.lines, basket.customerId),
                (read) => TE.right(read),
              ),
              TE.map((read) => O.some(basketView(basket, read, false))),
            ),
        ),
      ),
    );
  }

  /** The earlier basket's lines merged into the survivor (domain mergeAtSignIn), saved; with the products that priced them. */
  private mergeInto(survivor: Basket, earlier: Basket, now: number) {
    return pipe(
      productsOf(this.catalog, mergeBasketLines(earlier.lines, survivor.lines), survivor.customerId),
      TE.chain((products) =>
        pipe(
          this.baskets.replaceLines(
            survivor.token,
            mergeAtSignIn(earlier.lines, survivor.lines, products, survivor.site, now),
            O.none,
            now,
          ),
          TE.map((basket) => ({ basket, products: O.some(products) })),
        ),
      ),
    );
  }
}
