/**
 * Changing a line (spec 2 §7.6 "PATCH basket/{token}/product/{productId} with partial fields
 * quantity, giftWrap, giftPack, gift, gifting, payDeposit, payLater, deliveryOptionType"). A
 * quantity of 0 removes the line. The basket is checked again as a whole: one basket change
 * (basketChange.ts).
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { LinePatch } from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { BasketChanges } from './basketChange';
import type { BasketView } from './basketView';

export interface UpdateBasketLineInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly productId: number;
  readonly patch: LinePatch;
}

export class UpdateBasketLine {
  private readonly changes: BasketChanges;

  constructor(baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: UpdateBasketLineInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.changes.change(input, { _tag: 'Update', productId: input.productId, patch: input.patch }),
      TE.map((change) => change.basket),
    );
  }
}
