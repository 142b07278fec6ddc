/**
 * Stays in the basket (spec 1 §3 basket line checkInDate, checkOutDate, numberOfNights; spec 1 §5
 * "Calendar needs check-in and check-out"): a line of a calendar deal books a stay, priced from its
 * product's calendar each time the basket is read, so a stay whose dates have gone is caught at the
 * next look and never bought at a stale price.
 */
import * as A from 'fp-ts/Array';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type Stay, indexCalendarDays, parseStay, quoteStay, stayOriginalPriceMinor } from '@kerching/domain/calendar';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { PurchasableProduct, PurchaseCatalog, StoredBasketLine } from '@kerching/ports/purchase';

/** The stay a product request names (its checkInDate and checkOutDate); none when it names none or a bad one. */
export const requestedStay = (request: {
  readonly checkInDate?: string | null;
  readonly checkOutDate?: string | null;
}): O.Option<Stay> => parseStay(request.checkInDate, request.checkOutDate);

/** The product priced for the line's stay, when its calendar allows the stay; else as it was. */
const stayPriced = (
  catalog: PurchaseCatalog,
  product: PurchasableProduct,
  stay: Stay,
): TE.TaskEither<PurchaseError, PurchasableProduct> =>
  pipe(
    catalog.days(product.productId, stay.checkIn, stay.checkOut),
    TE.mapLeft((error) => purchaseError('PURCHASE.UNAVAILABLE', error.detail)),
    TE.map((days) =>
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
      ),
    ),
  );

/**
 * The products with each calendar line's product priced for the line's stay (one line per product:
 * the basket merges lines by product). Products without such a line are as the catalogue gave them.
 */
export const withStayPrices = (
  catalog: PurchaseCatalog,
  lines: readonly StoredBasketLine[],
  products: ReadonlyMap<number, PurchasableProduct>,
): TE.TaskEither<PurchaseError, ReadonlyMap<number, PurchasableProduct>> =>
  pipe(
    lines.flatMap((line) => {
      const product = products.get(line.productId);
      return product !== undefined && product.dealType === 'calendar' && O.isSome(line.stay)
        ? [stayPriced(catalog, product, line.stay.value)]
        : [];
    }),
    A.sequence(TE.ApplicativeSeq),
    TE.map((priced) => new Map([...products, ...priced.map((p) => [p.productId, p] as const)])),
  );

/** The same stay, or both none. */
export const sameStay = (a: O.Option<Stay>, b: O.Option<Stay>): boolean =>
  O.isNone(a) || O.isNone(b)
    ? O.isNone(a) && O.isNone(b)
    : a.value.checkIn === b.value.checkIn && a.value.checkOut === b.value.checkOut;

/**
 * A calendar line needs its stay (CALENDAR.DATES_REQUIRED), and the product must be priced for
 * that very stay (CALENDAR.STAY_UNAVAILABLE when the calendar no longer allows it).
 */
export const checkLineStay = (
  line: StoredBasketLine,
  product: PurchasableProduct,
): E.Either<PurchaseError, StoredBasketLine> => {
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
