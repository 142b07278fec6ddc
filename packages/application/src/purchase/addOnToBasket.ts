/**
 * An add-on to a basket line (spec 2 §7.6 "POST basket/{token}/addon: addonType (VVE), productId,
 * quantity"; spec 1 §3 "Addon"). The add-on belongs to the basket line of that product: it replaces
 * an earlier VVE add-on of the line, and covers at most the line's quantity (domain addOnToLine).
 * Quantity 0 removes it. One basket change (basketChange.ts).
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { BasketChanges } from './basketChange';
import type { BasketView } from './basketView';

export interface AddOnToBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly addonType: string;
  readonly productId: number;
  readonly quantity: number;
}

export class AddOnToBasket {
  private readonly changes: BasketChanges;

  constructor(baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: AddOnToBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.changes.change(input, {
        _tag: 'AddOn',
        addonType: input.addonType,
        productId: input.productId,
        quantity: input.quantity,
      }),
      TE.map((change) => change.basket),
    );
  }
}
