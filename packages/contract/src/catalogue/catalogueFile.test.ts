import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  CatalogueFileCodec,
  type CatalogueFileJson,
  catalogueFileConsistency,
  decodeCatalogueFile,
  decodeProblems,
  formatProblem,
} from './index';

const goodFile = (): CatalogueFileJson => ({
  formatVersion: 1,
  sites: [
    { key: 'kerching', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'gb', currency: 'GBP' },
    { key: 'kerchingie', brandSlug: 'kerching', displayName: 'Kerching', countryCode: 'ie', currency: 'EUR' },
  ],
  locations: [
    { id: 1, siteKey: 'kerching', name: 'London', shortName: 'london', countryCode: 'gb', lat: 51.5, lon: -0.12 },
    {
      id: 2,
      siteKey: 'kerching',
      name: 'Soho',
      shortName: 'soho',
      countryCode: 'gb',
      lat: 51.51,
      lon: -0.13,
      kind: 'near-me',
      parentId: 1,
    },
    { id: 3, siteKey: 'kerchingie', name: 'Dublin', shortName: 'dublin', countryCode: 'ie', lat: 53.3, lon: -6.26 },
  ],
  categories: [
    {
      id: 1,
      parentId: null,
      shortName: 'restaurants-and-food',
      name: 'Restaurants & Food',
      canonicalPathType: 'local',
    },
    { id: 2, parentId: 1, shortName: 'italian', name: 'Italian', canonicalPathType: 'local', sortOrder: 2 },
  ],
  merchants: [
    {
      id: 1,
      name: 'Bella Napoli',
      displayName: 'Bella Napoli',
      address: '12 Dean Street, London W1D 3RY',
      lat: 51.51,
      lon: -0.13,
      town: 'London',
      postcode: 'W1D 3RY',
      phone: null,
    },
  ],
  deals: [
    {
      id: 10,
      siteKey: 'kerching',
      locationId: 1,
      categoryId: 1,
      subcategoryId: 2,
      merchantId: 1,
      urlPath: '/deal/london/restaurants-and-food/italian/10/pizza-for-two',
      title: 'Pizza for Two',
      headline: 'Half price pizza',
      priceMinor: 1500,
      originalPriceMinor: 3000,
      currency: 'GBP',
      imageId: 'restaurants-1',
      opensAt: '2026-11-01T00:00:00.000Z',
      closingAt: '2026-12-01T00:00:00.000Z',
      soldOut: false,
      popularity: 10,
      createdAt: '2026-11-01T00:00:00.000Z',
      tags: ['pizza'],
      vipPriceMinor: null,
    },
    {
      id: 11,
      siteKey: 'kerchingie',
      locationId: 3,
      categoryId: 1,
      merchantId: 1,
      urlPath: '/deal/dublin/restaurants-and-food/e/11/brunch',
      evergreen: true,
      title: 'Brunch',
      headline: 'Brunch for two',
      priceMinor: 0,
      originalPriceMinor: 2000,
      currency: 'EUR',
      imageId: 'restaurants-2',
      opensAt: '2026-11-01T00:00:00Z',
      closingAt: '2027-11-01T00:00:00+01:00',
      soldOut: false,
      popularity: 0,
      createdAt: '2026-11-01T00:00:00Z',
    },
  ],
  products: [
    {
      id: 100,
      dealId: 10,
      friendlyName: 'Pizza for two',
      priceMinor: 1500,
      originalPriceMinor: 3000,
      vipPriceMinor: null,
      purchaseCap: 5,
      totalRemaining: 10,
      sortOrder: 0,
      adminFeeMinor: 0,
    },
  ],
  reviews: [
    {
      id: 1,
      dealId: 10,
      rating: 5,
      author: 'Sam T.',
      title: 'Lovely',
      body: 'Great pizza.',
      createdAt: '2026-11-02T10:00:00Z',
    },
  ],
  staticPages: [
    { siteKey: 'kerching', slug: 'aboutus', title: 'About us', body: 'We are.', updatedAt: '2026-11-01T00:00:00Z' },
  ],
  guides: [{ siteKey: 'kerching', slug: 'hub', title: 'Guides', summary: '', body: '', dealIds: [10] }],
  feeds: [
    {
      siteKey: 'kerchingie',
      slug: 'christmas/for-her',
      displayName: 'For her',
      description: '',
      redirectUrl: '/gshop/x',
    },
  ],
});

const calendarDay = (date: string, overrides: Record<string, unknown> = {}) => ({
  date,
  minPriceMinor: 19900,
  vipPriceMinor: 17900,
  additionalCostText: '+ £10 per person on Saturdays',
  minLengthOfStay: 2,
  maxLengthOfStay: 7,
  openForArrival: true,
  openForDeparture: true,
  openForSale: true,
  soldOut: false,
  vipDiscountAllowed: true,
  ...overrides,
});

const problemsOf = (json: unknown): readonly string[] => {
  const result = decodeCatalogueFile(json);
  return E.isLeft(result) ? result.left.map(formatProblem) : [];
};

describe('catalogue file codec', () => {
  it('decodes a good file, with instants as Dates', () => {
    const result = decodeCatalogueFile(goodFile());
    expect(E.isRight(result)).toBe(true);
    if (E.isRight(result)) {
      expect(result.right.deals[0]?.opensAt).toEqual(new Date('2026-11-01T00:00:00.000Z'));
      expect(result.right.deals[1]?.closingAt.toISOString()).toBe('2027-10-31T23:00:00.000Z');
    }
  });

  it('round-trips: encode(decode(file)) decodes to the same value', () => {
    const decoded = CatalogueFileCodec.decode(goodFile());
    if (E.isLeft(decoded)) throw new Error('expected a good file');
    const again = CatalogueFileCodec.decode(JSON.parse(JSON.stringify(CatalogueFileCodec.encode(decoded.right))));
    expect(again).toEqual(decoded);
  });

  it('reports a bad record with its JSON path and the reason', () => {
    const file = goodFile();
    const bad = { ...file, deals: [file.deals[0], { ...file.deals[1], priceMinor: -5 }] };
    expect(problemsOf(bad)).toEqual(['deals[1].priceMinor: expected a whole number >= 0']);
  });

  it('reports fractions, wrong types, bad dates, unknown and missing fields, nested arrays', () => {
    const file = goodFile();
    const { title: _dropped, ...noTitle } = file.deals[0] ?? { title: '' };
    const bad = {
      ...file,
      deals: [
        { ...noTitle, priceMinor: 12.5, opensAt: 'yesterday', pricePerPersn: true, tags: ['ok', 7] },
        { ...file.deals[1], currency: 'USD', nights: 20 },
      ],
    };
    expect(problemsOf(bad)).toEqual([
      'deals[0].pricePerPersn: expected no such field',
      'deals[0].title: expected a non-empty string (the field is missing)',
      'deals[0].priceMinor: expected a whole number >= 0',
      'deals[0].opensAt: expected an ISO 8601 date-time with a zone, such as 2026-11-22T12:00:00.000Z',
      'deals[0].tags[1]: expected a string',
      'deals[1].currency: expected one of "GBP", "EUR"',
      'deals[1].nights: expected a whole number of nights from 1 to 16 or null',
    ]);
  });

  it('reports a missing table and a non-object root', () => {
    const { products: _p, ...noProducts } = goodFile();
    expect(problemsOf(noProducts)).toEqual(['products: expected a list of products (the field is missing)']);
    expect(problemsOf([])).toEqual(['expected an object (catalogue file)']);
  });

  it('checks records against each other', () => {
    const file = goodFile();
    const bad = {
      ...file,
      locations: [...file.locations, { ...file.locations[0], id: 4, siteKey: 'livingsocial' }],
      deals: [
        { ...file.deals[0], locationId: 3, merchantId: 99, urlPath: '/deal/london/restaurants-and-food/999/x' },
        { ...file.deals[1], currency: 'GBP', evergreen: false },
        { ...file.deals[0], id: 12, categoryId: 42, closingAt: '2026-10-01T00:00:00Z', urlPath: '/deal/london' },
      ],
      products: [...file.products, { ...file.products[0], dealId: 77 }],
      guides: [{ siteKey: 'kerching', slug: 'hub', title: 'Guides', summary: '', body: '', dealIds: [11] }],
    };
    expect(problemsOf(bad)).toEqual([
      'locations[3].siteKey: no site livingsocial in sites',
      'deals[0].locationId: location 3 belongs to kerchingie, not kerching',
      'deals[0].merchantId: no merchant with id 99',
      'deals[0].urlPath: expected the path to carry the deal id 10',
      'deals[1].currency: expected EUR, the currency of kerchingie',
      'deals[1].urlPath: only an evergreen deal path has /e/',
      'deals[2].categoryId: no category with id 42',
      'deals[2].closingAt: expected a time after opensAt',
      'deals[2].urlPath: expected a deal path: Deal path without a deal id: /deal/london',
      'products[1].id: the id 100 is used twice',
      'products[1].dealId: no deal with id 77',
      'guides[0].dealIds[0]: deal 11 belongs to kerchingie',
    ]);
  });

  it('finds duplicate ids, short names and paths, and category cycles', () => {
    const file = goodFile();
    const decoded = CatalogueFileCodec.decode({
      ...file,
      locations: [...file.locations, { ...file.locations[0], id: 1 }],
      categories: [
        { id: 5, parentId: 6, shortName: 'a', name: 'A', canonicalPathType: 'local' },
        { id: 6, parentId: 5, shortName: 'b', name: 'B', canonicalPathType: 'local' },
      ],
      deals: [file.deals[0], { ...file.deals[0], id: 13 }],
    });
    if (E.isLeft(decoded)) throw new Error(decodeProblems(decoded.left).map(formatProblem).join('\n'));
    expect(catalogueFileConsistency(decoded.right).map(formatProblem)).toEqual([
      'locations[3].id: the id 1 is used twice',
      'locations[3].shortName: the short name london on kerching is used twice',
      'categories[0].parentId: categories nest at most three levels deep (and never in a cycle)',
      'categories[1].parentId: categories nest at most three levels deep (and never in a cycle)',
      'deals[1].urlPath: the path /deal/london/restaurants-and-food/italian/10/pizza-for-two on kerching is used twice',
      'deals[0].categoryId: no category with id 1',
      'deals[0].subcategoryId: no category with id 2',
      'deals[1].categoryId: no category with id 1',
      'deals[1].subcategoryId: no category with id 2',
      'deals[1].urlPath: expected the path to carry the deal id 13',
    ]);
  });

  it("decodes a product's calendar and round-trips it", () => {
    const file = goodFile();
    const days = [
      calendarDay('2026-12-31'),
      calendarDay('2027-01-01', { vipPriceMinor: null, additionalCostText: null, rooms: 4 }),
    ];
    const withCalendar = { ...file, products: file.products.map((p) => ({ ...p, calendar: days })) };
    const result = decodeCatalogueFile(withCalendar);
    if (E.isLeft(result)) throw new Error(result.left.map(formatProblem).join('\n'));
    expect(result.right.products[0]?.calendar).toEqual(days);
    const encoded: unknown = JSON.parse(JSON.stringify(CatalogueFileCodec.encode(result.right)));
    expect(encoded).toMatchObject({ products: [{ calendar: days }] });
  });

  it("decodes merchants' other addresses in order and products' best-seller claims, and reports a bad address at its path", () => {
    const file = goodFile();
    const branches = [
      { address: '40 Old Compton Street', town: 'London', postcode: 'W1D 4TU', lat: 51.513, lon: -0.131 },
      { address: '3 Exmouth Market, London EC1R 4QL', lat: 51.526, lon: -0.108 },
    ];
    const withBranches = { ...file, merchants: file.merchants.map((m) => ({ ...m, otherAddresses: branches })) };
    const result = decodeCatalogueFile(withBranches);
    if (E.isLeft(result)) throw new Error(result.left.map(formatProblem).join('\n'));
    expect(result.right.merchants[0]?.otherAddresses).toEqual(branches);
    const claimed = { ...file, products: file.products.map((p) => ({ ...p, bestSellerClaim: 'Best seller' })) };
    const decoded = decodeCatalogueFile(claimed);
    expect(E.isRight(decoded) && decoded.right.products[0]?.bestSellerClaim).toBe('Best seller');
    const bad = [
      { address: '', lat: 91, lon: -0.1 },
      { town: 'Leeds', lat: 53.8, lon: -1.55 },
    ];
    expect(problemsOf({ ...file, merchants: [{ ...file.merchants[0], otherAddresses: bad }] })).toEqual([
      'merchants[0].otherAddresses[0].address: expected a non-empty string',
      'merchants[0].otherAddresses[0].lat: expected a latitude from -90 to 90',
      'merchants[0].otherAddresses[1].address: expected a non-empty string (the field is missing)',
    ]);
  });

  it('reports bad calendar days with their path and reason', () => {
    const file = goodFile();
    const days = [
      calendarDay('2026-02-30'),
      calendarDay('31/12/2026', { minPriceMinor: -1, vipPriceMinor: 12.5 }),
      calendarDay('2026-12-01', { minLengthOfStay: 0, maxLengthOfStay: 29 }),
      calendarDay('2026-12-02', { minLengthOfStay: 4, maxLengthOfStay: 3 }),
      calendarDay('2026-12-03', { minLengthOfStay: 1.5, soldOut: 'no', extra: 1 }),
      calendarDay('2026-12-04', { rooms: -1 }),
    ];
    expect(problemsOf({ ...file, products: [{ ...file.products[0], calendar: days }] })).toEqual([
      'products[0].calendar[0].date: expected a real date written YYYY-MM-DD, such as 2026-11-22',
      'products[0].calendar[1].date: expected a real date written YYYY-MM-DD, such as 2026-11-22',
      'products[0].calendar[1].minPriceMinor: expected a whole number >= 0',
      'products[0].calendar[1].vipPriceMinor: expected a whole number >= 0 or null',
      'products[0].calendar[2].minLengthOfStay: expected a whole number of nights from 1 to 28',
      'products[0].calendar[2].maxLengthOfStay: expected a whole number of nights from 1 to 28',
      'products[0].calendar[3].maxLengthOfStay: expected a whole number of nights from minLengthOfStay (4) to 28',
      'products[0].calendar[4].extra: expected no such field',
      'products[0].calendar[4].minLengthOfStay: expected a whole number of nights from 1 to 28',
      'products[0].calendar[4].soldOut: expected true or false',
      'products[0].calendar[5].rooms: expected a whole number >= 0',
    ]);
    expect(problemsOf({ ...file, products: [{ ...file.products[0], calendar: calendarDay('2026-12-01') }] })).toEqual([
      'products[0].calendar: expected a list of calendar days',
    ]);
  });

  it("reports a date used twice in a product's calendar", () => {
    const file = goodFile();
    const days = [calendarDay('2026-12-01'), calendarDay('2026-12-02'), calendarDay('2026-12-01')];
    expect(problemsOf({ ...file, products: [{ ...file.products[0], calendar: days }] })).toEqual([
      'products[0].calendar[2].date: the date 2026-12-01 is used twice',
    ]);
  });

  it('property: any corrupted price is reported at its path and nothing decodes', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true }), fc.string(), fc.constant(null)),
        fc.integer({ min: 0, max: 1 }),
        (price, index) => {
          const file = goodFile();
          const deals = file.deals.map((d, i) => (i === index ? { ...d, priceMinor: price } : d));
          const problems = problemsOf({ ...file, deals });
          expect(problems).toEqual([`deals[${index}].priceMinor: expected a whole number >= 0`]);
        },
      ),
    );
  });
});
