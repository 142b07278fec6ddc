/**
 * What shoppers send to change a basket (spec 2 §7.6): a product payload to add, and a partial
 * patch of a line (quantity, giftWrap, giftPack, gift, gifting, payDeposit, payLater,
 * deliveryOptionType). Whole, non-negative quantities only; the gift-wrap quantity is floored at 0.
 * "Calendar needs check-in and check-out" (spec 1 §5): a product of a calendar deal is refused
 * without both dates (checkInDate and checkOutDate, 'YYYY-MM-DD'); whether the calendar allows the
 * stay, and its price, are checked with the basket (basketStays.ts).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Stay } from '@kerching/domain/calendar';
import {
  type BasketGifting,
  MAX_LINE_QUANTITY,
  checkStayDates,
  giftWrapQuantity,
  isLineQuantity,
} from '@kerching/domain/basket';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { DealVisit } from '@kerching/domain/deal';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { PurchasableProduct, PurchaseCatalog, StoredBasketLine } from '@kerching/ports/purchase';
import { type PricedBasket, newLine, priceBasket } from './basketPricing';
import { requestedStay, sameStay, withStayPrices } from './basketStays';

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
  /** The stay, for a product of a calendar deal. */
  readonly checkInDate?: string;
  readonly checkOutDate?: string;
}

export const validQuantity = (quantity: number): E.Either<PurchaseError, number> =>
  isLineQuantity(quantity)
    ? E.right(quantity)
    : E.left(purchaseError('BASKET.INPUT_INVALID', `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`));

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

/** The stay the request names, which a calendar product needs (a product sold otherwise has none). */
const stayOf = (product: PurchasableProduct, request: ProductRequest): E.Either<PurchaseError, O.Option<Stay>> => {
  const stay = product.dealType === 'calendar' ? requestedStay(request) : O.none;
  return pipe(
    checkStayDates({
      dealType: product.dealType,
      checkInDate: O.map((s: Stay) => s.checkIn)(stay),
      checkOutDate: O.map((s: Stay) => s.checkOut)(stay),
    }),
    E.bimap(
      (error) => purchaseError(error.code, `product ${product.productId}: ${error.detail}`),
      () => stay,
    ),
  );
};

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
          stayOf(product, request),
          E.chain((stay) => applyPatch({ ...newLine(product, 0), visit: request.visit ?? {}, stay }, request)),
        );
  })(requests);

/**
 * Merging by product id (spec 2 §7.6 "merged by product id"), as the domain's mergeBasketLines does
 * for basket lines: one line per product in order of first appearance, quantities summed, the
 * newest line's other choices kept. A stay on other dates is a new booking: it replaces the line
 * instead of adding to its quantity.
 */
export const mergeStoredLines = (
  existing: readonly StoredBasketLine[],
  additions: readonly StoredBasketLine[],
): readonly StoredBasketLine[] => {
  const merged = new Map<number, StoredBasketLine>();
  for (const line of [...existing, ...additions]) {
    const before = merged.get(line.productId);
    const rebooked = before !== undefined && !sameStay(before.stay, line.stay);
    merged.set(
      line.productId,
      before === undefined || rebooked ? line : { ...line, quantity: before.quantity + line.quantity },
    );
  }
  return [...merged.values()];
};

/** The stay of an existing line that an added line on other dates replaces (mergeStoredLines). */
export const replacedStay = (
  existing: readonly StoredBasketLine[],
  additions: readonly StoredBasketLine[],
): O.Option<Stay> =>
  pipe(
    O.fromNullable(
      existing.find((line) =>
        additions.some((added) => added.productId === line.productId && !sameStay(line.stay, added.stay)),
      ),
    ),
    O.chain((line) => line.stay),
  );

/**
 * A whole basket from requested products (create and replace): lines made and merged, calendar
 * products priced for their stays, every line checked and priced at `now`.
 */
export const priceRequestedBasket = (
  catalog: PurchaseCatalog,
  requests: readonly ProductRequest[],
  customerId: O.Option<string>,
  site: SiteKey,
  now: number,
): TE.TaskEither<
  PurchaseError,
  { readonly basket: PricedBasket; readonly products: ReadonlyMap<number, PurchasableProduct> }
> =>
  pipe(
    TE.Do,
    TE.bind('catalogued', () =>
      catalog.products(
        requests.map((r) => r.productId),
        customerId,
      ),
    ),
    TE.bind('lines', ({ catalogued }) =>
      TE.fromEither(
        pipe(
          requestedLines(requests, catalogued),
          E.map((lines) => mergeStoredLines([], lines)),
        ),
      ),
    ),
    TE.bind('products', ({ lines, catalogued }) => withStayPrices(catalog, lines, catalogued)),
    TE.bind('basket', ({ lines, products }) =>
      TE.fromEither(priceBasket(lines, products, site, SITES[site].currency, now)),
    ),
    TE.map(({ basket, products }) => ({ basket, products })),
  );
