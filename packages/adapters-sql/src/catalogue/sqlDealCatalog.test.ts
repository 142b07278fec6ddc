import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type DealListing,
  type ListingCriteria,
  type ListingRequest,
  listingCriteria,
} from '@kerching/domain/catalogue';
import { SqlDealCatalog } from './sqlDealCatalog';
import { SqlDealFeeds } from './sqlDealFeeds';
import { writeCatalogue } from './writeCatalogue';
import type { CatalogueData, DealRow } from './catalogueData';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';
import { migrate } from '../migrate';

const clock = { now: () => FIXED_NOW };
const day = 86_400_000;

/**
 * London (1) with the near-me area Soho (3); Dublin (2) on the Irish site; the national (4) and
 * travel (5) locations. Categories: beauty (10) > facials (11) > hydra (12); restaurants (1);
 * shopping (20) > electricals (21); escapes (30) > uk-travel (31); vip (40) > vip-spa (41);
 * wellness-collection (50, national) > wellness-retreats (51, travel).
 */
const catalogue = (): CatalogueData => {
  const base = smallCatalogue([]);
  const deal = (id: number, overrides: Partial<DealRow> = {}): DealRow => aDealRow(id, overrides);
  const deals: DealRow[] = [
    // London restaurants, popularity 100 - id: 1 is the most popular.
    ...Array.from({ length: 12 }, (_, i) =>
      deal(i + 1, {
        priceMinor: 500 * (i + 1),
        originalPriceMinor: 10_000,
        createdAt: new Date(FIXED_NOW.getTime() - (i + 3) * day),
      }),
    ),
    deal(50, { popularity: 1000, soldOut: true, priceMinor: 2500 }),
    deal(51, { closingAt: new Date(FIXED_NOW.getTime() - day) }),
    deal(52, { opensAt: new Date(FIXED_NOW.getTime() + day) }),
    // London beauty: facials, one hydra facial; features, reviews.
    deal(60, {
      categoryId: 10,
      subcategoryId: 11,
      priceMinor: 3000,
      giftPackable: true,
      reviewTotal: 10,
      reviewAverage: 4.5,
      tags: ['valentines', 'gifts-for-mum', 'character-pampered'],
    }),
    deal(61, {
      categoryId: 10,
      subcategoryId: 11,
      subsubcategoryId: 12,
      priceMinor: 4000,
      clickAndCollect: true,
      reviewTotal: 3,
      reviewAverage: 3.2,
      tags: ['gifts-for-bff', 'character-geeky'],
    }),
    deal(62, { categoryId: 10, priceMinor: 6000, giftPackable: true, earlyBird: true, wellness: true }),
    // Soho merchant (2) within reach of the Soho area; merchant 1 is in the City.
    deal(63, { categoryId: 10, subcategoryId: 11, merchantId: 2, priceMinor: 3500, title: 'Soho glow facial' }),
    // National and travel.
    deal(70, { locationId: 4, categoryId: 20, subcategoryId: 21, priceMinor: 1999 }),
    deal(71, {
      locationId: 4,
      categoryId: 20,
      subcategoryId: 21,
      priceMinor: 2999,
      vipDiscountAllowed: true,
      vipPriceMinor: 2500,
    }),
    deal(80, {
      locationId: 5,
      categoryId: 30,
      subcategoryId: 31,
      isTravel: true,
      nights: 2,
      priceMinor: 9900,
      earlyBird: true,
    }),
    // A lodge in Kilkenny (merchant 3): the trip's card names its destination.
    deal(81, {
      locationId: 5,
      categoryId: 30,
      subcategoryId: 31,
      merchantId: 3,
      isTravel: true,
      nights: 3,
      priceMinor: 14900,
    }),
    // A travel deal under a national top category, as the demo's wellness retreats and VIP stays are.
    deal(82, { locationId: 5, categoryId: 50, subcategoryId: 51, isTravel: true, priceMinor: 39900 }),
    // VIP category.
    deal(90, { categoryId: 40, subcategoryId: 41, priceMinor: 12000, vipOnly: true }),
    // Irish.
    deal(100, { siteKey: 'kerchingie', locationId: 2, currency: 'EUR', urlPath: '/deal/dublin/x/100/y' }),
  ];
  return {
    ...base,
    locations: [
      ...base.locations,
      {
        id: 3,
        siteKey: 'kerching',
        name: 'Soho',
        shortName: 'soho',
        countryCode: 'gb',
        lat: 51.5137,
        lon: -0.1337,
        kind: 'near-me',
        parentId: 1,
      },
      {
        id: 4,
        siteKey: 'kerching',
        name: 'National',
        shortName: 'national-deal',
        countryCode: 'gb',
        lat: 0,
        lon: 0,
        kind: 'national',
      },
      {
        id: 5,
        siteKey: 'kerching',
        name: 'Escapes',
        shortName: 'escapes',
        countryCode: 'gb',
        lat: 0,
        lon: 0,
        kind: 'travel',
      },
    ],
    categories: [
      ...base.categories,
      {
        id: 10,
        parentId: null,
        shortName: 'beauty-and-spa',
        name: 'Beauty & Spa',
        canonicalPathType: 'local',
        sortOrder: 1,
      },
      { id: 11, parentId: 10, shortName: 'facials', name: 'Facials', canonicalPathType: 'local' },
      { id: 12, parentId: 11, shortName: 'hydra-facials', name: 'Hydra Facials', canonicalPathType: 'local' },
      { id: 20, parentId: null, shortName: 'shopping', name: 'Shopping', canonicalPathType: 'national' },
      { id: 21, parentId: 20, shortName: 'electricals', name: 'Electricals', canonicalPathType: 'national' },
      { id: 30, parentId: null, shortName: 'escapes', name: 'Escapes', canonicalPathType: 'travel' },
      {
        id: 31,
        parentId: 30,
        shortName: 'uk-travel',
        name: 'UK Travel',
        canonicalPathType: 'travel',
        navigationType: 'travel',
      },
      { id: 40, parentId: null, shortName: 'vip', name: 'VIP', canonicalPathType: 'local' },
      { id: 41, parentId: 40, shortName: 'vip-spa', name: 'VIP Spa', canonicalPathType: 'local' },
      {
        id: 50,
        parentId: null,
        shortName: 'wellness-collection',
        name: 'Wellness Collection',
        canonicalPathType: 'national',
      },
      {
        id: 51,
        parentId: 50,
        shortName: 'wellness-retreats',
        name: 'Wellness Retreats',
        canonicalPathType: 'travel',
      },
    ],
    merchants: [
      { id: 1, name: 'The Ivy Tap', displayName: 'The Ivy Tap', address: '1 High St', lat: 51.515, lon: -0.09 },
      { id: 2, name: 'Soho Skin', displayName: 'Soho Skin', address: '2 Dean St', lat: 51.5135, lon: -0.1325 },
      {
        id: 3,
        name: 'Nore Lodge',
        displayName: 'Nore Lodge',
        address: '9 Shore Rd, Kilkenny',
        town: 'Kilkenny',
        lat: 52.65,
        lon: -7.25,
      },
    ],
    deals,
    products: deals.map((d) => ({
      id: d.id * 10,
      dealId: d.id,
      friendlyName: 'One',
      priceMinor: d.priceMinor,
      originalPriceMinor: d.originalPriceMinor,
      vipPriceMinor: null,
      purchaseCap: 5,
      totalRemaining: 100,
      sortOrder: 0,
    })),
    feeds: [
      {
        siteKey: 'kerching',
        slug: 'for-her',
        displayName: 'Gifts for Her',
        description: 'Treats',
        categoryShortName: 'beauty-and-spa',
        maxPriceMinor: 5000,
        pageSize: 12,
        listicleView: true,
      },
      {
        siteKey: 'kerching',
        slug: 'old-gifts',
        displayName: 'Old',
        description: 'Moved',
        redirectUrl: '/gshop/for-her',
      },
    ],
  };
};

const criteria = (overrides: Partial<ListingRequest> = {}): ListingCriteria => {
  const result = listingCriteria({ site: 'kerching', location: 'london', page: 0, pageSize: 5, ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};

describe.each(testDatabases())('SqlDealCatalog on $name', ({ open }) => {
  let db: SqlClient;
  let catalog: SqlDealCatalog;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, catalogue());
    catalog = new SqlDealCatalog(db, clock);
  });
  afterAll(async () => db.close());

  const listing = async (overrides: Partial<ListingRequest> = {}): Promise<DealListing> => {
    const c = criteria(overrides);
    const [page, navigation] = await Promise.all([catalog.page(c)(), catalog.navigation(c)()]);
    if (E.isLeft(page)) throw new Error(page.left.detail);
    if (E.isLeft(navigation)) throw new Error(navigation.left.detail);
    return { ...page.right, ...navigation.right };
  };
  const ids = (l: DealListing) => l.deals.map((d) => d.id);

  it('lists open deals, most popular first, with the top unsold deal as the main deal', async () => {
    const page0 = await listing();
    expect(page0.mainDeal?.id).toBe(1);
    expect(ids(page0)).toEqual([50, 2, 3, 4, 5]);
    expect(page0.deals[1]).toMatchObject({
      priceMinor: 1000,
      originalPriceMinor: 10_000,
      discountPercentage: 90,
      currency: 'GBP',
      merchantName: 'The Ivy Tap',
      locationShortName: 'london',
      locationName: 'London',
      categoryName: 'Restaurants',
    });
    expect(page0.count).toBe(18); // 12 restaurants, the sold-out 50, four beauty deals and the VIP 90
    expect(page0.location).toEqual({ shortName: 'london', name: 'London' });
    expect(page0.canonicalUrl).toBe('/deals/london');
  });

  it('a deal preview lists deals that open later too, never closed ones (spec 1 §2 deal preview)', async () => {
    const all = async (preview: boolean) => ids(await listing({ pageSize: 100, sort: 'recentlyAdded', preview }));
    expect(await all(false)).not.toContain(52);
    expect(await all(true)).toContain(52);
    expect(await all(true)).not.toContain(51);
    expect((await listing({ preview: true })).count).toBe((await listing()).count + 1);
  });

  it('pages through the rest without repeating the main deal, after the offset', async () => {
    const page2 = await listing({ page: 2 });
    expect(page2.mainDeal).toBeNull();
    expect(ids(page2)).toEqual([11, 12, 60, 61, 62]);
    expect(ids(await listing({ page: 0, offset: 2 }))).toEqual([3, 4, 5, 6, 7]);
    expect(ids(await listing({ page: 9 }))).toEqual([]);
  });

  it('narrows by the category path at any level and names it', async () => {
    const beauty = await listing({ categories: ['beauty-and-spa'] });
    expect([beauty.mainDeal?.id, ...ids(beauty)].sort()).toEqual([60, 61, 62, 63]);
    expect(beauty.categories).toEqual([{ shortName: 'beauty-and-spa', name: 'Beauty & Spa' }]);
    expect(beauty.facetedNavigation.navigations).toEqual([
      { linkText: 'Facials', count: 3, shortName: 'facials', url: '/deals/london/beauty-and-spa/facials' },
    ]);
    const hydra = await listing({ categories: ['beauty-and-spa', 'facials', 'hydra-facials'] });
    expect(hydra.count).toBe(1);
    expect(hydra.canonicalUrl).toBe('/deals/london/beauty-and-spa/facials/hydra-facials');
    // A subcategory named on its own lists the same deals; its canonical address names its parent.
    const facials = await listing({ categories: ['facials'] });
    expect(facials.count).toBe(3);
    expect(facials.canonicalUrl).toBe('/deals/london/beauty-and-spa/facials');
    const hydraAlone = await listing({ categories: ['hydra-facials'] });
    expect(hydraAlone.canonicalUrl).toBe('/deals/london/beauty-and-spa/facials/hydra-facials');
  });

  it('reads a listing path once when its page and navigation are asked together, and again later', async () => {
    const asked: string[] = [];
    const counting: SqlClient = {
      ...db,
      query: (text, params) => {
        asked.push(text);
        return db.query(text, params);
      },
    };
    const counted = new SqlDealCatalog(counting, clock);
    const c = criteria({ categories: ['beauty-and-spa', 'facials'] });
    const pathReads = () =>
      asked.filter((text) => /FROM location\s+WHERE site_key|FROM category WHERE short_name = ANY/.test(text)).length;
    const [page, navigation] = await Promise.all([counted.page(c)(), counted.navigation(c)()]);
    expect(E.isRight(page) && E.isRight(navigation)).toBe(true);
    expect(pathReads()).toBe(2);
    await counted.page(c)();
    expect(pathReads()).toBe(4);
  });

  it('answers not-found for an unknown location or a category path that does not hang together', async () => {
    expect(await catalog.page(criteria({ location: 'atlantis' }))()).toMatchObject({
      left: { code: 'LISTING.LOCATION_NOT_FOUND' },
    });
    expect(await catalog.navigation(criteria({ categories: ['facials', 'beauty-and-spa'] }))()).toMatchObject({
      left: { code: 'LISTING.CATEGORY_NOT_FOUND' },
    });
    expect(await catalog.page(criteria({ categories: ['nothing'] }))()).toMatchObject({
      left: { code: 'LISTING.CATEGORY_NOT_FOUND' },
    });
    expect(await catalog.page(criteria({ location: 'near-me', area: 'atlantis' }))()).toMatchObject({
      left: { code: 'LISTING.LOCATION_NOT_FOUND' },
    });
  });

  it('lists national, travel, VIP, wellness and all-location deals', async () => {
    // The national location's deals only: not the retreat in escapes (82), though its top category is national.
    const shop = await listing({ location: 'national-deal' });
    expect([shop.mainDeal?.id, ...ids(shop)]).toEqual([70, 71]);
    expect(shop.location).toEqual({ shortName: 'shop', name: 'Shop' });
    // Every national deal is shopping: the drill-down shows shopping's children.
    // Each link is the child's one address, under shopping (not /deals/shop/electricals, a 301).
    expect(shop.facetedNavigation.navigations.map((n) => [n.shortName, n.count, n.url])).toEqual([
      ['electricals', 2, '/deals/shop/shopping/electricals'],
    ]);
    const electricals = await listing({ location: 'shop', categories: ['electricals'] });
    expect(electricals.count).toBe(2);
    const escapes = await listing({ location: 'escapes', categories: ['uk-travel'] });
    expect(escapes.count).toBe(2);
    // Each card carries its merchant's town (the trip's destination) beside its section's name.
    const lodge = [escapes.mainDeal, ...escapes.deals].find((d) => d?.id === 81);
    expect([lodge?.locationName, lodge?.merchantTown]).toEqual(['Escapes', 'Kilkenny']);
    expect(escapes.canonicalUrl).toBe('/deals/escapes/uk-travel');
    // /deals/escapes is the escapes category's page: it offers escapes' children, not escapes again.
    const allEscapes = await listing({ location: 'escapes' });
    expect(allEscapes.facetedNavigation.navigations.map((n) => [n.shortName, n.url])).toEqual([
      ['uk-travel', '/deals/escapes/uk-travel'],
      ['wellness-collection', '/deals/escapes/wellness-collection'],
    ]);
    expect((await listing({ location: 'escapes', categories: ['escapes'] })).canonicalUrl).toBe('/deals/escapes');
    const vip = await listing({ location: 'vip' });
    expect([vip.mainDeal?.id, ...ids(vip)].sort()).toEqual([71, 90]);
    expect((await listing({ location: 'vip', categories: ['vip-spa'] })).count).toBe(1);
    expect((await listing({ location: 'wellness-collection' })).count).toBe(1);
    const everywhere = await listing({ location: 'all-locations', facets: [{ name: 'feature', value: 'early-bird' }] });
    expect([everywhere.mainDeal?.id, ...ids(everywhere)].sort()).toEqual([62, 80]);
    expect((await listing({ vip: true })).count).toBe(1);
  });

  it('keeps sites apart', async () => {
    const ie = await listing({ site: 'kerchingie', location: 'dublin' });
    expect(ie.mainDeal?.currency).toBe('EUR');
    expect(ie.count).toBe(1);
    expect(await catalog.page(criteria({ site: 'kerchingie', location: 'london' }))()).toMatchObject({
      left: { code: 'LISTING.LOCATION_NOT_FOUND' },
    });
  });

  it('filters by price and sorts; a chosen sort has no main deal', async () => {
    const cheap = await listing({ minPrice: 10, maxPrice: 30, sort: 'pricelow', pageSize: 20 });
    expect(cheap.mainDeal).toBeNull();
    const prices = cheap.deals.map((d) => d.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p >= 1000 && p <= 3000)).toBe(true);
    expect(cheap.count).toBe(prices.length);
    // The price stats ignore the price filter and the facets: the slider keeps its ends.
    expect(cheap.facetedNavigation.stats).toEqual({ count: 18, minPriceMinor: 500, maxPriceMinor: 12_000 });
    const faceted = await listing({ minPrice: 10, maxPrice: 30, facets: [{ name: 'feature', value: 'gift-pack' }] });
    expect(faceted.count).toBeLessThan(cheap.count);
    expect(faceted.facetedNavigation.stats).toEqual(cheap.facetedNavigation.stats);
    const dear = await listing({ sort: 'price', pageSize: 3 });
    expect(dear.deals.map((d) => d.priceMinor)).toEqual([12_000, 6000, 6000]);
    const discount = (await listing({ sort: 'discountPercentage', pageSize: 20 })).deals.map(
      (d) => d.discountPercentage,
    );
    expect(discount).toEqual([...discount].sort((a, b) => b - a));
    expect(ids(await listing({ sort: 'recentlyAdded', pageSize: 2 }))).toEqual([50, 60]);
  });

  it('filters by facets and counts each facet without its own choice', async () => {
    const gift = await listing({ categories: ['beauty-and-spa'], facets: [{ name: 'feature', value: 'gift-pack' }] });
    expect(gift.count).toBe(2);
    const features = gift.facetedNavigation.filters.find((f) => f.name === 'feature');
    expect(features?.values.find((v) => v.value === 'gift-pack')).toMatchObject({ count: 2, selected: true });
    expect(features?.values.find((v) => v.value === 'click-and-collect')).toMatchObject({ count: 1, selected: false });
    const rating = gift.facetedNavigation.filters.find((f) => f.name === 'rating');
    expect(rating?.values).toEqual([
      { value: '4', label: '4 stars and up', count: 1, selected: false },
      { value: '3', label: '3 stars and up', count: 1, selected: false },
    ]);
    const rated = await listing({ categories: ['beauty-and-spa'], facets: [{ name: 'rating', value: '3' }] });
    expect(rated.count).toBe(2);
    const nights = await listing({ location: 'escapes', facets: [{ name: 'nights', value: '3' }] });
    expect(nights.count).toBe(1);
    expect(
      nights.facetedNavigation.filters.find((f) => f.name === 'nights')?.values.map((v) => [v.value, v.count]),
    ).toEqual([
      ['2', 1],
      ['3', 1],
    ]);
  });

  it("answers the gift finder's questions: any chosen audience, and any chosen personality", async () => {
    // The main deal leads the page; the gift finder's results are all of them.
    const shown = (l: DealListing) => [...(l.mainDeal === null ? [] : [l.mainDeal.id]), ...ids(l)].sort();
    const forMum = await listing({ facets: [{ name: 'for', value: 'mum' }] });
    expect(shown(forMum)).toEqual([60]);
    const forEither = await listing({
      facets: [
        { name: 'for', value: 'mum' },
        { name: 'for', value: 'bff' },
      ],
    });
    expect(shown(forEither)).toEqual([60, 61]);
    const geekyForEither = await listing({
      facets: [
        { name: 'character', value: 'geeky' },
        { name: 'for', value: 'bff' },
        { name: 'for', value: 'mum' },
      ],
    });
    expect(shown(geekyForEither)).toEqual([61]);
    expect((await listing({ facets: [{ name: 'for', value: 'dad' }] })).count).toBe(0);
    expect((await listing({ facets: [{ name: 'for', value: 'mum' }], minPrice: 35, maxPrice: 100 })).count).toBe(0);
    expect(forMum.facetedNavigation.filters.map((f) => f.name)).not.toContain('for');
  });

  it('lists a near-me area: its town deals whose merchant is within reach', async () => {
    const soho = await listing({ location: 'near-me', area: 'soho', categories: ['beauty-and-spa'] });
    // About a place: the nearest deals first, with no most popular one ahead of them.
    expect(soho.mainDeal).toBeNull();
    expect(ids(soho)).toEqual([63]);
    expect(soho.canonicalUrl).toBe('/near-me/beauty-and-spa');
    const asLocation = await listing({ location: 'soho' });
    expect(asLocation.count).toBe(1);
    expect(asLocation.location).toEqual({ shortName: 'soho', name: 'Soho' });
    expect((await listing({ location: 'near-me' })).count).toBe(18);
  });

  it('lists specials by tag, new products newest first, and searches text', async () => {
    expect((await listing({ special: 'valentines' })).count).toBe(1);
    // The searchTag filter key narrows any listing to the tag's deals, keeping its own address.
    const tagged = await listing({ categories: ['beauty-and-spa'], searchTag: 'gifts-for-bff' });
    expect([tagged.mainDeal?.id, ...ids(tagged)]).toEqual([61]);
    expect(tagged.canonicalUrl).toBe('/deals/london/beauty-and-spa');
    const newest = await listing({ special: 'new-products', pageSize: 3 });
    expect(newest.mainDeal).toBeNull();
    expect(ids(newest)).toEqual([50, 60, 61]);
    expect(newest.canonicalUrl).toBe('/deals/london/special/new-products');
    // A special has no category pages: its category links narrow the special itself.
    expect(newest.facetedNavigation.navigations.map((n) => n.url)).toContain(
      '/deals/london/special/new-products?categories=beauty-and-spa',
    );
    expect(newest.facetedNavigation.navigations.every((n) => n.url.includes('?categories='))).toBe(true);
    // The newest first by default, but a chosen order is kept.
    const cheapestFirst = await listing({ special: 'new-products', sort: 'pricelow' });
    const prices = cheapestFirst.deals.map((d) => d.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(ids(cheapestFirst)).not.toEqual(ids(await listing({ special: 'new-products' })));
    // Narrowed to a category, the links still list every category, counted without that filter.
    const everyNew = await listing({ special: 'new-products' });
    const beauty = await listing({ special: 'new-products', categoryFilter: ['beauty-and-spa'] });
    expect(everyNew.facetedNavigation.navigations.length).toBeGreaterThan(1);
    expect(beauty.facetedNavigation.navigations).toEqual(everyNew.facetedNavigation.navigations);
    expect(beauty.count).toBe(
      everyNew.facetedNavigation.navigations.find((n) => n.shortName === 'beauty-and-spa')?.count,
    );
    expect(beauty.count).toBeLessThan(everyNew.count);
    expect(ids(await listing({ q: 'glow' }))).toEqual([]);
    expect((await listing({ q: 'glow' })).mainDeal?.id).toBe(63);
    expect((await listing({ categoryFilter: ['facials', 'nothing'] })).count).toBe(3);
  });

  it('finds deals by id in the order asked, leaving out unknown, unopened and foreign ones', async () => {
    const found = await catalog.byIds('kerching', [61, 999, 52, 100, 1])();
    expect(E.isRight(found) && found.right.map((d) => d.id)).toEqual([61, 1]);
    expect(await catalog.byIds('kerching', [])()).toEqual(E.right([]));
  });

  it('reads deals feeds by slug', async () => {
    const feeds = new SqlDealFeeds(db);
    const feed = await feeds.bySlug('kerching', 'for-her')();
    expect(feed).toMatchObject({
      right: {
        value: {
          displayName: 'Gifts for Her',
          categoryShortName: O.some('beauty-and-spa'),
          locationShortName: O.none,
          maxPriceMinor: O.some(5000),
          redirectUrl: O.none,
          pageSize: 12,
          listicleView: true,
        },
      },
    });
    expect(await feeds.bySlug('kerching', 'old-gifts')()).toMatchObject({
      right: { value: { redirectUrl: O.some('/gshop/for-her') } },
    });
    expect(await feeds.bySlug('kerchingie', 'for-her')()).toEqual(E.right(O.none));
  });
});

describe.each(testDatabases())('SqlDealCatalog failures on $name', ({ open }) => {
  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const db = await open();
    const catalog = new SqlDealCatalog(db, clock);
    const feeds = new SqlDealFeeds(db);
    await db.close();
    expect(await catalog.page(criteria())()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(await catalog.byIds('kerching', [1])()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(await feeds.bySlug('kerching', 'x')()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });

  it('writes nothing when one row of a catalogue is bad, and migrates once', async () => {
    const db = await open();
    try {
      const bad = smallCatalogue([aDealRow(1), aDealRow(2, { priceMinor: -5 })]);
      await expect(writeCatalogue(db, bad)).rejects.toThrow();
      expect(await migrate(db)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
