import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { DealDetail, ReviewPage } from '@kerching/domain/catalogue';
import { SqlDealDetails } from './sqlDealDetails';
import { writeCatalogue } from './writeCatalogue';
import type { CatalogueData, ProductRow, ReviewRow } from './catalogueData';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';

const day = 86_400_000;
const clock = { now: () => FIXED_NOW };

const product = (id: number, dealId: number, overrides: Partial<ProductRow> = {}): ProductRow => ({
  id,
  dealId,
  friendlyName: `Option ${id}`,
  priceMinor: 1000,
  originalPriceMinor: 4000,
  vipPriceMinor: null,
  purchaseCap: 5,
  totalRemaining: 100,
  sortOrder: 0,
  ...overrides,
});

const review = (id: number, rating: number, daysAgo: number): ReviewRow => ({
  id,
  dealId: 1,
  rating,
  author: `Author ${id}`,
  title: `Review ${id}`,
  body: 'Lovely afternoon.',
  createdAt: new Date(FIXED_NOW.getTime() - daysAgo * day),
});

/** Fixtures for every case the deal page cares about (the demo catalogue may not have them all). */
const catalogue = (): CatalogueData => {
  const base = smallCatalogue([
    aDealRow(1, {
      subcategoryId: 2,
      description: 'Scones and tea.',
      finePrint: 'Mon-Fri.',
      displayType: 'dropdown',
      vipPriceMinor: 900,
      vipDiscountAllowed: true,
      purchaseCap: 4,
      socialCueClaim: '120 bought',
      reviewTotal: 3,
      reviewAverage: 4.6,
      imageIds: ['img-1', 'img-1b'],
      depositPriceMinor: 500,
    }),
    aDealRow(2, {
      closingAt: new Date(FIXED_NOW.getTime() - day),
      lastChance: true,
      urlPath: '/deal/london/restaurants/2/last-chance',
    }),
    aDealRow(3, { opensAt: new Date(FIXED_NOW.getTime() + day), evergreen: true, soldOut: true }),
    aDealRow(60, { siteKey: 'kerchingie', locationId: 2, currency: 'EUR', urlPath: '/deal/dublin/x/60/y' }),
  ]);
  return {
    ...base,
    categories: [
      ...base.categories,
      { id: 2, parentId: 1, shortName: 'afternoon-tea', name: 'Afternoon Tea', canonicalPathType: 'local' },
    ],
    merchants: [
      {
        id: 1,
        name: 'The Ivy Tap Ltd',
        displayName: 'The Ivy Tap',
        address: '1 High St',
        town: 'London',
        postcode: 'SW1A 1AA',
        lat: 51.5,
        lon: -0.12,
        phone: '020 7946 0000',
        otherAddresses: [
          { address: '9 Deansgate', town: 'Manchester', postcode: 'M3 2BW', lat: 53.48, lon: -2.25 },
          { address: '2 Briggate, Leeds LS1 6HD', lat: 53.8, lon: -1.54 },
        ],
      },
    ],
    products: [
      product(11, 1, { sortOrder: 1, dailyCap: 10, remainingForDay: 0, maxPerUser: 2 }),
      product(12, 1, {
        sortOrder: 0,
        weeklyCap: 20,
        adminFeeMinor: 150,
        vipPriceMinor: 900,
        vipExclusive: true,
        totalBought: 40,
        bestSellerClaim: 'Best seller',
      }),
      product(13, 1, { sortOrder: 2, totalRemaining: 0, totalPriceMinor: 3500, nights: 2, giftPack: true }),
      ...base.products.filter((p) => p.dealId !== 1),
    ],
    reviews: [review(101, 5, 3), review(102, 3, 1), review(103, 4, 2)],
  };
};

const right = <A>(result: E.Either<unknown, O.Option<A>>): A => {
  if (E.isLeft(result) || O.isNone(result.right)) throw new Error('expected a value');
  return result.right.value;
};

describe.each(testDatabases())('SqlDealDetails on $name', ({ open }) => {
  // One database for the reading tests (they only read); the failure test opens its own.
  let db: SqlClient | undefined;
  let shared: SqlDealDetails | undefined;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, catalogue());
    shared = new SqlDealDetails(db, clock);
  });
  afterAll(async () => db?.close());
  const seeded = async (): Promise<SqlDealDetails> => {
    if (shared === undefined) throw new Error('database not ready');
    return shared;
  };

  it('reads a deal with every field its page shows', async () => {
    const details = await seeded();
    const deal: DealDetail = right(await details.byId('kerching', 1)());
    expect(deal).toMatchObject({
      id: 1,
      site: 'kerching',
      urlPath: '/deal/london/restaurants/1/deal-1',
      title: 'Deal 1',
      headline: 'Headline 1',
      description: 'Scones and tea.',
      finePrint: 'Mon-Fri.',
      open: true,
      soldOut: false,
      evergreen: false,
      price: 1000,
      originalPrice: 4000,
      vipPrice: O.some(900),
      currency: 'GBP',
      purchaseCap: 4,
      depositPrice: O.some(500),
      dealType: 'default',
      productDisplay: { type: 'dropdown' },
      business: {
        name: 'The Ivy Tap Ltd',
        displayName: 'The Ivy Tap',
        mainAddress: { line: '1 High St', town: 'London', postcode: 'SW1A 1AA', lat: 51.5, lon: -0.12 },
        otherAddresses: [
          { line: '9 Deansgate', town: 'Manchester', postcode: 'M3 2BW', lat: 53.48, lon: -2.25 },
          { line: '2 Briggate, Leeds LS1 6HD', town: '', postcode: '', lat: 53.8, lon: -1.54 },
        ],
        phone: O.some('020 7946 0000'),
        website: O.none,
      },
      location: { name: 'London', shortName: 'london' },
      category: { name: 'Restaurants', shortName: 'restaurants', canonicalPathType: 'local' },
      subCategory: O.some({ id: 2, name: 'Afternoon Tea', shortName: 'afternoon-tea' }),
      imageId: 'img-1',
      imageIds: ['img-1', 'img-1b'],
      display: {
        discount: true,
        showPrice: true,
        earlyBird: false,
        lastChance: false,
        clickAndCollectDeal: false,
        vipDiscountAllowed: true,
      },
      reviewSummary: { total: 3, average: 4.6 },
      socialCueClaim: '120 bought',
    });
    expect(deal.closingDate.toISOString()).toBe(new Date(FIXED_NOW.getTime() + 10 * day).toISOString());
  });

  it('reads products in order with caps, stock, allowance, admin fee and total price', async () => {
    const deal = right(await (await seeded()).byId('kerching', 1)());
    expect(deal.products.map((p) => p.id)).toEqual([12, 11, 13]);
    const [weekly, daily, soldOut] = deal.products;
    expect(weekly).toMatchObject({
      friendlyName: 'Option 12',
      vipPrice: O.some(900),
      vipExclusive: true,
      adminFee: 150,
      totalPrice: 1150,
      totalBought: 40,
      bestSellerClaim: 'Best seller',
      remainingForDay: 100,
      remainingForWeek: 20,
      dailyPurchaseCapReached: false,
      weeklyPurchaseCapReached: false,
      soldOut: false,
    });
    expect(weekly?.userDealInfo).toBeUndefined();
    expect(daily?.bestSellerClaim).toBeUndefined();
    expect(daily).toMatchObject({
      remainingForDay: 0,
      dailyPurchaseCapReached: true,
      userDealInfo: { maxQuantityUserCanBuy: 2, maxQuantityUserCanCurrentlyBuy: 2 },
    });
    expect(soldOut).toMatchObject({ soldOut: true, totalPrice: 3500, nights: O.some(2), giftPack: true });
    expect(deal).toMatchObject({
      totalRemainingForDay: 100,
      totalRemainingForWeek: 120,
      dailyPurchaseCapReached: false,
      weeklyPurchaseCapReached: false,
    });
  });

  it('returns closed, not-yet-open and sold-out deals too, and no deal of another site', async () => {
    const details = await seeded();
    expect(right(await details.byId('kerching', 2)())).toMatchObject({ display: { lastChance: true } });
    const future = right(await details.byId('kerching', 3)());
    expect(future).toMatchObject({ open: false, evergreen: true, soldOut: true, subCategory: O.none });
    expect(future.reviewSummary).toBeUndefined();
    expect(future.socialCueClaim).toBeUndefined();
    expect(future.products.every((p) => p.soldOut)).toBe(true);
    expect(await details.byId('kerching', 60)()).toEqual(E.right(O.none));
    expect(await details.byId('kerching', 999)()).toEqual(E.right(O.none));
    expect(right(await details.byId('kerchingie', 60)()).currency).toBe('EUR');
  });

  it('pages reviews, newest first by default, or by rating', async () => {
    const details = await seeded();
    const page = (sortBy: 'recent' | 'highest' | 'lowest', pageNo = 0, size = 10): Promise<ReviewPage> =>
      details.reviews('kerching', { dealId: 1, page: pageNo, size, sortBy })().then(right);
    expect((await page('recent')).reviews.map((r) => r.id)).toEqual([102, 103, 101]);
    expect((await page('highest')).reviews.map((r) => r.rating)).toEqual([5, 4, 3]);
    expect((await page('lowest')).reviews.map((r) => r.rating)).toEqual([3, 4, 5]);
    const second = await page('recent', 1, 2);
    expect(second).toMatchObject({ total: 3, page: 1, size: 2, sortBy: 'recent' });
    expect(second.reviews).toHaveLength(1);
    expect(second.reviews[0]).toMatchObject({ id: 101, author: 'Author 101', title: 'Review 101', rating: 5 });
    expect(second.reviews[0]?.createdAt.toISOString()).toBe(new Date(FIXED_NOW.getTime() - 3 * day).toISOString());
  });

  it('answers none for reviews of an unknown or foreign deal, and an empty page for a deal without reviews', async () => {
    const details = await seeded();
    const request = { page: 0, size: 10, sortBy: 'recent' as const };
    expect(await details.reviews('kerchingie', { ...request, dealId: 1 })()).toEqual(E.right(O.none));
    expect(right(await details.reviews('kerching', { ...request, dealId: 2 })())).toMatchObject({
      reviews: [],
      total: 0,
    });
  });

  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    // A client whose every query fails (a second test database cannot be opened beside the first on
    // PostgreSQL: the pg_trgm extension lives in the first one's schema).
    const down = (): Promise<never> => Promise.reject(new Error('connection terminated'));
    const broken: SqlClient = { dialect: 'pglite', query: down, exec: down, transaction: down, close: async () => {} };
    const details = new SqlDealDetails(broken, clock);
    expect(await details.byId('kerching', 1)()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(await details.reviews('kerching', { dealId: 1, page: 0, size: 10, sortBy: 'recent' })()).toMatchObject({
      left: { code: 'CATALOG.UNAVAILABLE', detail: 'connection terminated' },
    });
  });
});
