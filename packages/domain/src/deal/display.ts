/**
 * Display rules of a deal page (spec 1 §5): high total price, admin-fee notice, good-review display,
 * social cues.
 */
import { GOOD_REVIEW_LIGHT_VARIANT_THRESHOLD, HIGH_TOTAL_PRICE_THRESHOLD_MINOR } from './constants';
import type { Deal, DealProduct } from './deal';

/** "A deal has a high total price when any product totalPrice is at least 30" (minor units: 3000). */
export const hasHighTotalPrice = (deal: { readonly products: readonly Pick<DealProduct, 'totalPrice'>[] }): boolean =>
  deal.products.some((p) => p.totalPrice >= HIGH_TOTAL_PRICE_THRESHOLD_MINOR);

/**
 * "Admin-fee notice on deal paths when the first product's adminFee is above 0". Whether the
 * current path is a deal path is the routing family's decision, passed in as `onDealPath`.
 */
export const showsAdminFeeNotice = (
  deal: { readonly products: readonly Pick<DealProduct, 'adminFee'>[] },
  onDealPath: boolean,
): boolean => {
  const first = deal.products[0];
  return onDealPath && first !== undefined && first.adminFee > 0;
};

/**
 * The fee the admin-fee notice names (minor units): one fee when every option charges the same,
 * else the highest, with `varies` set, so the notice never says less than an option will cost.
 */
export const noticedAdminFee = (
  products: readonly Pick<DealProduct, 'adminFee'>[],
): { readonly fee: number; readonly varies: boolean } => {
  const fees = products.map((p) => p.adminFee);
  const fee = Math.max(0, ...fees);
  return { fee, varies: fees.some((f) => f !== fee) };
};

export interface GoodReviewConfig {
  /** The configured threshold of the average rating. */
  readonly threshold: number;
  /** When the light variant is on the threshold is 4. */
  readonly lightVariant: boolean;
}

export const goodReviewThreshold = (config: GoodReviewConfig): number =>
  config.lightVariant ? GOOD_REVIEW_LIGHT_VARIANT_THRESHOLD : config.threshold;

/** "Good review display needs an average at or above a configured threshold." */
export const showsGoodReview = (deal: Pick<Deal, 'reviewSummary'>, config: GoodReviewConfig): boolean =>
  deal.reviewSummary !== undefined && deal.reviewSummary.average >= goodReviewThreshold(config);

const hasText = (claim: string | undefined): claim is string => claim !== undefined && claim.trim() !== '';

/** Our rule: the deal's social cue (socialCueClaim) shows when it has non-blank text. */
export const showsSocialCue = (deal: Pick<Deal, 'socialCueClaim'>): boolean => hasText(deal.socialCueClaim);

/** Our rule: a product's best-seller claim shows when it has non-blank text. */
export const showsBestSellerClaim = (product: Pick<DealProduct, 'bestSellerClaim'>): boolean =>
  hasText(product.bestSellerClaim);
