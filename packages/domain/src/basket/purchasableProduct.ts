/**
 * The purchasable product: what the catalogue says about buying a product (spec 1 §3 "Product",
 * "Deal"), for one shopper at one instant: price, caps and what is left of them, the sale window,
 * VIP exclusivity, what this shopper already bought. And the rules that read it alone: whether it
 * can be bought now (line purchasability) and how many this shopper may have (caps and allowance).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { StayQuote } from '../calendar/stayQuote';
import { type PurchaseError, purchaseError } from '../checkout/purchaseError';
import { type DealVisit, saleWindow } from '../deal/availability';
import { quantityUserCanBuy } from '../deal/purchaseQuantity';
import type { CurrencyCode, SiteKey } from '../site/site';
import { canBuyProduct } from '../vip/vipPrice';
import { GIFTING_TYPES, type GiftingType } from './gifting';

export interface PurchasableProduct {
  readonly productId: number;
  readonly dealId: number;
  readonly site: SiteKey;
  readonly dealTitle: string;
  readonly productName: string;
  readonly currency: CurrencyCode;
  readonly priceMinor: number;
  readonly originalPriceMinor: number;
  /** Charged on each unit on top of its price (spec 1 §3 Product adminFee; the deal page tells of it). */
  readonly adminFeeMinor: number;
  /** The deal is delivered (deliveryType other), at `postageMinor` a line (its "Postage from" price). */
  readonly delivered: boolean;
  readonly postageMinor: number;
  readonly dealType: 'default' | 'calendar';
  readonly subcategoryId: O.Option<number>;
  readonly pricePerPerson: boolean;
  /** The product's cap per order (else the deal's). */
  readonly purchaseCap: number;
  readonly totalRemaining: number;
  /** What is left for the day/week; +Infinity without such a cap. */
  readonly remainingForDay: number;
  readonly remainingForWeek: number;
  /** Every shopper's allowance for the product; none when unlimited. */
  readonly maxPerUser: O.Option<number>;
  /** What this customer already bought of the product (0 for a guest). */
  readonly boughtByCustomer: number;
  /** For VIP members only (spec 1 §3 Product vipExclusive). */
  readonly vipExclusive: boolean;
  /** This customer is a VIP member (spec 1 §3 User profile vipUser); false for a guest. */
  readonly vipUser: boolean;
  readonly soldOut: boolean;
  readonly opensAt: number;
  readonly closingAt: number;
  readonly enableBuyClosedDeal: boolean;
  readonly lastChance: boolean;
  readonly isTravel: boolean;
  readonly giftPackable: boolean;
  readonly depositPriceMinor: O.Option<number>;
  /**
   * The stay this product is priced for: a calendar product as a basket line books it (its price and
   * original price are then the stay's). None as the catalogue gives it.
   */
  readonly stay: O.Option<StayQuote>;
}

/** Caps and allowance: the most this shopper may have of the product now (0 when it cannot be bought). */
export const maxQuantityFor = (product: PurchasableProduct): number =>
  quantityUserCanBuy({
    purchaseCap: product.purchaseCap,
    remainingForDay: Math.min(product.remainingForDay, product.totalRemaining),
    remainingForWeek: Math.min(product.remainingForWeek, product.totalRemaining),
    userRemainingAllowance: pipe(
      product.maxPerUser,
      O.match(
        () => Number.POSITIVE_INFINITY,
        (max) => max - product.boughtByCustomer,
      ),
    ),
  });

/** Line purchasability: why the product cannot be bought on `site` at `now`, if it cannot. */
export const productUnavailable = (
  product: PurchasableProduct,
  site: SiteKey,
  now: number,
  /** How the shopper reached the deal: a closed lastChance deal stays on sale after search and the like. */
  visit: DealVisit = {},
): O.Option<PurchaseError> => {
  const id = product.productId;
  if (product.site !== site)
    return O.some(purchaseError('BASKET.PRODUCT_UNAVAILABLE', `product ${id} is not sold on ${site}`));
  // The deal page's rule (its product is not `buyable`): a VIP-only product is for a VIP member.
  if (!canBuyProduct(product, { vipUser: product.vipUser }))
    return O.some(purchaseError('BASKET.PRODUCT_UNAVAILABLE', `product ${id} is for VIP members only`));
  if (product.soldOut) return O.some(purchaseError('DEAL.SOLD_OUT', `product ${id} is sold out`));
  if (now < product.opensAt) return O.some(purchaseError('DEAL.NOT_OPEN', `deal ${product.dealId} is not open`));
  const window = saleWindow(
    {
      closingDate: new Date(product.closingAt),
      enableBuyClosedDeal: product.enableBuyClosedDeal,
      display: { lastChance: product.lastChance },
    },
    new Date(now),
    visit,
  );
  if (window === 'CLOSED') return O.some(purchaseError('DEAL.CLOSED', `deal ${product.dealId} is closed`));
  return O.none;
};

/** The gifting types offered for a line: the gift packs only when the product can be gift-packed. */
export const giftingOptions = (product: Pick<PurchasableProduct, 'giftPackable'>): readonly GiftingType[] =>
  product.giftPackable ? GIFTING_TYPES : GIFTING_TYPES.filter((t) => !t.endsWith('gift-pack'));
