/**
 * Signing in with a basket (spec 2 §7.6 "An existing basket is read, merged by product id"): the
 * anonymous basket of this browser and the customer's own open basket become one.
 *
 * Our design: the browser's basket survives (its token is in the cookie) and is linked to the
 * customer; the customer's earlier basket is merged into it by product id and closed. So that
 * nothing the shopper chose is lost, a merged quantity above what the shopper may buy is lowered to
 * that maximum, and a line that can no longer be bought at all is dropped.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { basketAnswersTo, isValidBasketToken } from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type Basket, type BasketLine, checkLine, maxQuantityFor, mergeBasketLines } from '@kerching/domain/basket';
import { type BasketView, basketView, productsOf } from './basketView';

export interface MergeBasketsInput {
  readonly site: SiteKey;
  readonly customerId: string;
  /** The browser's basket token cookie, if any. */
  readonly anonymousToken: O.Option<string>;
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
      TE.chain(({ browser, own }): TE.TaskEither<PurchaseError, O.Option<Basket>> => {
        if (O.isNone(browser)) return TE.right(own);
        const linked = this.baskets.linkCustomer(browser.value.token, input.customerId, now);
        if (O.isNone(own) || own.value.token === browser.value.token) return pipe(linked, TE.map(O.some));
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
          (basket) =>
            pipe(
              productsOf(this.catalog, basket.lines, basket.customerId),
              TE.map((products) => O.some(basketView(basket, products, false))),
            ),
        ),
      ),
    );
  }

  private mergeInto(survivor: Basket, earlier: Basket, now: number) {
    const merged = mergeBasketLines(earlier.lines, survivor.lines);
    return pipe(
      productsOf(this.catalog, merged, survivor.customerId),
      TE.chain((products) => {
        const kept = merged.flatMap((line): BasketLine[] => {
          const product = O.fromNullable(products.get(line.productId));
          const clamped = pipe(
            product,
            O.match(
              () => line,
              (p) => ({ ...line, quantity: Math.min(line.quantity, maxQuantityFor(p)) }),
            ),
          );
          return E.isRight(checkLine(clamped, product, survivor.site, now)) && clamped.quantity > 0 ? [clamped] : [];
        });
        return this.baskets.replaceLines(survivor.token, kept, O.none, now);
      }),
    );
  }
}
