/**
 * An add-on to a basket line (spec 2 §7.6 "POST basket/{token}/addon: addonType (VVE), productId,
 * quantity"; spec 1 §3 "Addon"). The add-on belongs to the basket line of that product: it replaces
 * an earlier VVE add-on of the line, and covers at most the line's quantity. Quantity 0 removes it.
 */
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ADDON_TYPE_VVE, vveAddon } from '@kerching/domain/basket';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog, StoredBasket, StoredBasketLine } from '@kerching/ports/purchase';
import { validQuantity } from './basketRequests';
import { type BasketView, openBasket, saveCheckedLines } from './basketView';
import { basketToken } from './getBasket';

export interface AddOnToBasketInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly addonType: string;
  readonly productId: number;
  readonly quantity: number;
}

const withAddon = (
  basket: StoredBasket,
  input: AddOnToBasketInput,
): E.Either<PurchaseError, readonly StoredBasketLine[]> => {
  if (input.addonType !== ADDON_TYPE_VVE) {
    return E.left(purchaseError('BASKET.INPUT_INVALID', `unknown addon type ${input.addonType}`));
  }
  const line = basket.lines.find((l) => l.productId === input.productId);
  if (line === undefined)
    return E.left(purchaseError('BASKET.LINE_NOT_FOUND', `product ${input.productId} is not in the basket`));
  return pipe(
    validQuantity(input.quantity),
    E.chain((quantity) =>
      quantity > line.quantity
        ? E.left(purchaseError('BASKET.INPUT_INVALID', 'an add-on covers at most the line quantity'))
        : E.right(quantity),
    ),
    E.map((quantity) => {
      const others = line.orderAddons.filter((a) => a.addonType !== ADDON_TYPE_VVE);
      const orderAddons = quantity === 0 ? others : [...others, vveAddon(input.productId, quantity)];
      return basket.lines.map((l) => (l.productId === input.productId ? { ...l, orderAddons } : l));
    }),
  );
};

export class AddOnToBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: AddOnToBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => openBasket(this.baskets, token, input.shopper)),
      TE.chain((basket) =>
        pipe(
          TE.fromEither(withAddon(basket, input)),
          TE.chain((lines) => saveCheckedLines(this.baskets, this.catalog, basket, lines, now)),
        ),
      ),
    );
  }
}
