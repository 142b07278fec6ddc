import { afterEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CategoryRow, LocationRow } from '../catalogue/catalogueData';
import { writeCatalogue } from '../catalogue/writeCatalogue';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';
import { SqlContentPages } from './sqlContentPages';
import { SqlLocationDirectory } from './sqlLocationDirectory';
import { SqlNavigationCatalog } from './sqlNavigationCatalog';

const clock = { now: () => FIXED_NOW };
const day = 86_400_000;

const categories: CategoryRow[] = [
  { id: 1, parentId: null, shortName: 'restaurants', name: 'Restaurants', canonicalPathType: 'local', sortOrder: 2 },
  { id: 2, parentId: null, shortName: 'beauty', name: 'Beauty', canonicalPathType: 'local', sortOrder: 1 },
  { id: 21, parentId: 2, shortName: 'facials', name: 'Facials', canonicalPathType: 'local' },
  { id: 211, parentId: 21, shortName: 'oxygen', name: 'Oxygen Facials', canonicalPathType: 'local' },
  { id: 3, parentId: null, shortName: 'escapes', name: 'Escapes', canonicalPathType: 'travel', sortOrder: 3 },
  {
    id: 31,
    parentId: 3,
    shortName: 'spa-breaks',
    name: 'Spa Breaks',
    canonicalPathType: 'travel',
    navigationType: 'travel',
  },
  {
    id: 32,
    parentId: 3,
    shortName: 'beach',
    name: 'Beach',
    canonicalPathType: 'travel',
    navigationType: 'international-travel',
  },
];

const locations: LocationRow[] = [
  { id: 1, siteKey: 'kerching', name: 'London', shortName: 'london', countryCode: 'gb', lat: 51.5, lon: -0.12 },
  { id: 2, siteKey: 'kerchingie', name: 'Dublin', shortName: 'dublin', countryCode: 'ie', lat: 53.3, lon: -6.26 },
  { id: 3, siteKey: 'kerching', name: 'Leeds', shortName: 'leeds', countryCode: 'gb', lat: 53.8, lon: -1.55 },
  {
    id: 4,
    siteKey: 'kerching',
    name: 'Clapham',
    shortName: 'clapham',
    countryCode: 'gb',
    lat: 51.46,
    lon: -0.14,
    kind: 'near-me',
    parentId: 1,
  },
];

describe.each(testDatabases())('the shell repositories on $name', ({ open }) => {
  let db: SqlClient | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  const seeded = async (): Promise<SqlClient> => {
    db = await open();
    const base = smallCatalogue([
      aDealRow(1, { categoryId: 1 }),
      aDealRow(2, { categoryId: 2, subcategoryId: 21 }),
      aDealRow(3, { categoryId: 2, subcategoryId: 21, subsubcategoryId: 211 }),
      aDealRow(4, { categoryId: 211 }),
      aDealRow(5, { categoryId: 3, subcategoryId: 31, isTravel: true }),
      aDealRow(6, { categoryId: 32, isTravel: true, soldOut: true }),
      aDealRow(7, { categoryId: 2, closingAt: new Date(FIXED_NOW.getTime() - day) }),
      aDealRow(8, { categoryId: 2, opensAt: new Date(FIXED_NOW.getTime() + day) }),
      aDealRow(9, {
        categoryId: 2,
        siteKey: 'kerchingie',
        locationId: 2,
        currency: 'EUR',
        urlPath: '/deal/dublin/b/9/x',
      }),
    ]);
    await writeCatalogue(db, {
      ...base,
      locations,
      categories,
      staticPages: [
        { siteKey: 'kerching', slug: 'aboutus', title: 'About us', body: 'We sell deals.', updatedAt: FIXED_NOW },
        {
          siteKey: 'kerchingie',
          slug: 'privacypolicy-ie',
          title: 'Privacy policy',
          body: 'Irish privacy.',
          updatedAt: FIXED_NOW,
        },
      ],
      guides: [
        {
          siteKey: 'kerching',
          slug: 'spa-guide',
          title: 'Spa guide',
          summary: 'Relax.',
          body: 'Go.',
          dealIds: [3, 7, 2, 9],
        },
        { siteKey: 'kerching', slug: 'empty-guide', title: 'An empty guide', summary: 'None.', body: '', dealIds: [] },
      ],
    });
    return db;
  };

  it('counts open deals per category once, rolled up to the ancestors, per site', async () => {
    const nodes = await new SqlNavigationCatalog(await seeded(), clock).categories('kerching')();
    if (E.isLeft(nodes)) throw new Error(nodes.left.detail);
    const count = Object.fromEntries(nodes.right.map((n) => [n.shortName, n.count]));
    expect(count).toEqual({ beauty: 3, facials: 3, oxygen: 2, restaurants: 1, escapes: 2, 'spa-breaks': 1, beach: 1 });
    expect(nodes.right.map((n) => n.shortName).slice(0, 2)).toEqual(['facials', 'spa-breaks']);
    expect(nodes.right.find((n) => n.shortName === 'beach')).toMatchObject({
      parentId: 3,
      canonicalPathType: 'travel',
      navigationType: 'international-travel',
      name: 'Beach',
    });
    const ie = await new SqlNavigationCatalog(db as SqlClient, clock).categories('kerchingie')();
    expect(E.isRight(ie) && ie.right.filter((n) => n.count > 0).map((n) => n.shortName)).toEqual(['beauty']);
  });

  it("lists a site's towns and near-me areas by name", async () => {
    const directory = new SqlLocationDirectory(await seeded());
    const towns = await directory.locations('kerching', 'local')();
    expect(E.isRight(towns) && towns.right.map((l) => l.name)).toEqual(['Leeds', 'London']);
    const areas = await directory.locations('kerching', 'near-me')();
    expect(areas).toEqual(
      E.right([
        {
          id: 4,
          name: 'Clapham',
          shortName: 'clapham',
          brand: 'kerching',
          countryCode: 'gb',
          latLon: { lat: 51.46, lon: -0.14 },
          kind: 'near-me',
          parentShortName: 'london',
        },
      ]),
    );
  });

  it('answers static pages per site', async () => {
    const pages = new SqlContentPages(await seeded(), clock);
    expect(await pages.staticPage('kerching', 'aboutus')()).toEqual(
      E.right(
        O.some({ slug: 'aboutus', title: 'About us', body: 'We sell deals.', updatedAt: FIXED_NOW.toISOString() }),
      ),
    );
    expect(await pages.staticPage('kerching', 'privacypolicy-ie')()).toEqual(E.right(O.none));
  });

  it("answers guides with their open deals of the site, in the guide's order", async () => {
    const pages = new SqlContentPages(await seeded(), clock);
    expect(await pages.guides('kerching')()).toEqual(
      E.right([
        { slug: 'empty-guide', title: 'An empty guide', summary: 'None.' },
        { slug: 'spa-guide', title: 'Spa guide', summary: 'Relax.' },
      ]),
    );
    const guide = await pages.guide('kerching', 'spa-guide')();
    if (E.isLeft(guide) || O.isNone(guide.right)) throw new Error('expected the guide');
    expect(guide.right.value.guide).toEqual({ slug: 'spa-guide', title: 'Spa guide', summary: 'Relax.', body: 'Go.' });
    expect(guide.right.value.deals.map((d) => d.id)).toEqual([3, 2]);
    const empty = await pages.guide('kerching', 'empty-guide')();
    expect(E.isRight(empty) && O.isSome(empty.right) && empty.right.value.deals).toEqual([]);
    expect(await pages.guide('kerchingie', 'spa-guide')()).toEqual(E.right(O.none));
  });

  it('lists the sitemap addresses: static pages, guides, open deals', async () => {
    const entries = await new SqlContentPages(await seeded(), clock).entries('kerching')();
    if (E.isLeft(entries)) throw new Error(entries.left.detail);
    expect(entries.right.map((e) => e.path)).toEqual([
      '/page/aboutus',
      '/guides/empty-guide',
      '/guides/spa-guide',
      ...[1, 2, 3, 4, 5, 6].map((id) => `/deal/london/restaurants/${id}/deal-${id}`),
    ]);
    expect(entries.right[0]?.lastModified).toEqual(O.some(FIXED_NOW.toISOString()));
  });

  it("names the categories with an open deal in a town: the sitemap's categories there", async () => {
    const pages = new SqlContentPages(await seeded(), clock);
    // Deal 6 is sold out but open; deals 7 (closed) and 8 (not yet open) count for nothing.
    expect(await pages.categoriesWithDealsIn('kerching', 'london')()).toEqual(
      E.right(['beach', 'beauty', 'escapes', 'facials', 'oxygen', 'restaurants', 'spa-breaks']),
    );
    expect(await pages.categoriesWithDealsIn('kerching', 'leeds')()).toEqual(E.right([]));
    expect(await pages.categoriesWithDealsIn('kerchingie', 'dublin')()).toEqual(E.right(['beauty']));
    expect(await pages.categoriesWithDealsIn('kerchingie', 'london')()).toEqual(E.right([]));
  });

  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const client = await seeded();
    await client.close();
    db = undefined;
    const pages = new SqlContentPages(client, clock);
    for (const result of [
      await new SqlNavigationCatalog(client, clock).categories('kerching')(),
      await new SqlLocationDirectory(client).locations('kerching', 'local')(),
      await pages.staticPage('kerching', 'aboutus')(),
      await pages.guides('kerching')(),
      await pages.guide('kerching', 'spa-guide')(),
      await pages.entries('kerching')(),
      await pages.categoriesWithDealsIn('kerching', 'london')(),
    ]) {
      expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    }
  });
});
