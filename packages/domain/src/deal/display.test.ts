import { describe, expect, it } from 'vitest';
import {
  goodReviewThreshold,
  hasHighTotalPrice,
  noticedAdminFee,
  showsAdminFeeNotice,
  showsBestSellerClaim,
  showsGoodReview,
  showsSocialCue,
} from './index';

const product = (totalPrice: number, adminFee = 0) => ({ totalPrice, adminFee });

describe('display rules (spec 1 §5)', () => {
  it('a deal has a high total price when any product totalPrice is at least 30', () => {
    expect(hasHighTotalPrice({ products: [product(1000), product(3000)] })).toBe(true);
    expect(hasHighTotalPrice({ products: [product(2999)] })).toBe(false);
    expect(hasHighTotalPrice({ products: [] })).toBe(false);
  });
  it("the notice's fee is the options' one fee, or the highest when they differ", () => {
    expect(noticedAdminFee([product(1000, 150), product(2000, 150)])).toEqual({ fee: 150, varies: false });
    expect(noticedAdminFee([product(1000, 150), product(2000, 400), product(500)])).toEqual({ fee: 400, varies: true });
    expect(noticedAdminFee([])).toEqual({ fee: 0, varies: false });
  });
  it("admin-fee notice on deal paths when the first product's adminFee is above 0", () => {
    expect(showsAdminFeeNotice({ products: [product(1000, 150), product(1000)] }, true)).toBe(true);
    expect(showsAdminFeeNotice({ products: [product(1000, 150)] }, false)).toBe(false);
    expect(showsAdminFeeNotice({ products: [product(1000), product(1000, 150)] }, true)).toBe(false);
    expect(showsAdminFeeNotice({ products: [] }, true)).toBe(false);
  });
  it('good review display needs an average at or above a configured threshold (4 when the light variant is on)', () => {
    const config = { threshold: 4.5, lightVariant: false };
    expect(showsGoodReview({ reviewSummary: { total: 12, average: 4.5 } }, config)).toBe(true);
    expect(showsGoodReview({ reviewSummary: { total: 12, average: 4.2 } }, config)).toBe(false);
    expect(showsGoodReview({ reviewSummary: { total: 12, average: 4.2 } }, { ...config, lightVariant: true })).toBe(
      true,
    );
    expect(showsGoodReview({}, config)).toBe(false);
    expect(goodReviewThreshold({ threshold: 3, lightVariant: true })).toBe(4);
  });
  it('social cues show when the claim has text', () => {
    expect(showsSocialCue({ socialCueClaim: '25 bought in the last hour' })).toBe(true);
    expect(showsSocialCue({ socialCueClaim: '  ' })).toBe(false);
    expect(showsSocialCue({})).toBe(false);
    expect(showsBestSellerClaim({ bestSellerClaim: 'Best seller' })).toBe(true);
    expect(showsBestSellerClaim({})).toBe(false);
  });
});
