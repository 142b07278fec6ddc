/**
 * The one way a basket changes (ADR 61): load → domain change → price → save. Add, update, add-on,
 * replace and remove all run `BasketChanges.apply` on a basket read once: the catalogue is read once
 * for the basket's products and the edit's (calendar lines then price their stays from their
 * calendars), the domain edits the lines (`editBasketLines`), checks and prices them (`priceBasket`,
 * except for a removal), and the lines are saved in one write. Creating a basket prices its lines
 * the same way (`priceNewLines`).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Basket,
  type BasketEdit,
  type BasketLine,
  type ProductRequest,
  type PurchasableProduct,
  basketToken,
  editBasketLines,
  editIsChecked,
  editedProductIds,
  linesToStore,
  priceBasket,
  replacedStay,
} from '@kerching/domain/basket';
import type { Stay } from '@kerching/domain/calendar';
import type { PurchaseError } from '@kerching/domain/checkout';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { withStayPrices } from './basketStays';
import { type BasketView, basketView, openBasket } from './basketView';

export interface BasketChange {
  readonly basket: BasketView;
  /** The stay an added product's line had before, when new dates replaced it. */
  readonly replacedStay: O.Option<Stay>;
}

/** A basket's lines after an edit, checked and priced, with the catalogue facts that priced them. */
interface EditedLines {
  /** The lines as edited, before the check (a line of quantity 0 still there). */
  readonly edited: readonly BasketLine[];
  /** The lines to store: checked, quantity 0 left out. */
  readonly lines: readonly BasketLine[];
  readonly products: ReadonlyMap<number, PurchasableProduct>;
}

/** Who asks for a basket by its token: the signed-in customer, or none when signed out. */
export interface BasketByToken {
  readonly token: string;
  readonly shopper: O.Option<string>;
}

export class BasketChanges {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  /** Loads the open basket the shopper may change, then applies the edit. */
  change(
    key: BasketByToken,
    edit: BasketEdit,
    eligibleForVip: O.Option<boolean> = O.none,
  ): TE.TaskEither<PurchaseError, BasketChange> {
    return pipe(
      TE.fromEither(basketToken(key.token)),
      TE.chain((token) => openBasket(this.baskets, token, key.shopper)),
      TE.chain((basket) => this.apply(basket, edit, eligibleForVip)),
    );
  }

  /** Applies the edit to a basket already read: one catalogue read, the domain's change and price, one save. */
  apply(
    basket: Basket,
    edit: BasketEdit,
    eligibleForVip: O.Option<boolean> = O.none,
  ): TE.TaskEither<PurchaseError, BasketChange> {
    const now = this.clock.now().getTime();
    return pipe(
      this.edited(basket.lines, edit, basket.site, basket.customerId, now),
      TE.chain(({ edited, lines, products }) =>
        pipe(
          this.baskets.replaceLines(basket.token, lines, eligibleForVip, now),
          TE.map((saved) => ({
            basket: basketView(saved, products, false),
            replacedStay: edit._tag === 'Add' ? replacedStay(basket.lines, edited) : O.none,
          })),
        ),
      ),
    );
  }

  /** The lines of a new basket of the requested products, checked and priced as any change. */
  priceNewLines(
    requests: readonly ProductRequest[],
    site: SiteKey,
    customerId: O.Option<string>,
    now: number,
  ): TE.TaskEither<PurchaseError, EditedLines> {
    return this.edited([], { _tag: 'Replace', products: requests }, site, customerId, now);
  }

  private edited(
    lines: readonly BasketLine[],
    edit: BasketEdit,
    site: SiteKey,
    customerId: O.Option<string>,
    now: number,
  ): TE.TaskEither<PurchaseError, EditedLines> {
    const ids = [...new Set([...lines.map((l) => l.productId), ...editedProductIds(edit)])];
    return pipe(
      this.catalog.products(ids, customerId),
      TE.bindTo('catalogued'),
      TE.bind('edited', ({ catalogued }) => TE.fromEither(editBasketLines(lines, edit, catalogued))),
      TE.bind('products', ({ edited, catalogued }) => withStayPrices(this.catalog, edited, catalogued)),
      TE.chain(({ edited, products }) =>
        editIsChecked(edit)
          ? pipe(
              TE.fromEither(priceBasket(edited, products, site, SITES[site].currency, now)),
              TE.map((priced) => ({ edited, lines: linesToStore(priced), products })),
            )
          : TE.right({ edited, lines: edited, products }),
      ),
    );
  }
}
