/**
 * The basket as the edges show it (spec 1 §3 "Basket", "Basket line"; spec 2 §7.6): the token,
 * brand, VIP eligibility, each line with its catalogue title and prices, and the total count as text.
 * With `giftPacks`, each line also lists its gifting options.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type DateString, type Stay, nightsBetween } from '@kerching/domain/calendar';
import {
  type Basket,
  type BasketLine,
  type GiftingType,
  type PurchasableProduct,
  basketAnswersTo,
  basketQuantityText,
  giftingOptions,
  lineAmount,
  linePostage,
} from '@kerching/domain/basket';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import { discountPercentage } from '@kerching/domain/money';
import type { SiteKey } from '@kerching/domain/site';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { withStayPrices } from './basketStays';

export interface BasketLineView extends BasketLine {
  /** The product id (spec: "id (product)"). */
  readonly id: number;
  readonly dealProductId: number;
  readonly title: string;
  readonly productName: string;
  readonly dealType: 'default' | 'calendar';
  readonly price: number;
  readonly originalPrice: number;
  readonly discount: number;
  readonly discountPercentage: number;
  readonly purchaseCap: number;
  readonly hasDeposit: boolean;
  /** Charged on each unit on top of `price` (0 when none). */
  readonly adminFee: number;
  /** The line's postage (spec 1 §3 basket line postagePrice): 0 for a deal not delivered. */
  readonly postagePrice: number;
  /** The deal is posted to the shopper (a postal address is asked at checkout). */
  readonly delivered: boolean;
  /** What the line costs: each unit's price and admin fee, and its postage (domain lineAmount). */
  readonly lineTotal: number;
  readonly giftPackOptions: O.Option<readonly GiftingType[]>;
  /** A calendar line's stay (spec 1 §3 basket line checkInDate, checkOutDate, numberOfNights). */
  readonly checkInDate: O.Option<DateString>;
  readonly checkOutDate: O.Option<DateString>;
  readonly numberOfNights: O.Option<number>;
}

export interface BasketView {
  readonly id: string;
  readonly customerId: O.Option<string>;
  readonly brand: SiteKey;
  readonly eligibleForVip: boolean;
  readonly products: readonly BasketLineView[];
  /** The total count of items, as text. */
  readonly quantity: string;
}

const lineView = (line: BasketLine, product: PurchasableProduct | undefined, giftPacks: boolean): BasketLineView => {
  const price = product?.priceMinor ?? 0;
  const originalPrice = product?.originalPriceMinor ?? 0;
  const discount = Math.max(originalPrice - price, 0);
  return {
    ...line,
    id: line.productId,
    dealProductId: line.productId,
    title: product?.dealTitle ?? '',
    productName: product?.productName ?? '',
    dealType: product?.dealType ?? 'default',
    price,
    originalPrice,
    discount,
    discountPercentage: discountPercentage(price, originalPrice),
    purchaseCap: product?.purchaseCap ?? 0,
    hasDeposit: product !== undefined && O.isSome(product.depositPriceMinor),
    adminFee: product?.adminFeeMinor ?? 0,
    postagePrice: product === undefined ? 0 : linePostage(product),
    delivered: product?.delivered ?? false,
    lineTotal: product === undefined ? 0 : lineAmount(product, line.quantity),
    giftPackOptions: giftPacks && product !== undefined ? O.some(giftingOptions(product)) : O.none,
    checkInDate: O.map((s: Stay) => s.checkIn)(line.stay),
    checkOutDate: O.map((s: Stay) => s.checkOut)(line.stay),
    numberOfNights: O.map((s: Stay) => nightsBetween(s.checkIn, s.checkOut))(line.stay),
  };
};

export const basketView = (
  basket: Basket,
  products: ReadonlyMap<number, PurchasableProduct>,
  giftPacks: boolean,
): BasketView => ({
  id: basket.token,
  customerId: basket.customerId,
  brand: basket.site,
  eligibleForVip: basket.eligibleForVip,
  products: basket.lines.map((line) => lineView(line, products.get(line.productId), giftPacks)),
  quantity: basketQuantityText(basket.lines),
});

/**
 * The catalogue facts of a basket's lines (and of extra products about to be added), calendar
 * products priced for their lines' stays.
 */
export const productsOf = (
  catalog: PurchaseCatalog,
  lines: readonly BasketLine[],
  customerId: O.Option<string>,
  extra: readonly number[] = [],
): TE.TaskEither<PurchaseError, ReadonlyMap<number, PurchasableProduct>> =>
  pipe(
    catalog.products([...new Set([...lines.map((l) => l.productId), ...extra])], customerId),
    TE.chain((products) => withStayPrices(catalog, lines, products)),
  );

/**
 * An open basket by token that answers to `shopper` (the signed-in customer asking; none when signed
 * out); BASKET.NOT_FOUND when none. A basket linked to another customer is not found either: the
 * answer says nothing about a basket the asker may not see (issue 40 item 7, ADR 50).
 */
export const openBasket = (
  baskets: Baskets,
  token: string,
  shopper: O.Option<string>,
): TE.TaskEither<PurchaseError, Basket> =>
  pipe(
    baskets.byToken(token),
    TE.map(O.filter((basket: Basket) => basketAnswersTo(basket.customerId, shopper))),
    TE.chain(TE.fromOption(() => purchaseError('BASKET.NOT_FOUND', 'no open basket with this token'))),
  );
