/**
 * Contract tests of the listing calls (spec 2 §7.4) on the demo catalogue, on PGlite and (when
 * TEST_DATABASE_URL is set) PostgreSQL, plus a fast-check fuzz of the listing parameters: whatever
 * arrives, the answer is never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import type { NotifyCatalogueChanged } from '@kerching/application';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import {
  ApiErrorCodec,
  DealsFeedResponseCodec,
  ListingResponseCodec,
  MapViewResponseCodec,
  RecentlyViewedResponseCodec,
  type ListingResponse,
} from '@kerching/contract';
import { JOB_KEYS } from '@kerching/application/services';
import { getKey } from '../composition/keys';
import { SITE_KEYS } from '@kerching/domain/site';
import { MAP_BRANCH_REACH_KM } from '@kerching/domain/catalogue';
import { distanceKm } from '@kerching/domain/location';
import { createContainer, serverServices } from '../composition/container';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from './app';

const now = new Date('2026-11-22T12:00:00.000Z');
const catalogue = demoCatalogue(now);

describe.each(testDatabases())('the listing calls on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let notify: NotifyCatalogueChanged;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, catalogue);
    const container = createContainer(db, { now: () => now });
    notify = getKey(container, JOB_KEYS.notifyCatalogueChanged);
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(container),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
  }, 120_000);
  afterAll(async () => db.close());

  const get = (path: string, site = 'kerching', headers: Record<string, string> = {}) =>
    app.request(path, { headers: { host: `${site}.localhost:3000`, ...headers } });

  const listing = async (path: string, site = 'kerching'): Promise<ListingResponse['data']> => {
    const response = await get(path, site);
    expect(response.status).toBe(200);
    const body = ListingResponseCodec.decode(await response.json());
    if (E.isLeft(body)) throw new Error(`${path} did not decode`);
    return body.right.data;
  };
  const errorOf = async (path: string, site = 'kerching') => {
    const response = await get(path, site);
    const body = ApiErrorCodec.decode(await response.json());
    if (E.isLeft(body)) throw new Error(`${path} did not answer an error`);
    return { status: response.status, ...body.right.error };
  };

  it('answers a location listing with deals, main deal, count, faceted navigation and canonical URL', async () => {
    const data = await listing('/v1/product-listing-page-deal/london');
    expect(data.deals).toHaveLength(9);
    expect(data.mainDeal?.currency).toBe('GBP');
    expect(data.deals.every((d) => d.site === 'kerching' && d.currency === 'GBP')).toBe(true);
    expect(data.count).toBeGreaterThan(9);
    expect(data.canonicalUrl).toBe('/deals/london');
    expect(data.location).toEqual({ shortName: 'london', name: 'London' });
    expect(data.facetedNavigation.navigations.length).toBeGreaterThan(1);
    for (const nav of data.facetedNavigation.navigations) {
      expect(nav.count).toBeGreaterThan(0);
      expect(nav.url).toBe(`/deals/london/${nav.shortName}`);
    }
    const stats = data.facetedNavigation.stats;
    expect(stats.minPriceMinor).not.toBeNull();
    expect(stats.count).toBe(data.count);
  });

  it('preview=true lists the deals that open later too (the deal preview listing of spec 2 §7.4)', async () => {
    const path = '/v1/product-listing-page-deal/all-locations?pageSize=100&sort=recentlyAdded';
    const onSale = await listing(path);
    const preview = await listing(`${path}&preview=true`);
    expect(preview.count).toBeGreaterThan(onSale.count);
    const onSaleIds = new Set(onSale.deals.map((d) => d.id));
    const upcoming = preview.deals.filter((d) => !onSaleIds.has(d.id));
    expect(upcoming.length).toBeGreaterThan(0);
    expect((await errorOf(`${path}&preview=perhaps`)).status).toBe(400);
  });

  it('drills into a category and its sub-category, with counts that add up', async () => {
    const top = await listing('/v1/product-listing-page-deal/london');
    const category = top.facetedNavigation.navigations[0];
    if (category === undefined) throw new Error('no category');
    const data = await listing(`/v1/product-listing-page-deal/london/${category.shortName}`);
    expect(data.count).toBe(category.count);
    expect(data.categories[0]).toEqual({ shortName: category.shortName, name: category.linkText });
    const sub = data.facetedNavigation.navigations[0];
    if (sub === undefined) throw new Error('no sub-category');
    const subData = await listing(`/v1/product-listing-page-deal/london/${category.shortName}/${sub.shortName}`);
    expect(subData.count).toBe(sub.count);
    expect(subData.canonicalUrl).toBe(`/deals/london/${category.shortName}/${sub.shortName}`);
  });

  it('filters by price in major units and sorts by price both ways', async () => {
    const low = await listing('/v1/product-listing-page-deal/london?minPrice=10&maxPrice=40&sort=pricelow&pageSize=30');
    expect(low.mainDeal).toBeNull();
    const prices = low.deals.map((d) => d.priceMinor);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p >= 1000 && p <= 4000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const high = await listing('/v1/product-listing-page-deal/london?orderBy=price&order=desc&pageSize=30');
    const dear = high.deals.map((d) => d.priceMinor);
    expect(dear).toEqual([...dear].sort((a, b) => b - a));
    const asc = await listing('/v1/product-listing-page-deal/london?sort=price&order=asc&pageSize=5');
    expect(asc.deals.map((d) => d.priceMinor)).toEqual(
      low.deals.length > 0 ? asc.deals.map((d) => d.priceMinor).sort((a, b) => a - b) : [],
    );
  });

  it('pages without repeating a deal, and offsets', async () => {
    const page0 = await listing('/v1/product-listing-page-deal/london?pageSize=5');
    const page1 = await listing('/v1/product-listing-page-deal/london?pageSize=5&page=1');
    const ids = [page0.mainDeal?.id, ...page0.deals.map((d) => d.id), ...page1.deals.map((d) => d.id)];
    expect(new Set(ids).size).toBe(11);
    expect(page1.mainDeal).toBeNull();
    const offset = await listing('/v1/product-listing-page-deal/london?pageSize=5&offset=2');
    expect(offset.deals.map((d) => d.id)).toEqual([...page0.deals, ...page1.deals].slice(2, 7).map((d) => d.id));
  });

  it('lists national, travel, VIP, wellness, specials and the early birds; the Irish site in euro', async () => {
    const shop = await listing('/v1/product-listing-page-deal/national-deal');
    expect(shop.canonicalUrl).toBe('/deals/shop');
    expect(shop.count).toBeGreaterThan(0);
    const escapes = await listing('/v1/product-listing-page-deal/escapes');
    expect(escapes.count).toBeGreaterThan(0);
    expect([escapes.mainDeal, ...escapes.deals].every((d) => d === null || d.isTravel)).toBe(true);
    expect((await listing('/v1/product-listing-page-deal/travel')).count).toBe(escapes.count);
    expect((await listing('/v1/product-listing-page-deal/vip')).count).toBeGreaterThan(0);
    expect((await listing('/v1/product-listing-page-deal/wellness-collection')).count).toBeGreaterThan(0);
    const newest = await listing('/v1/product-listing-page-deal/london/special/new-products?pageSize=12&page=0');
    expect(newest.deals).toHaveLength(12);
    const early = await listing('/v1/early-bird-deal');
    expect([early.mainDeal, ...early.deals].every((d) => d === null || d.display.earlyBird)).toBe(true);
    const ie = await listing('/v1/product-listing-page-deal/dublin', 'kerchingie');
    expect(ie.deals.every((d) => d.currency === 'EUR' && d.site === 'kerchingie')).toBe(true);
  });

  it('lists under national-deal (/deals/shop, the homepage shop section) the national deals only, on every site', async () => {
    for (const site of SITE_KEYS) {
      const national = catalogue.locations.find((l) => l.siteKey === site && l.kind === 'national');
      const expected = catalogue.deals
        .filter((d) => d.siteKey === site && d.locationId === national?.id && d.opensAt <= now && d.closingAt > now)
        .map((d) => d.id);
      const listed = new Set<number>();
      for (let page = 0; page < 10; page++) {
        const data = await listing(`/v1/product-listing-page-deal/national-deal?pageSize=100&page=${page}`, site);
        expect(data.count, site).toBe(expected.length);
        for (const deal of [...(data.mainDeal === null ? [] : [data.mainDeal]), ...data.deals]) {
          expect([deal.locationShortName, deal.isTravel], `${site} ${deal.urlPath}`).toEqual(['national-deal', false]);
          listed.add(deal.id);
        }
        if (data.deals.length === 0) break;
      }
      const inOrder = (ids: Iterable<number>): number[] => [...ids].sort((a, b) => a - b);
      expect(inOrder(listed), site).toEqual(inOrder(expected));
    }
  });

  it('narrows by the searchTag and q filter keys', async () => {
    const all = await listing('/v1/product-listing-page-deal/london');
    const tagged = await listing('/v1/product-listing-page-deal/london?searchTag=beauty-and-spa&pageSize=50');
    expect(tagged.count).toBeGreaterThan(0);
    expect(tagged.count).toBeLessThan(all.count);
    const ids = [tagged.mainDeal, ...tagged.deals].flatMap((d) => (d === null ? [] : [d.id]));
    const tags = new Map(catalogue.deals.map((d) => [d.id, d.tags ?? []]));
    expect(ids.every((id) => tags.get(id)?.includes('beauty-and-spa'))).toBe(true);
    const text = await listing('/v1/product-listing-page-deal/london?q=massage');
    expect(text.count).toBeGreaterThan(0);
    expect(text.count).toBeLessThan(all.count);
  });

  it('narrows by facets', async () => {
    const gift = await listing('/v1/product-listing-page-deal/national-deal?f_feature=gift-pack&pageSize=50');
    expect(gift.deals.length + (gift.mainDeal === null ? 0 : 1)).toBe(Math.min(gift.count, 51));
    const feature = gift.facetedNavigation.filters.find((f) => f.key === 'f_feature');
    expect(feature?.values.find((v) => v.value === 'gift-pack')?.selected).toBe(true);
  });

  it('answers recently viewed deals by repeated ids, at most 5', async () => {
    const top = await listing('/v1/product-listing-page-deal/london?pageSize=3');
    const ids = top.deals.map((d) => d.id);
    const response = await get(`/v1/recently-viewed-deals?${ids.map((id) => `id=${id}`).join('&')}&id=999999`);
    expect(response.status).toBe(200);
    const body = RecentlyViewedResponseCodec.decode(await response.json());
    expect(E.isRight(body) && body.right.data.deals.map((d) => d.id)).toEqual(ids);
    expect(await errorOf('/v1/recently-viewed-deals?id=1&id=2&id=3&id=4&id=5&id=6')).toMatchObject({
      status: 400,
      code: 'LISTING.IDS_INVALID',
    });
    expect((await errorOf('/v1/recently-viewed-deals?id=abc')).status).toBe(400);
  });

  it('answers a deals feed page, and 404 JSON with an error code for an unknown feed', async () => {
    const response = await get('/v1/deals-feed/spa-days-under-50');
    expect(response.status).toBe(200);
    const body = DealsFeedResponseCodec.decode(await response.json());
    if (E.isLeft(body)) throw new Error('feed did not decode');
    const feed = body.right.data;
    expect(feed.dealsFeed.dataPageSize).toBe(12);
    expect(feed.listicleDeals.every((d) => d.priceMinor <= 5000)).toBe(true);
    expect(feed.dealsFeed.totalDeals).toBeGreaterThanOrEqual(feed.listicleDeals.length);
    expect(await errorOf('/v1/deals-feed/no-such-feed')).toMatchObject({ status: 404, code: 'DEALS_FEED.NOT_FOUND' });
  });

  it("answers a town's map: its own deals, most popular first, with their merchants' places", async () => {
    for (const [site, town, currency] of [
      ['kerching', 'london', 'GBP'],
      ['kerchingie', 'dublin', 'EUR'],
    ] as const) {
      const response = await get(`/v1/map-view-deal/${town}`, site);
      expect(response.status).toBe(200);
      const body = MapViewResponseCodec.decode(await response.json());
      if (E.isLeft(body)) throw new Error('map view did not decode');
      const { location, deals } = body.right.data;
      expect(location).toMatchObject({ shortName: town, kind: 'local', brand: site });
      expect(deals.length).toBeGreaterThan(5);
      expect(deals.length).toBeLessThanOrEqual(30);
      expect(deals.every((p) => p.deal.locationShortName === town && !p.deal.isTravel)).toBe(true);
      expect(deals.every((p) => p.deal.currency === currency && p.place.dealId === p.deal.id)).toBe(true);
      // The merchants sit in and around the town: within 25 km of its centre.
      const near = (p: (typeof deals)[number]) =>
        Math.abs(p.place.address.lat - location.latLon.lat) < 0.25 &&
        Math.abs(p.place.address.lon - location.latLon.lon) < 0.4;
      expect(deals.every(near)).toBe(true);
      expect(deals.every((p) => p.place.address.line.length > 0)).toBe(true);
      // The demo's chains have branches in town, and those are on the map too.
      const branches = deals.flatMap((p) => p.place.otherAddresses);
      expect(branches.length).toBeGreaterThan(0);
      expect(branches.every((b) => distanceKm(location.latLon, b) <= MAP_BRANCH_REACH_KM)).toBe(true);
      const first = (await listing(`/v1/product-listing-page-deal/${town}`, site)).mainDeal;
      expect(deals[0]?.deal.id).toBe(first?.id);
    }
    for (const path of ['/v1/map-view-deal/atlantis', '/v1/map-view-deal/shop', '/v1/map-view-deal/escapes']) {
      expect(await errorOf(path)).toMatchObject({ status: 404, code: 'LISTING.LOCATION_NOT_FOUND' });
    }
    expect(await errorOf('/v1/map-view-deal/dublin')).toMatchObject({ status: 404 });
    expect(await errorOf('/v1/map-view-deal/No%20Place!')).toMatchObject({
      status: 400,
      code: 'LISTING.LOCATION_INVALID',
    });
  });

  it('answers 404 JSON for an unknown location or category', async () => {
    expect(await errorOf('/v1/product-listing-page-deal/atlantis')).toMatchObject({
      status: 404,
      code: 'LISTING.LOCATION_NOT_FOUND',
    });
    expect(await errorOf('/v1/product-listing-page-deal/london/no-such-thing')).toMatchObject({
      status: 404,
      code: 'LISTING.CATEGORY_NOT_FOUND',
    });
    expect(await errorOf('/v1/product-listing-page-deal/dublin')).toMatchObject({ status: 404 });
  });

  it('answers bad query values with a 400 and a readable message', async () => {
    const cases: ReadonlyArray<[string, string]> = [
      ['?page=x', 'page'],
      ['?page=-1', 'page'],
      ['?pageSize=0', 'pageSize'],
      ['?pageSize=101', 'pageSize'],
      ['?page=99999999999', 'page'],
      ['?page=1&page=2', 'single value'],
      ['?minPrice=cheap', 'minPrice'],
      ['?minPrice=50&maxPrice=20', 'minPrice'],
      ['?maxPrice=99999999', 'maxPrice'],
      ['?sort=best', 'sort'],
      ['?order=up', 'asc or desc'],
      ['?f_colour=red', 'f_colour'],
      ['?f_nights=40', 'f_nights'],
      ['?vip=maybe', 'true or false'],
      ['?offset=5000', 'offset'],
      [`?q=${'x'.repeat(300)}`, 'q'],
      ['?searchTag=Date%20Night', 'searchTag'],
    ];
    for (const [query, mentions] of cases) {
      const error = await errorOf(`/v1/product-listing-page-deal/london${query}`);
      expect(error.status, query).toBe(400);
      expect(error.message, query).toContain(mentions);
    }
    expect((await errorOf('/v1/product-listing-page-deal/NOT%20A%20PLACE')).status).toBe(400);
    // Control characters in the search text are dropped, as a search's are: the database never sees a NUL.
    for (const path of ['/v1/product-listing-page-deal/london?q=%00', '/v1/early-bird-deal?q=spa%00%0A'])
      expect((await get(path)).status, path).toBe(200);
    expect((await errorOf('/v1/product-listing-page-deal/london/a/b/c/d')).status).toBe(404);
  });

  it('caches listings and sees a change once the catalogue change is published', async () => {
    const path = '/v1/product-listing-page-deal/london?sort=pricelow&pageSize=1';
    const before = await listing(path);
    const cheapest = before.deals[0];
    if (cheapest === undefined) throw new Error('no deal');
    await db.query('UPDATE deal SET title = $1 WHERE id = $2', ['Changed title', cheapest.id]);
    expect((await listing(path)).deals[0]?.title).toBe(cheapest.title);
    notify.execute({ sites: ['kerching'] });
    expect((await listing(path)).deals[0]?.title).toBe('Changed title');
  });

  it('fuzz: no combination of listing parameters gets a 5xx', async () => {
    const keys = fc.constantFrom(
      'page',
      'pageSize',
      'offset',
      'minPrice',
      'maxPrice',
      'sort',
      'orderBy',
      'order',
      'vip',
      'categories',
      'q',
      'searchTag',
      'area',
      'f_feature',
      'f_rating',
      'f_nights',
      'f_',
      'f_x',
      'usr_src',
    );
    const values = fc.oneof(
      fc.string({ maxLength: 12 }),
      // Any ASCII character, NUL and the other control characters included: PostgreSQL text cannot hold NUL.
      fc.string({ unit: 'binary-ascii', maxLength: 12 }),
      fc.integer().map(String),
      fc.double().map(String),
      fc.constantFrom(
        '-1',
        '0',
        '1e309',
        'NaN',
        '%',
        '%zz',
        '\u0000',
        '9'.repeat(40),
        'x'.repeat(3000),
        'price',
        'asc',
        'gift-pack',
      ),
    );
    const segment = fc.oneof(
      fc.constantFrom(
        'london',
        'national-deal',
        'escapes',
        'near-me',
        'vip',
        'all-locations',
        'special',
        'new-products',
      ),
      fc.string({ maxLength: 10 }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { minLength: 0, maxLength: 5 }),
        fc.array(fc.tuple(keys, values), { maxLength: 8 }),
        fc.constantFrom('kerching', 'kerchingie'),
        async (segments, pairs, site) => {
          const path = segments.map(encodeURIComponent).join('/');
          const query = pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
          for (const base of ['/v1/product-listing-page-deal', '/v1/early-bird-deal', '/v1/deals-feed']) {
            const response = await get(`${base}/${path}?${query}`, site);
            expect(response.status, `${base}/${path}?${query}`).toBeLessThan(500);
            const body: unknown = await response.json();
            expect(typeof body === 'object' && body !== null && ('data' in body || 'error' in body)).toBe(true);
          }
        },
      ),
      { numRuns: 120 },
    );
  }, 120_000);
});
