/**
 * Pricing a basket (spec 1 §3 "Basket line", §5 "Deal purchase"): every line checked against its
 * product (line purchasability, a calendar line's stay, caps and allowance, the price-per-person
 * minimum), priced (each unit's price and admin fee, and the line's postage: lineAmount.ts), and the
 * restricted-subcategory limit checked on the whole. The one pricing that the basket, checkout and
 * the order all run.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import {
  type PurchaseError,
  maxQuantityExceeded,
  purchaseError,
  restrictedBasketOverLimitMessage,
} from '../checkout/purchaseError';
import { selectedQuantity } from '../deal/purchaseQuantity';
import type { CurrencyCode, SiteKey } from '../site/site';
import type { BasketLine } from './basket';
import { mergeBasketLines, sameStay } from './basketChange';
import { lineAmount } from './lineAmount';
import { type PurchasableProduct, maxQuantityFor, productUnavailable } from './purchasableProduct';
import { checkRestrictedBasket } from './restrictedSubcategories';

/**
 * A calendar line needs its stay (CALENDAR.DATES_REQUIRED), and the product must be priced for
 * that very stay (CALENDAR.STAY_UNAVAILABLE when the calendar no longer allows it).
 */
export const checkLineStay = (line: BasketLine, product: PurchasableProduct): E.Either<PurchaseError, BasketLine> => {
  if (product.dealType !== 'calendar') return E.right({ ...line, stay: O.none });
  if (O.isNone(line.stay))
    return E.left(
      purchaseError('CALENDAR.DATES_REQUIRED', `product ${product.productId} needs check-in and check-out`),
    );
  const booked = line.stay.value;
  return sameStay(product.stay, line.stay)
    ? E.right(line)
    : E.left(
        purchaseError(
          'CALENDAR.STAY_UNAVAILABLE',
          `product ${product.productId}: ${booked.checkIn} to ${booked.checkOut} is not available`,
        ),
      );
};

/**
 * A line checked against its product: available, a calendar line's stay priced, and a quantity the
 * shopper may have (a price-per-person deal raises 1 to its minimum of 2). A line of quantity 0 is
 * kept as it is.
 */
export const checkLine = (
  line: BasketLine,
  product: O.Option<PurchasableProduct>,
  site: SiteKey,
  now: number,
): E.Either<PurchaseError, BasketLine> => {
  if (O.isNone(product)) {
    return E.left(purchaseError('BASKET.PRODUCT_UNAVAILABLE', `product ${line.productId} is not in the catalogue`));
  }
  const p = product.value;
  const unavailable = productUnavailable(p, site, now, line.visit);
  if (O.isSome(unavailable)) return E.left(unavailable.value);
  if (line.quantity === 0) return E.right(line);
  const stayed = checkLineStay(line, p);
  if (E.isLeft(stayed)) return stayed;
  const max = maxQuantityFor(p);
  if (max === 0) {
    return E.left(
      p.totalRemaining <= 0
        ? purchaseError('DEAL.SOLD_OUT', `product ${p.productId} has no stock`)
        : purchaseError('DEAL.CAP_REACHED', `product ${p.productId} is at a cap or the allowance`),
    );
  }
  if (line.quantity > max) return E.left(maxQuantityExceeded(p.productId, max));
  const quantity = selectedQuantity(line.quantity, max, { pricePerPerson: p.pricePerPerson });
  if (quantity === 0) return E.left(purchaseError('DEAL.CAP_REACHED', `product ${p.productId}: below its minimum`));
  return E.right({ ...stayed.right, dealId: p.dealId, quantity });
};

export interface PricedLine {
  readonly line: BasketLine;
  readonly product: PurchasableProduct;
  readonly amountMinor: number;
}

export interface PricedBasket {
  readonly lines: readonly PricedLine[];
  readonly currency: CurrencyCode;
  readonly subtotalMinor: number;
}

/** Every line checked; the lines of quantity 0 are dropped from the priced basket. */
export const priceBasket = (
  lines: readonly BasketLine[],
  products: ReadonlyMap<number, PurchasableProduct>,
  site: SiteKey,
  currency: CurrencyCode,
  now: number,
): E.Either<PurchaseError, PricedBasket> =>
  pipe(
    lines,
    E.traverseArray((line) => checkLine(line, O.fromNullable(products.get(line.productId)), site, now)),
    E.map((checked) =>
      checked.flatMap((line): PricedLine[] => {
        const product = products.get(line.productId);
        return product === undefined || line.quantity === 0
          ? []
          : [{ line, product, amountMinor: lineAmount(product, line.quantity) }];
      }),
    ),
    E.map((priced) => ({
      lines: priced,
      currency,
      subtotalMinor: priced.reduce((sum, l) => sum + l.amountMinor, 0),
    })),
    E.chainFirst((basket) =>
      pipe(
        checkRestrictedBasket(
          basket.lines.flatMap((l) => (O.isSome(l.product.subcategoryId) ? [l.product.subcategoryId.value] : [])),
          basket.subtotalMinor,
        ),
        E.mapLeft((error): PurchaseError => ({
          ...purchaseError('BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT', error.detail),
          message: restrictedBasketOverLimitMessage(basket.currency),
        })),
      ),
    ),
  );

/** The checked lines to store (quantity 0 kept out). */
export const linesToStore = (basket: PricedBasket): readonly BasketLine[] => basket.lines.map((l) => l.line);

/** The basket has a line to buy (spec 2 §8 'You have no purchasable products in your basket.'). */
export const purchasableBasket = (basket: PricedBasket): E.Either<PurchaseError, PricedBasket> =>
  basket.lines.length > 0 ? E.right(basket) : E.left(purchaseError('BASKET.NO_PURCHASABLE_PRODUCTS', 'empty'));

/**
 * The lines of two baskets merged at sign-in (spec 1 §4 "baskets merge at sign-in"): merged by
 * product id (the earlier basket's lines first), each quantity lowered to what the shopper may now
 * have, and the lines that can no longer be bought left out, so the merged basket never refuses to
 * load.
 */
export const mergeAtSignIn = (
  earlier: readonly BasketLine[],
  survivor: readonly BasketLine[],
  products: ReadonlyMap<number, PurchasableProduct>,
  site: SiteKey,
  now: number,
): readonly BasketLine[] =>
  mergeBasketLines(earlier, survivor).flatMap((line): BasketLine[] => {
    const product = O.fromNullable(products.get(line.productId));
    const clamped = pipe(
      product,
      O.match(
        () => line,
        (p) => ({ ...line, quantity: Math.min(line.quantity, maxQuantityFor(p)) }),
      ),
    );
    return E.isRight(checkLine(clamped, product, site, now)) && clamped.quantity > 0 ? [clamped] : [];
  });
