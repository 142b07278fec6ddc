/**
 * What every basket use-case shares: checking lines against the catalogue with the domain's rules
 * (availability, VIP-only products for VIP members, caps and allowance, price-per-person minimum,
 * restricted subcategories), pricing them, and the order amounts (promo, wallet split). Pure
 * functions over port data.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import {
  type BasketGifting,
  checkRestrictedBasket,
  type GiftingType,
  GIFTING_TYPES,
  lineAmount,
} from '@kerching/domain/basket';
import { type PurchaseError, maxQuantityExceeded, purchaseError } from '@kerching/domain/checkout';
import { type DealVisit, quantityUserCanBuy, saleWindow, selectedQuantity } from '@kerching/domain/deal';
import { marketingCreditCap } from '@kerching/domain/promo';
import { canBuyProduct } from '@kerching/domain/vip';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import { type WalletBalance, spendableCredit } from '@kerching/domain/wallet';
import type { PurchasableProduct, StoredBasketLine } from '@kerching/ports/purchase';
import { checkLineStay } from './basketStays';

export const NO_GIFTING: BasketGifting = { gift: false, type: 'none' };

/** A new line for a product, with no gifting and the shopper's quantity. */
export const newLine = (
  product: Pick<PurchasableProduct, 'productId' | 'dealId'>,
  quantity: number,
): StoredBasketLine => ({
  productId: product.productId,
  dealId: product.dealId,
  quantity,
  gift: false,
  gifting: NO_GIFTING,
  giftPack: false,
  giftWrap: 0,
  payDeposit: false,
  payLater: false,
  deliveryOptionType: O.none,
  orderAddons: [],
  visit: {},
  stay: O.none,
});

/** The most this shopper may have of the product now (0 when it cannot be bought). */
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

/** Why the product cannot be bought at `now`, if it cannot. */
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

/**
 * A line checked against its product: available, a calendar line's stay priced (basketStays.ts),
 * and a quantity the shopper may have (a price-per-person deal raises 1 to its minimum of 2). A line
 * of quantity 0 is kept as it is.
 */
export const checkLine = (
  line: StoredBasketLine,
  product: O.Option<PurchasableProduct>,
  site: SiteKey,
  now: number,
): E.Either<PurchaseError, StoredBasketLine> => {
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
  readonly line: StoredBasketLine;
  readonly product: PurchasableProduct;
  readonly amountMinor: number;
}

export interface PricedBasket {
  readonly lines: readonly PricedLine[];
  readonly currency: CurrencyCode;
  readonly subtotalMinor: number;
}

const lookup = (products: ReadonlyMap<number, PurchasableProduct>, id: number): O.Option<PurchasableProduct> =>
  O.fromNullable(products.get(id));

/** Every line checked; the lines of quantity 0 are dropped from the priced basket. */
export const priceBasket = (
  lines: readonly StoredBasketLine[],
  products: ReadonlyMap<number, PurchasableProduct>,
  site: SiteKey,
  currency: CurrencyCode,
  now: number,
): E.Either<PurchaseError, PricedBasket> =>
  pipe(
    lines,
    E.traverseArray((line) => checkLine(line, lookup(products, line.productId), site, now)),
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
        E.mapLeft((error) => purchaseError('BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT', error.detail)),
      ),
    ),
  );

/** The checked lines to store (quantity 0 kept out). */
export const linesToStore = (basket: PricedBasket): readonly StoredBasketLine[] => basket.lines.map((l) => l.line);

export interface OrderAmounts {
  readonly totalOrderAmount: number;
  readonly promoDiscount: number;
  readonly walletAmountUsed: number;
  readonly cashAmount: number;
  /** The most marketing credit this basket takes (spec 1 §6). */
  readonly marketingCapMinor: number;
}

/**
 * The amounts of an order: the promo discount comes off the total, then the wallet pays what it can
 * (marketing credit capped per item, refundable credit in full), and cash pays the rest.
 */
export const orderAmounts = (
  basket: PricedBasket,
  promoDiscountMinor: number,
  balance: O.Option<WalletBalance>,
  useWallet: boolean,
): OrderAmounts => {
  const due = Math.max(basket.subtotalMinor - promoDiscountMinor, 0);
  const marketingCapMinor = marketingCreditCap(
    basket.lines.map((l) => ({ amountMinor: l.amountMinor, eligible: true })),
  );
  const spendable = pipe(
    balance,
    O.match(
      () => 0,
      (b) => spendableCredit(b, marketingCapMinor),
    ),
  );
  const walletAmountUsed = useWallet ? Math.min(due, spendable) : 0;
  return {
    totalOrderAmount: basket.subtotalMinor,
    promoDiscount: basket.subtotalMinor - due,
    walletAmountUsed,
    cashAmount: due - walletAmountUsed,
    marketingCapMinor,
  };
};

/** The gifting types offered for a line: the gift packs only when the product can be gift-packed. */
export const giftingOptions = (product: Pick<PurchasableProduct, 'giftPackable'>): readonly GiftingType[] =>
  product.giftPackable ? GIFTING_TYPES : GIFTING_TYPES.filter((t) => !t.endsWith('gift-pack'));
