/**
 * What shoppers send to change a basket (spec 2 §7.6): a product payload to add, and a partial
 * patch of a line (quantity, giftWrap, giftPack, gift, gifting, payDeposit, payLater,
 * deliveryOptionType). Whole, non-negative quantities only; the gift-wrap quantity is floored at 0.
 * "Calendar needs check-in and check-out" (spec 1 §5): a product of a calendar deal is refused
 * without both dates. The booking calendar is not built yet, so requests and stored lines carry no
 * stay, and a calendar product cannot be added at all until they do.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type BasketGifting, checkStayDates, giftWrapQuantity } from '@kerching/domain/basket';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { DealVisit } from '@kerching/domain/deal';
import type { PurchasableProduct, StoredBasketLine } from '@kerching/ports/purchase';
import { newLine } from './basketPricing';

export interface LinePatch {
  readonly quantity?: number;
  readonly giftWrap?: number;
  readonly giftPack?: boolean;
  readonly gift?: boolean;
  readonly gifting?: BasketGifting;
  readonly payDeposit?: boolean;
  readonly payLater?: boolean;
  readonly deliveryOptionType?: string | null;
}

export interface ProductRequest extends LinePatch {
  readonly productId: number;
  readonly quantity: number;
  /** How the shopper reached the deal (spec 1 §3 basket line "sessionPurchaseSource"). */
  readonly visit?: DealVisit;
}

const MAX_QUANTITY = 1000;

export const validQuantity = (quantity: number): E.Either<PurchaseError, number> =>
  Number.isSafeInteger(quantity) && quantity >= 0 && quantity <= MAX_QUANTITY
    ? E.right(quantity)
    : E.left(purchaseError('BASKET.INPUT_INVALID', `quantity must be a whole number from 0 to ${MAX_QUANTITY}`));

/** The line with the patch applied; fields left out keep their values. */
export const applyPatch = (line: StoredBasketLine, patch: LinePatch): E.Either<PurchaseError, StoredBasketLine> => {
  const quantity = patch.quantity === undefined ? E.right(line.quantity) : validQuantity(patch.quantity);
  if (E.isLeft(quantity)) return quantity;
  return E.right({
    ...line,
    quantity: quantity.right,
    giftWrap: patch.giftWrap === undefined ? line.giftWrap : giftWrapQuantity(patch.giftWrap),
    giftPack: patch.giftPack ?? line.giftPack,
    gift: patch.gift ?? patch.gifting?.gift ?? line.gift,
    gifting: patch.gifting ?? line.gifting,
    payDeposit: patch.payDeposit ?? line.payDeposit,
    payLater: patch.payLater ?? line.payLater,
    deliveryOptionType:
      patch.deliveryOptionType === undefined ? line.deliveryOptionType : O.fromNullable(patch.deliveryOptionType),
  });
};

/** The product's stay: none yet (see the top of this file); a calendar product needs one. */
const withStay = (product: PurchasableProduct): E.Either<PurchaseError, PurchasableProduct> =>
  pipe(
    checkStayDates({ dealType: product.dealType, checkInDate: O.none, checkOutDate: O.none }),
    E.bimap(
      (error) => purchaseError(error.code, `product ${product.productId}: ${error.detail}`),
      () => product,
    ),
  );

/**
 * New lines for requested products; an unknown product is BASKET.PRODUCT_UNAVAILABLE, a calendar
 * product without its stay CALENDAR.DATES_REQUIRED.
 */
export const requestedLines = (
  requests: readonly ProductRequest[],
  products: ReadonlyMap<number, PurchasableProduct>,
): E.Either<PurchaseError, readonly StoredBasketLine[]> =>
  E.traverseArray((request: ProductRequest) => {
    const product = products.get(request.productId);
    return product === undefined
      ? E.left(purchaseError('BASKET.PRODUCT_UNAVAILABLE', `product ${request.productId} is not in the catalogue`))
      : pipe(
          withStay(product),
          E.chain((found) => applyPatch({ ...newLine(found, 0), visit: request.visit ?? {} }, request)),
        );
  })(requests);

/**
 * Merging by product id (spec 2 §7.6 "merged by product id"), as the domain's mergeBasketLines does
 * for basket lines: one line per product in order of first appearance, quantities summed, the
 * newest line's other choices kept.
 */
export const mergeStoredLines = (
  existing: readonly StoredBasketLine[],
  additions: readonly StoredBasketLine[],
): readonly StoredBasketLine[] => {
  const merged = new Map<number, StoredBasketLine>();
  for (const line of [...existing, ...additions]) {
    const before = merged.get(line.productId);
    merged.set(line.productId, before === undefined ? line : { ...line, quantity: before.quantity + line.quantity });
  }
  return [...merged.values()];
};
