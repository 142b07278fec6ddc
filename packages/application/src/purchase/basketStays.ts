/**
 * Stays in the basket (spec 1 §3 basket line checkInDate, checkOutDate, numberOfNights; spec 1 §5
 * "Calendar needs check-in and check-out"): a line of a calendar deal books a stay, priced from its
 * product's calendar each time the basket is read (domain `stayPricedProduct`), so a stay whose
 * dates have gone is caught at the next look and never bought at a stale price.
 */
import * as A from 'fp-ts/Array';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type BasketLine, type PurchasableProduct, stayPricedProduct } from '@kerching/domain/basket';
import type { Stay } from '@kerching/domain/calendar';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { PurchaseCatalog } from '@kerching/ports/purchase';

/** The product priced for the line's stay, when its calendar allows the stay; else as it was. */
const stayPriced = (
  catalog: PurchaseCatalog,
  product: PurchasableProduct,
  stay: Stay,
): TE.TaskEither<PurchaseError, PurchasableProduct> =>
  pipe(
    catalog.days(product.productId, stay.checkIn, stay.checkOut),
    TE.mapLeft((error) => purchaseError('PURCHASE.UNAVAILABLE', error.detail)),
    TE.map((days) => stayPricedProduct(product, stay, days)),
  );

/**
 * The products with each calendar line's product priced for the line's stay (one line per product:
 * the basket merges lines by product). Products without such a line are as the catalogue gave them.
 */
export const withStayPrices = (
  catalog: PurchaseCatalog,
  lines: readonly BasketLine[],
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
