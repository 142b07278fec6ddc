/**
 * Changing a basket's lines (spec 2 §7.6): what shoppers send (a product to add, a partial patch of
 * a line, a VVE add-on, a removal) and the pure change each makes to the lines. Whole,
 * non-negative quantities only; the gift-wrap quantity is floored at 0. "Calendar needs check-in
 * and check-out" (spec 1 §5): a product of a calendar deal is refused without both dates
 * (checkInDate and checkOutDate, 'YYYY-MM-DD'); whether the calendar allows the stay, and its price,
 * are checked when the basket is priced (pricing.ts, `checkLineStay`).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type CalendarDay, indexCalendarDays } from '../calendar/calendarDay';
import { type Stay, parseStay, quoteStay, stayOriginalPriceMinor } from '../calendar/stayQuote';
import { type PurchaseError, purchaseError } from '../checkout/purchaseError';
import type { DealVisit } from '../deal/availability';
import { type Addon, type BasketGifting, type BasketLine, newLine } from './basket';
import { ADDON_TYPE_VVE } from './constants';
import { giftWrapQuantity } from './gifting';
import type { PurchasableProduct } from './purchasableProduct';
import { MAX_LINE_QUANTITY, isLineQuantity } from './quantity';
import { checkStayDates } from './stayDates';

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

/** An addon of type VVE (POST basket/{token}/addon). */
export const vveAddon = (productId: number, quantity: number): Addon => ({
  addonType: ADDON_TYPE_VVE,
  productId,
  quantity,
});

export const validQuantity = (quantity: number): E.Either<PurchaseError, number> =>
  isLineQuantity(quantity)
    ? E.right(quantity)
    : E.left(purchaseError('BASKET.INPUT_INVALID', `quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`));

/** The line with the patch applied; fields left out keep their values. */
export const applyPatch = (line: BasketLine, patch: LinePatch): E.Either<PurchaseError, BasketLine> => {
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

/** The stay a product request names (its checkInDate and checkOutDate); none when it names none or a bad one. */
export const requestedStay = (request: {
  readonly checkInDate?: string | null;
  readonly checkOutDate?: string | null;
}): O.Option<Stay> => parseStay(request.checkInDate, request.checkOutDate);

/** The same stay, or both none. */
export const sameStay = (a: O.Option<Stay>, b: O.Option<Stay>): boolean =>
  O.isNone(a) || O.isNone(b)
    ? O.isNone(a) && O.isNone(b)
    : a.value.checkIn === b.value.checkIn && a.value.checkOut === b.value.checkOut;

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
): E.Either<PurchaseError, readonly BasketLine[]> =>
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
 * Merging by product id (spec 2 §7.6 "An existing basket is read, merged by product id, then
 * created or updated"): one line per product in order of first appearance (existing lines first),
 * quantities summed, the newest line's other choices kept, so the shopper's newest gifting and
 * delivery choices win. A stay on other dates is a new booking: it replaces the line instead of
 * adding to its quantity.
 */
export const mergeBasketLines = (
  existing: readonly BasketLine[],
  additions: readonly BasketLine[],
): readonly BasketLine[] => {
  const merged = new Map<number, BasketLine>();
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

/** The stay of an existing line that an added line on other dates replaces (mergeBasketLines). */
export const replacedStay = (existing: readonly BasketLine[], additions: readonly BasketLine[]): O.Option<Stay> =>
  pipe(
    O.fromNullable(
      existing.find((line) =>
        additions.some((added) => added.productId === line.productId && !sameStay(line.stay, added.stay)),
      ),
    ),
    O.chain((line) => line.stay),
  );

const lineOf = (lines: readonly BasketLine[], productId: number): E.Either<PurchaseError, BasketLine> =>
  pipe(
    O.fromNullable(lines.find((l) => l.productId === productId)),
    E.fromOption(() => purchaseError('BASKET.LINE_NOT_FOUND', `product ${productId} is not in the basket`)),
  );

/**
 * A line changed by a partial patch (spec 2 §7.6 "PATCH basket/{token}/product/{productId}"); a
 * quantity of 0 removes the line. BASKET.LINE_NOT_FOUND when the product is not in the basket.
 */
export const patchBasketLine = (
  lines: readonly BasketLine[],
  productId: number,
  patch: LinePatch,
): E.Either<PurchaseError, readonly BasketLine[]> =>
  pipe(
    lineOf(lines, productId),
    E.chain((line) => applyPatch(line, patch)),
    E.map((patched) =>
      lines.flatMap((l) => (l.productId !== productId ? [l] : patched.quantity === 0 ? [] : [patched])),
    ),
  );

/**
 * An add-on to a basket line (spec 2 §7.6 "POST basket/{token}/addon: addonType (VVE), productId,
 * quantity"; spec 1 §3 "Addon"): it replaces an earlier VVE add-on of the line and covers at most
 * the line's quantity; quantity 0 removes it.
 */
export const addOnToLine = (
  lines: readonly BasketLine[],
  addon: { readonly addonType: string; readonly productId: number; readonly quantity: number },
): E.Either<PurchaseError, readonly BasketLine[]> => {
  if (addon.addonType !== ADDON_TYPE_VVE) {
    return E.left(purchaseError('BASKET.INPUT_INVALID', `unknown addon type ${addon.addonType}`));
  }
  return pipe(
    lineOf(lines, addon.productId),
    E.chain((line) =>
      pipe(
        validQuantity(addon.quantity),
        E.chain((quantity) =>
          quantity > line.quantity
            ? E.left(purchaseError('BASKET.INPUT_INVALID', 'an add-on covers at most the line quantity'))
            : E.right(quantity),
        ),
        E.map((quantity) => {
          const others = line.orderAddons.filter((a) => a.addonType !== ADDON_TYPE_VVE);
          const orderAddons = quantity === 0 ? others : [...others, vveAddon(addon.productId, quantity)];
          return lines.map((l) => (l.productId === addon.productId ? { ...l, orderAddons } : l));
        }),
      ),
    ),
  );
};

/**
 * Removing lines (spec 2 §7.6 "DELETE basket/{token}/product[/{productId}]"): one product, or every
 * product when none is named. A product that is not in the basket is BASKET.LINE_NOT_FOUND.
 */
export const removeBasketLines = (
  lines: readonly BasketLine[],
  productId: O.Option<number>,
): E.Either<PurchaseError, readonly BasketLine[]> => {
  if (O.isNone(productId)) return E.right([]);
  const remaining = lines.filter((l) => l.productId !== productId.value);
  return remaining.length === lines.length
    ? E.left(purchaseError('BASKET.LINE_NOT_FOUND', `product ${productId.value} is not in the basket`))
    : E.right(remaining);
};

/**
 * The product priced for a stay from its calendar's days, when the calendar allows the stay; else
 * as it was (the line's stay check then refuses it: CALENDAR.STAY_UNAVAILABLE).
 */
export const stayPricedProduct = (
  product: PurchasableProduct,
  stay: Stay,
  days: readonly CalendarDay[],
): PurchasableProduct =>
  pipe(
    quoteStay(indexCalendarDays(days), stay, false),
    E.match(
      () => product,
      (quote): PurchasableProduct => ({
        ...product,
        priceMinor: quote.priceMinor,
        originalPriceMinor: stayOriginalPriceMinor(product, quote.priceMinor),
        stay: O.some(quote),
      }),
    ),
  );

/** A change a shopper asks of a basket's lines (spec 2 §7.6). */
export type BasketEdit =
  | { readonly _tag: 'Add'; readonly products: readonly ProductRequest[] }
  | { readonly _tag: 'Update'; readonly productId: number; readonly patch: LinePatch }
  | {
      readonly _tag: 'AddOn';
      readonly addonType: string;
      readonly productId: number;
      readonly quantity: number;
    }
  | { readonly _tag: 'Replace'; readonly products: readonly ProductRequest[] }
  | { readonly _tag: 'Remove'; readonly productId: O.Option<number> };

/** The products an edit brings into the basket (read from the catalogue with the basket's own). */
export const editedProductIds = (edit: BasketEdit): readonly number[] =>
  edit._tag === 'Add' || edit._tag === 'Replace' ? edit.products.map((p) => p.productId) : [];

/**
 * Removal needs no availability check (a sold-out line can always be taken out): its remaining
 * lines are kept as they are. Every other edit checks and prices the whole basket again.
 */
export const editIsChecked = (edit: BasketEdit): boolean => edit._tag !== 'Remove';

/**
 * The lines after an edit, from the basket's lines and the catalogue facts of its products and the
 * edit's: add (merged by product id), update a line, add-on, replace every line, remove.
 */
export const editBasketLines = (
  lines: readonly BasketLine[],
  edit: BasketEdit,
  products: ReadonlyMap<number, PurchasableProduct>,
): E.Either<PurchaseError, readonly BasketLine[]> => {
  switch (edit._tag) {
    case 'Add':
      return pipe(
        requestedLines(edit.products, products),
        E.map((added) => mergeBasketLines(lines, added)),
      );
    case 'Replace':
      return pipe(
        requestedLines(edit.products, products),
        E.map((added) => mergeBasketLines([], added)),
      );
    case 'Update':
      return patchBasketLine(lines, edit.productId, edit.patch);
    case 'AddOn':
      return addOnToLine(lines, edit);
    case 'Remove':
      return removeBasketLines(lines, edit.productId);
  }
};
