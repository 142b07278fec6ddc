import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { type DealListing, type ListingRequest, listingCriteria } from '@kerching/domain/catalogue';
import { SqlDealCatalog } from './sqlDealCatalog';
import { writeCatalogue } from './writeCatalogue';
import type { CatalogueData, LocationRow } from './catalogueData';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';

const clock = { now: () => FIXED_NOW };

const place = (id: number, name: string, lat: number, lon: number, parentId?: number): LocationRow => ({
  id,
  siteKey: 'kerching',
  name,
  shortName: name.toLowerCase(),
  countryCode: 'gb',
  lat,
  lon,
  ...(parentId === undefined ? {} : { kind: 'near-me' as const, parentId }),
});

const productOf = (dealId: number, priceMinor: number) => ({
  id: dealId * 10,
  dealId,
  friendlyName: 'One hour',
  priceMinor,
  originalPriceMinor: priceMinor * 2,
  vipPriceMinor: null,
  purchaseCap: 5,
  totalRemaining: 100,
  sortOrder: 0,
});

/**
 * London (1) with the near-me areas Soho (3) and Camden (4); Manchester (6) with Didsbury (7).
 * Beauty (10) > massage (11) > deep tissue massage (12). The most popular massages are in
 * Manchester, so an order by popularity and one by distance from a London place differ.
 */
const catalogue = (): CatalogueData => {
  const base = smallCatalogue([]);
  const massage = { categoryId: 10, subcategoryId: 11 };
  const deals = [
    aDealRow(201, { ...massage, locationId: 6, merchantId: 7, popularity: 1000, urlPath: '/deal/manchester/m/201' }),
    aDealRow(202, { ...massage, merchantId: 3, popularity: 10, tags: ['soho'] }),
    aDealRow(203, { ...massage, subsubcategoryId: 12, merchantId: 4, popularity: 50, tags: ['camden'] }),
    aDealRow(204, { ...massage, merchantId: 1, popularity: 100 }),
    aDealRow(205, { ...massage, subsubcategoryId: 12, locationId: 6, merchantId: 7, popularity: 500 }),
  ];
  return {
    ...base,
    locations: [
      ...base.locations,
      place(3, 'Soho', 51.5137, -0.1337, 1),
      place(4, 'Camden', 51.539, -0.1426, 1),
      place(6, 'Manchester', 53.4808, -2.2426),
      place(7, 'Didsbury', 53.4164, -2.2319, 6),
    ],
    categories: [
      ...base.categories,
      { id: 10, parentId: null, shortName: 'beauty-and-spa', name: 'Beauty & Spa', canonicalPathType: 'local' },
      { id: 11, parentId: 10, shortName: 'massage', name: 'Massage', canonicalPathType: 'local' },
      { id: 12, parentId: 11, shortName: 'deep-tissue-massage', name: 'Deep Tissue', canonicalPathType: 'local' },
    ],
    merchants: [
      { id: 1, name: 'City Spa', displayName: 'City Spa', address: '1 Bank', lat: 51.515, lon: -0.09 },
      { id: 3, name: 'Soho Spa', displayName: 'Soho Spa', address: '2 Dean St', lat: 51.5135, lon: -0.1325 },
      { id: 4, name: 'Camden Spa', displayName: 'Camden Spa', address: '3 Parkway', lat: 51.5392, lon: -0.1431 },
      { id: 7, name: 'Didsbury Spa', displayName: 'Didsbury Spa', address: '4 School Ln', lat: 53.4165, lon: -2.232 },
    ],
    deals,
    products: deals.map((d) => productOf(d.id, d.priceMinor)),
  };
};

const massages = ['beauty-and-spa', 'massage'];

/** A near-me listing's page and navigation, nine deals a page. */
const nearMeListing = async (catalog: SqlDealCatalog, overrides: Partial<ListingRequest>): Promise<DealListing> => {
  const c = listingCriteria({ site: 'kerching', location: 'near-me', page: 0, pageSize: 9, ...overrides });
  if (E.isLeft(c)) throw new Error(c.left.detail);
  const [page, navigation] = await Promise.all([catalog.page(c.right)(), catalog.navigation(c.right)()]);
  if (E.isLeft(page)) throw new Error(page.left.detail);
  if (E.isLeft(navigation)) throw new Error(navigation.left.detail);
  return { ...page.right, ...navigation.right };
};

/** Every deal shown, the main deal first. */
const shown = (l: DealListing) => [...(l.mainDeal === null ? [] : [l.mainDeal.id]), ...l.deals.map((d) => d.id)];

describe.each(testDatabases())('near-me listings on $name: nearest the place first', ({ open }) => {
  let db: SqlClient;
  let catalog: SqlDealCatalog;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, catalogue());
    catalog = new SqlDealCatalog(db, clock);
  });
  afterAll(async () => db.close());

  const listing = (overrides: Partial<ListingRequest>): Promise<DealListing> => nearMeListing(catalog, overrides);

  it('lists every deal near a place, nearest first, without a main deal ahead of them', async () => {
    const nearCamden = await listing({ categories: massages, near: 'camden' });
    expect(nearCamden.mainDeal).toBeNull();
    // Camden, Soho (3 km), the City (5 km), then Didsbury's two, the more popular first.
    expect(shown(nearCamden)).toEqual([203, 202, 204, 201, 205]);
    expect(nearCamden.count).toBe(5);
  });

  it("keeps to a near-me area's reach, nearest first", async () => {
    expect(shown(await listing({ categories: massages, area: 'soho' }))).toEqual([202]);
    expect((await listing({ categories: massages, area: 'didsbury' })).count).toBe(2);
  });

  it("keeps to a town's own deals (its areas' too), nearest its centre first", async () => {
    const london = await listing({ area: 'london' });
    expect(shown(london)).toEqual([202, 204, 203]);
    expect(london.count).toBe(3);
    expect(shown(await listing({ area: 'manchester' }))).toEqual([201, 205]);
  });

  it("lists a sub-sub-category's deals only, nearest the place first", async () => {
    expect(shown(await listing({ categories: [...massages, 'deep-tissue-massage'], near: 'london' }))).toEqual([
      203, 205,
    ]);
  });

  it("keeps the shopper's chosen order, and answers not-found for a place it does not know", async () => {
    const cheapest = await listing({ categories: massages, near: 'camden', sort: 'pricelow' });
    const prices = cheapest.deals.map((d) => d.priceMinor);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const c = listingCriteria({ site: 'kerching', location: 'near-me', page: 0, pageSize: 9, near: 'atlantis' });
    if (E.isLeft(c)) throw new Error(c.left.detail);
    expect(await catalog.page(c.right)()).toMatchObject({ left: { code: 'LISTING.LOCATION_NOT_FOUND' } });
  });
});

/** The catalogue above and a chain: City Chain Spa's main address is in the City, a branch in Soho. */
const withChain = (): CatalogueData => {
  const data = catalogue();
  const chainDeal = aDealRow(206, { categoryId: 10, subcategoryId: 11, merchantId: 8, popularity: 5 });
  return {
    ...data,
    merchants: [
      ...data.merchants,
      {
        id: 8,
        name: 'City Chain Spa',
        displayName: 'City Chain Spa',
        address: '9 Bank',
        lat: 51.515,
        lon: -0.09,
        otherAddresses: [{ address: '5 Greek St', town: 'London', postcode: 'W1D 4DH', lat: 51.5139, lon: -0.1339 }],
      },
    ],
    deals: [...data.deals, chainDeal],
    products: [...data.products, productOf(206, chainDeal.priceMinor)],
  };
};

describe.each(testDatabases())("near-me listings on $name: a chain's other branches", ({ open }) => {
  let db: SqlClient;
  let catalog: SqlDealCatalog;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, withChain());
    catalog = new SqlDealCatalog(db, clock);
  });
  afterAll(async () => db.close());

  const shownFor = async (overrides: Partial<ListingRequest>): Promise<number[]> =>
    shown(await nearMeListing(catalog, overrides));

  it('lists a chain in an area where it has a branch, however far its main address, nearest branch first', async () => {
    // The Soho branch is 26 m from Soho's centre, Soho Spa 86 m; the chain's main address is 3 km away.
    expect(await shownFor({ categories: massages, area: 'soho' })).toEqual([206, 202]);
    expect(await shownFor({ categories: massages, area: 'camden' })).toEqual([203]);
  });

  it('orders by the nearest of its addresses: from Camden its Soho branch (2.86 km) before Soho Spa (2.92 km)', async () => {
    expect(await shownFor({ categories: massages, near: 'camden' })).toEqual([203, 206, 202, 204, 201, 205]);
  });
});
