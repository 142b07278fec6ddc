/**
 * The checkout's 422 recovery (spec 1 §4 "A 422 on checkout fetch removes the basket token cookie,
 * creates a new basket and redirects to the checkout of the new basket"; spec 2 §8). The new basket
 * takes every line of the old one that can still be bought, one by one, so one sold-out product does
 * not lose the others. None left: no new basket (the shopper is told why instead).
 */
import * as A from 'fp-ts/Array';
import * as O from 'fp-ts/Option';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { AddToBasket } from './addToBasket';
import type { BasketView } from './basketView';
import type { CreateBasket } from './createBasket';
import type { GetBasket } from './getBasket';

export interface RecoverBasketInput {
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  /** The basket the checkout could not load. */
  readonly token: string;
}

export class RecoverBasket {
  constructor(
    private readonly getBasket: GetBasket,
    private readonly createBasket: CreateBasket,
    private readonly addToBasket: AddToBasket,
  ) {}

  execute(input: RecoverBasketInput): TE.TaskEither<PurchaseError, O.Option<BasketView>> {
    const lines = pipe(
      this.getBasket.execute({
        key: { _tag: 'Token', token: input.token, shopper: input.customerId },
        giftPacks: false,
      }),
      TE.map((basket) => basket.products.map((line) => ({ productId: line.id, quantity: line.quantity }))),
      // A basket that is gone (ordered, merged, unknown) has nothing to carry over.
      TE.orElse(() => TE.right<PurchaseError, { productId: number; quantity: number }[]>([])),
    );
    return pipe(
      lines,
      TE.chain((wanted) =>
        wanted.length === 0
          ? TE.right(O.none)
          : pipe(
              this.createBasket.execute({
                site: input.site,
                customerId: input.customerId,
                eligibleForVip: false,
                products: [],
              }),
              TE.chain((fresh) => this.carryOver(fresh, input.customerId, wanted)),
            ),
      ),
    );
  }

  /** Adds each wanted line that can still be bought; the basket, if any line made it. */
  private carryOver(
    fresh: BasketView,
    customerId: O.Option<string>,
    wanted: ReadonlyArray<{ productId: number; quantity: number }>,
  ): TE.TaskEither<PurchaseError, O.Option<BasketView>> {
    return pipe(
      A.sequence(T.ApplicativeSeq)(
        wanted.map((product) => this.addToBasket.execute({ token: fresh.id, shopper: customerId, product })),
      ),
      T.map((results) => {
        const last = pipe(
          results,
          A.filterMap((r) => (r._tag === 'Right' ? O.some(r.right) : O.none)),
          A.last,
        );
        return O.isSome(last) && last.value.products.length > 0 ? O.some(last.value) : O.none;
      }),
      TE.fromTask,
    );
  }
}
