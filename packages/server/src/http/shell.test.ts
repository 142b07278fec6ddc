/** The shell's /v1 calls (menus, facets, locations, static pages, guides) on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';

const catalogue = () => {
  const base = smallCatalogue([
    aDealRow(1, { categoryId: 1 }),
    aDealRow(2, { categoryId: 2, subcategoryId: 21 }),
    aDealRow(3, { categoryId: 3, subcategoryId: 31, subsubcategoryId: 311, isTravel: true }),
    aDealRow(4, { categoryId: 3, subcategoryId: 32, subsubcategoryId: 321, isTravel: true }),
    aDealRow(5, {
      categoryId: 3,
      subcategoryId: 33,
      subsubcategoryId: 331,
      siteKey: 'kerchingie',
      locationId: 2,
      currency: 'EUR',
      urlPath: '/deal/dublin/x/5/y',
    }),
    aDealRow(6, {
      categoryId: 3,
      subcategoryId: 32,
      subsubcategoryId: 321,
      siteKey: 'kerchingie',
      locationId: 2,
      currency: 'EUR',
      urlPath: '/deal/dublin/x/6/y',
    }),
  ]);
  return {
    ...base,
    locations: [
      ...base.locations,
      {
        id: 3,
        siteKey: 'kerching' as const,
        name: 'Leeds',
        shortName: 'leeds',
        countryCode: 'gb' as const,
        lat: 53.8,
        lon: -1.55,
      },
      {
        id: 4,
        siteKey: 'kerching' as const,
        name: 'Clapham',
        shortName: 'clapham',
        countryCode: 'gb' as const,
        lat: 51.46,
        lon: -0.14,
        kind: 'near-me' as const,
        parentId: 1,
      },
    ],
    categories: [
      {
        id: 1,
        parentId: null,
        shortName: 'restaurants',
        name: 'Restaurants',
        canonicalPathType: 'local',
        sortOrder: 1,
      },
      { id: 2, parentId: null, shortName: 'shopping', name: 'Shopping', canonicalPathType: 'national', sortOrder: 2 },
      { id: 21, parentId: 2, shortName: 'electricals', name: 'Electricals', canonicalPathType: 'national' },
      {
        id: 3,
        parentId: null,
        shortName: 'escapes',
        name: 'Travel & Escapes',
        canonicalPathType: 'travel',
        sortOrder: 3,
      },
      {
        id: 31,
        parentId: 3,
        shortName: 'uk-travel',
        name: 'UK Travel',
        canonicalPathType: 'travel',
        navigationType: 'travel' as const,
      },
      {
        id: 311,
        parentId: 31,
        shortName: 'uk-spa-breaks',
        name: 'Spa Breaks',
        canonicalPathType: 'travel',
        navigationType: 'travel' as const,
      },
      {
        id: 32,
        parentId: 3,
        shortName: 'international-travel',
        name: 'International Travel',
        canonicalPathType: 'travel',
        navigationType: 'international-travel' as const,
      },
      {
        id: 321,
        parentId: 32,
        shortName: 'beach',
        name: 'Beach Holidays',
        canonicalPathType: 'travel',
        navigationType: 'international-travel' as const,
      },
      {
        id: 33,
        parentId: 3,
        shortName: 'ireland-travel',
        name: 'Ireland Travel',
        canonicalPathType: 'travel',
        navigationType: 'travel' as const,
      },
      {
        id: 331,
        parentId: 33,
        shortName: 'ie-spa-breaks',
        name: 'Irish Spa Breaks',
        canonicalPathType: 'travel',
        navigationType: 'travel' as const,
      },
    ],
    staticPages: [
      {
        siteKey: 'kerching' as const,
        slug: 'aboutus',
        title: 'About us',
        body: 'We sell deals.',
        updatedAt: FIXED_NOW,
      },
      {
        siteKey: 'kerchingie' as const,
        slug: 'privacypolicy-ie',
        title: 'Privacy',
        body: 'Irish.',
        updatedAt: FIXED_NOW,
      },
    ],
    guides: [
      {
        siteKey: 'kerching' as const,
        slug: 'spa-guide',
        title: 'Spa guide',
        summary: 'Relax.',
        body: 'Go.',
        dealIds: [3, 1],
      },
    ],
  };
};

interface Body {
  readonly data: never;
  readonly error?: { readonly code: string; readonly message: string };
}

describe.each(testDatabases())('the shell /v1 calls on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, catalogue());
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => FIXED_NOW })),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
  });
  afterAll(async () => db.close());

  const get = async (path: string, site = 'kerching') => {
    const response = await app.request(path, { headers: { host: `${site}.localhost:3000` } });
    return { status: response.status, body: (await response.json()) as Body };
  };
  const expectError = async (path: string, status: number, code: string) => {
    const { status: got, body } = await get(path);
    expect(got, path).toBe(status);
    expect(body).toMatchObject({ error: { code } });
    expect(body.error?.message.length).toBeGreaterThan(10);
  };

  it('GET /v1/navigations: the main menu with counts of open deals, at a location, in a range', async () => {
    const { status, body } = await get('/v1/navigations?location=leeds&path=/deals/shop/shopping/electricals');
    expect(status).toBe(200);
    const items = (body.data as { navigations: { shortName: string; url: string; count: number; isActive: boolean }[] })
      .navigations;
    expect(items.map((i) => [i.shortName, i.url, i.count, i.isActive])).toEqual([
      ['restaurants', '/deals/leeds/restaurants', 1, false],
      ['shopping', '/deals/shop/shopping', 1, true],
      ['escapes', '/deals/escapes', 2, false],
    ]);
    const ranged = await get('/v1/navigations/main?range=2-2');
    expect((ranged.body.data as { navigations: unknown[] }).navigations).toHaveLength(1);
  });

  it("GET /v1/navigations/travel: 'UK Travel' items on the UK site, 'Ireland Travel' ones on the Irish site", async () => {
    const uk = await get('/v1/navigations/travel');
    const ukItems = (uk.body.data as { navigations: { shortName: string; navigationType: string }[] }).navigations;
    expect(ukItems.map((i) => [i.shortName, i.navigationType])).toEqual([
      ['uk-spa-breaks', 'travel'],
      ['beach', 'international-travel'],
    ]);
    const ie = await get('/v1/navigations/travel', 'kerchingie');
    expect((ie.body.data as { navigations: { shortName: string }[] }).navigations.map((i) => i.shortName)).toEqual([
      'beach',
      'ie-spa-breaks',
    ]);
  });

  it('GET /v1/facetednavigation/{brand}/{kind}/{country}: travel facets for the named edition', async () => {
    const { status, body } = await get('/v1/facetednavigation/kerching/escapes/ie');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      data: {
        facetedNavigation: {
          filters: [
            {
              name: 'navigationType',
              values: [
                { value: 'travel', label: 'Ireland Travel', count: 1 },
                { value: 'international-travel', label: 'International Travel', count: 1 },
              ],
            },
          ],
          stats: { count: 2 },
        },
      },
    });
    const uk = await get('/v1/facetednavigation/kerching/travel/gb');
    expect(JSON.stringify(uk.body)).toContain('UK Travel');
  });

  it('GET /v1/location: towns by name, nearest first from a point, near-me areas', async () => {
    const towns = await get('/v1/location');
    expect((towns.body.data as { locations: { name: string }[] }).locations.map((l) => l.name)).toEqual([
      'Leeds',
      'London',
    ]);
    expect(towns.body.data).toMatchObject({ nearest: null });
    const near = await get('/v1/location?lat=53.48&lon=-2.24');
    expect(near.body.data).toMatchObject({
      locations: [{ name: 'Leeds' }, { name: 'London' }],
      nearest: { location: { name: 'Leeds', latLon: { lat: 53.8, lon: -1.55 }, brand: 'kerching', countryCode: 'gb' } },
    });
    const areas = await get('/v1/nearmelocation/area/51.5/-0.1');
    expect(areas.body.data).toMatchObject({
      locations: [{ name: 'Clapham', kind: 'near-me', parentShortName: 'london' }],
    });
    const ie = await get('/v1/location', 'kerchingie');
    expect(ie.body.data).toMatchObject({ locations: [{ name: 'Dublin', countryCode: 'ie' }] });
  });

  it('GET /v1/staticpage and /v1/guides: per site, unknown ones 404 JSON', async () => {
    expect((await get('/v1/staticpage?slug=aboutus')).body).toEqual({
      data: {
        staticPage: { slug: 'aboutus', title: 'About us', body: 'We sell deals.', updatedAt: FIXED_NOW.toISOString() },
      },
    });
    expect((await get('/v1/staticpage?slug=privacypolicy-ie', 'kerchingie')).status).toBe(200);
    await expectError('/v1/staticpage?slug=privacypolicy-ie', 404, 'STATIC_PAGE.NOT_FOUND');
    expect((await get('/v1/guides')).body).toEqual({
      data: { guides: [{ slug: 'spa-guide', title: 'Spa guide', summary: 'Relax.' }] },
    });
    const guide = await get('/v1/guides/spa-guide');
    expect((guide.body.data as { deals: { id: number }[] }).deals.map((d) => d.id)).toEqual([3, 1]);
    await expectError('/v1/guides/nope', 404, 'GUIDE.NOT_FOUND');
  });

  it('answers bad values with a 400 and a readable message, unknown menus with a 404', async () => {
    for (const path of [
      '/v1/navigations?range=0-3',
      '/v1/navigations?range=abc',
      '/v1/navigations?location=Not%20A%20Place',
      '/v1/navigations?path=https://evil',
      '/v1/facetednavigation/acme/escapes/gb',
      '/v1/facetednavigation/kerching/hotels/gb',
      '/v1/facetednavigation/kerching/escapes/fr',
      '/v1/location?lat=x&lon=1',
      '/v1/location?kind=moon',
      '/v1/location?limit=0',
      '/v1/location?limit=x',
      '/v1/nearmelocation/area/north/south',
      '/v1/staticpage',
      '/v1/staticpage?slug=../../etc',
      '/v1/guides/Bad%20Slug',
    ]) {
      const { status, body } = await get(path);
      expect(status, path).toBe(400);
      expect(JSON.stringify(body), path).toMatch(/"message":".{10,}"/);
    }
    await expectError('/v1/location?lat=91&lon=0', 400, 'LOCATION.LAT_INVALID');
    await expectError('/v1/location?lat=50&lon=190', 400, 'LOCATION.LON_INVALID');
    await expectError('/v1/location?lat=50', 400, 'LOCATION.POINT_INCOMPLETE');
    await expectError('/v1/nearmelocation/area/-95/0', 400, 'LOCATION.LAT_INVALID');
    await expectError('/v1/navigations/footer', 404, 'NAVIGATION.MENU_NOT_FOUND');
  });
});
