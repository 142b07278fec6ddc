/**
 * VIP prices (spec 1 §3 Product, §6 VIP member): a product's vipPrice applies when the shopper is VIP,
 * the product is vipVariantEligible and the deal allows the VIP discount (vipDiscountAllowed).
 * vipExclusive products are for VIP members only.
 *
 * Choices: all three conditions are required; a VIP never pays more than the public price (if a
 * vipPrice were above the price, the price applies). Prices are in minor units.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { VIP_EXCLUSIVE_PRODUCT } from './messages';

export interface VipPricedProduct {
  readonly price: number;
  readonly vipPrice: O.Option<number>;
  readonly vipExclusive: boolean;
  readonly vipVariantEligible: boolean;
}

export interface VipPricedDeal {
  readonly vipDiscountAllowed: boolean;
}

/** The VIP price that applies to this shopper, if any. */
export const applicableVipPrice = (product: VipPricedProduct, deal: VipPricedDeal, isVip: boolean): O.Option<number> =>
  pipe(
    product.vipPrice,
    O.filter(() => isVip && product.vipVariantEligible && deal.vipDiscountAllowed),
  );

/** The unit price this shopper pays (exclusivity aside). */
export const effectiveUnitPrice = (product: VipPricedProduct, deal: VipPricedDeal, isVip: boolean): number =>
  pipe(
    applicableVipPrice(product, deal, isVip),
    O.match(
      () => product.price,
      (vipPrice) => Math.min(vipPrice, product.price),
    ),
  );

/** The shopper as the VIP rules read them (spec 1 §3 User profile vipUser). */
export interface VipShopper {
  readonly vipUser: boolean;
}

/**
 * Spec 1 §3 Product vipExclusive, §6 VIP member ("VIP-only deals"): a vipExclusive product can be
 * bought by a vipUser only. The one home of the rule: the deal page's `buyable` (dealOffer), every
 * basket change and the order (the purchase use-cases' line check) all ask it.
 */
export const canBuyProduct = (product: Pick<VipPricedProduct, 'vipExclusive'>, shopper: VipShopper): boolean =>
  shopper.vipUser || !product.vipExclusive;

/** The unit price, or VIP.EXCLUSIVE_PRODUCT when a non-VIP asks for a VIP-only product. */
export const unitPriceFor = (
  product: VipPricedProduct,
  deal: VipPricedDeal,
  isVip: boolean,
): E.Either<DomainError<'VIP.EXCLUSIVE_PRODUCT'>, number> =>
  canBuyProduct(product, { vipUser: isVip })
    ? E.right(effectiveUnitPrice(product, deal, isVip))
    : E.left(domainError('VIP.EXCLUSIVE_PRODUCT', VIP_EXCLUSIVE_PRODUCT));
