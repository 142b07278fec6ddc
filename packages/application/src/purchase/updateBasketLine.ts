/**
 * Changing a line (spec 2 §7.6 "PATCH basket/{token}/product/{productId} with partial fields
 * quantity, giftWrap, giftPack, gift, gifting, payDeposit, payLater, deliveryOptionType"). A
 * quantity of 0 removes the line. The basket is checked again as a whole.
 */
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog, StoredBasket, StoredBasketLine } from '@kerching/ports/purchase';
import { type LinePatch, applyPatch } from './basketRequests';
import { type BasketView, openBasket, saveCheckedLines } from './basketView';
import { basketToken } from './getBasket';

export interface UpdateBasketLineInput {
  readonly token: string;
  /** The signed-in customer asking (none when signed out): a customer's basket answers to them only. */
  readonly shopper: O.Option<string>;
  readonly productId: number;
  readonly patch: LinePatch;
}

const patchedLines = (
  basket: StoredBasket,
  productId: number,
  patch: LinePatch,
): E.Either<PurchaseError, readonly StoredBasketLine[]> => {
  const line = basket.lines.find((l) => l.productId === productId);
  if (line === undefined)
    return E.left(purchaseError('BASKET.LINE_NOT_FOUND', `product ${productId} is not in the basket`));
  return pipe(
    applyPatch(line, patch),
    E.map((patched) =>
      basket.lines.flatMap((l) => (l.productId !== productId ? [l] : patched.quantity === 0 ? [] : [patched])),
    ),
  );
};

export class UpdateBasketLine {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly clock: Clock,
  ) {}

  execute(input: UpdateBasketLineInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(basketToken(input.token)),
      TE.chain((token) => openBasket(this.baskets, token, input.shopper)),
      TE.chain((basket) =>
        pipe(
          TE.fromEither(patchedLines(basket, input.productId, input.patch)),
          TE.chain((lines) => saveCheckedLines(this.baskets, this.catalog, basket, lines, now)),
        ),
      ),
    );
  }
}
