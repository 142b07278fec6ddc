import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { dealOffer } from '@kerching/domain/catalogue';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { describeErrors } from '../errors';
import { DealByIdQueryCodec, DealByPathQueryCodec, ReviewsQueryCodec } from './queries';
import { DealResponseCodec, dealResponse } from './dealResponse';
import { ReviewsResponseCodec, reviewsResponse } from './reviewsResponse';

const context = {
  now: A_DEAL_NOW,
  visit: {},
  utcOffsetMinutes: 60,
  vipUser: false,
  goodReview: { threshold: 4.5, lightVariant: false },
  onDealPath: true,
};

describe('deal page queries', () => {
  it('reads path, brand, preview and the visit', () => {
    expect(
      DealByPathQueryCodec.decode({
        path: '/deal/london/x/1/y',
        brand: 'kerching',
        preview: 'true',
        usr_src: 'search',
      }),
    ).toEqual(E.right({ path: '/deal/london/x/1/y', brand: 'kerching', preview: true, usr_src: 'search' }));
    expect(DealByIdQueryCodec.decode({ preview: '0', st_cid: 'abc', brand: 'living-social' })).toEqual(
      E.right({ preview: false, st_cid: 'abc', brand: 'living-social' }),
    );
    expect(ReviewsQueryCodec.decode({ page: '2', size: '10', sortBy: 'highest', filterByDeal: 'true' })).toEqual(
      E.right({ page: 2, size: 10, sortBy: 'highest', filterByDeal: 'true' }),
    );
  });
  it('rejects bad values with readable reasons', () => {
    const bad = (result: E.Either<Parameters<typeof describeErrors>[0], unknown>): string =>
      E.isLeft(result) ? describeErrors(result.left) : 'ok';
    expect(bad(DealByPathQueryCodec.decode({ preview: 'maybe' }))).toBe('preview: expected true or false');
    expect(bad(DealByPathQueryCodec.decode({ brand: 'acme' }))).toContain('brand');
    expect(bad(DealByPathQueryCodec.decode({ usr_src: 'x'.repeat(101) }))).toBe(
      'usr_src: expected at most 100 characters',
    );
    expect(bad(ReviewsQueryCodec.decode({ sortBy: 'best' }))).toContain('sortBy');
    expect(bad(ReviewsQueryCodec.decode({ page: '-1' }))).toBe('page: expected a whole number');
  });
});

describe('deal response', () => {
  it('carries every field a page shows, in minor units, and decodes with its codec', () => {
    const deal = aDealDetail({
      vipPrice: O.some(2000),
      depositPrice: O.some(500),
      reviewSummary: { total: 3, average: 4.7 },
      socialCueClaim: '200 bought',
      subCategory: O.some({ id: 7, name: 'Afternoon Tea', shortName: 'afternoon-tea' }),
      products: [
        aDealDetailProduct({
          adminFee: 150,
          userDealInfo: { maxQuantityUserCanBuy: 3, maxQuantityUserCanCurrentlyBuy: 3 },
        }),
      ],
    });
    const body = dealResponse({
      offer: dealOffer(deal, context),
      canonicalPath: deal.urlPath,
      evergreenPath: O.none,
      selectedProductId: O.some(11),
      preview: false,
    });
    expect(DealResponseCodec.is(body)).toBe(true);
    expect(E.isRight(DealResponseCodec.decode(JSON.parse(JSON.stringify(body))))).toBe(true);
    expect(body.data).toMatchObject({
      priceMinor: 2500,
      originalPriceMinor: 5000,
      vipPriceMinor: 2000,
      discountMinor: 2500,
      discountPercentage: 50,
      vipDiscountPercentage: 60,
      depositPriceMinor: 500,
      depositAvailable: true,
      closesAt: '2026-06-10T22:59:59.999Z',
      subCategory: { id: 7, shortName: 'afternoon-tea' },
      images: [{ id: 'restaurants-and-food-1' }, { id: 'restaurants-and-food-2' }],
      reviewSummary: { total: 3, average: 4.7 },
      availability: { available: true, saleWindow: 'OPEN', reason: null, message: null },
      notices: { purchaseCap: 'Maximum 10 per deal per day', adminFee: true, goodReview: true, socialCue: true },
      selectedProductId: 11,
    });
    expect(body.data.products[0]).toMatchObject({
      adminFeeMinor: 150,
      buyable: true,
      userDealInfo: { maxQuantityUserCanBuy: 3, maxQuantityUserCanCurrentlyBuy: 3, minQuantity: 1, defaultQuantity: 1 },
    });
  });
  it('says why a closed deal cannot be bought', () => {
    const deal = aDealDetail({ closingDate: new Date('2026-05-01T00:00:00.000Z') });
    const body = dealResponse({
      offer: dealOffer(deal, context),
      canonicalPath: deal.urlPath,
      evergreenPath: O.some('/deal/x/e/1'),
      selectedProductId: O.none,
      preview: true,
    });
    expect(body.data.availability).toEqual({
      available: false,
      saleWindow: 'CLOSED',
      reason: 'DEAL.CLOSED',
      heading: 'This deal has ended',
      message: 'Oops! This item is no longer available',
      availableUntil: null,
    });
    expect(body.data).toMatchObject({
      evergreenUrl: '/deal/x/e/1',
      preview: true,
      reviewSummary: null,
      subCategory: null,
    });
    expect(body.data.products[0]?.userDealInfo).toEqual({
      maxQuantityUserCanBuy: 10,
      maxQuantityUserCanCurrentlyBuy: 0,
      minQuantity: 1,
      defaultQuantity: 0,
    });
  });
});

describe('reviews response', () => {
  it('writes instants as ISO strings and says whether more pages follow', () => {
    const body = reviewsResponse({
      reviews: [{ id: 1, rating: 5, author: 'Ann', title: 'Lovely', body: 'Great.', createdAt: A_DEAL_NOW }],
      total: 11,
      page: 0,
      size: 10,
      sortBy: 'recent',
    });
    expect(E.isRight(ReviewsResponseCodec.decode(body))).toBe(true);
    expect(body.data).toMatchObject({ hasMore: true, reviews: [{ createdAt: '2026-06-01T12:00:00.000Z' }] });
  });
});
