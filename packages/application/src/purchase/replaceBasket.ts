/**
 * Replacing a basket (spec 2 §7.6 "PUT basket/{token}: brand, customerToken, eligibleForVip, id,
 * products"; spec 1 §5 "Basket replace needs token and products"): every line is replaced by the
 * products given (an empty list empties the basket), checked as any basket change (basketChange.ts).
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ProductRequest } from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { BasketChanges } from './basketChange';
import type { BasketView } from './basketView';

export interface ReplaceBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly eligibleForVip: O.Option<boolean>;
  readonly products: readonly ProductRequest[];
}

export class ReplaceBasket {
  private readonly changes: BasketChanges;

  constructor(baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: ReplaceBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.changes.change(input, { _tag: 'Replace', products: input.products }, input.eligibleForVip),
      TE.map((change) => change.basket),
    );
  }
}
