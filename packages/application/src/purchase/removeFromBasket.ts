/**
 * Removing lines (spec 2 §7.6 "DELETE basket/{token}/product or basket/{token}/product/{productId};
 * needs token and product id"): one product, or every product. Removing a product that is not in
 * the basket is BASKET.LINE_NOT_FOUND. Removal needs no availability check (a sold-out line can
 * always be taken out), so the remaining lines are stored as they are. One basket change
 * (basketChange.ts).
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { BasketChanges } from './basketChange';
import type { BasketView } from './basketView';

export interface RemoveFromBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  /** None removes every product. */
  readonly productId: O.Option<number>;
}

export class RemoveFromBasket {
  private readonly changes: BasketChanges;

  constructor(baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: RemoveFromBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.changes.change(input, { _tag: 'Remove', productId: input.productId }),
      TE.map((change) => change.basket),
    );
  }
}
