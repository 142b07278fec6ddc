/**
 * Adding a product (spec 2 §7.6 "POST basket/{token}/product"; "An existing basket is read, merged
 * by product id, then created or updated"). The merged lines are checked with the domain's rules
 * before anything is stored: an unavailable product, a quantity above what the shopper may buy
 * (max quantity message) or a restricted basket of 50 or more is refused. One basket change
 * (basketChange.ts).
 *
 * A stay on other dates replaces the option's line (domain mergeBasketLines); `add` says which stay
 * it replaced, so the page can tell the shopper instead of only saying "Added".
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Basket, ProductRequest } from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type BasketChange, BasketChanges } from './basketChange';
import type { BasketView } from './basketView';

export interface AddToBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly product: ProductRequest;
}

/** The basket after an addition, and the stay new dates replaced, if any. */
export type BasketAddition = BasketChange;

export class AddToBasket {
  private readonly changes: BasketChanges;

  constructor(baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: AddToBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    return pipe(
      this.add(input),
      TE.map((addition) => addition.basket),
    );
  }

  add(input: AddToBasketInput): TE.TaskEither<PurchaseError, BasketAddition> {
    return this.changes.change(input, { _tag: 'Add', products: [input.product] });
  }

  /** Adds to a basket the caller has already read (the shopper's own): no second read. */
  addTo(basket: Basket, product: ProductRequest): TE.TaskEither<PurchaseError, BasketAddition> {
    return this.changes.apply(basket, { _tag: 'Add', products: [product] });
  }
}
