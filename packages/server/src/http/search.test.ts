import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import fc from 'fast-check';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { FIXED_NOW, searchCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { SearchResponseCodec, SuggestResponseCodec } from '@kerching/contract';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';

const databases = testDatabases();

const appOn = async (db: SqlClient) => {
  await writeCatalogue(db, searchCatalogue());
  return createApp({
    log: pino({ level: 'silent' }),
    services: serverServices(createContainer(db, { now: () => FIXED_NOW })),
    sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
  });
};

describe.each(databases)('GET /v1/search and /v1/suggest on $name', ({ open }) => {
  let db: SqlClient;
  let app: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    db = await open();
    app = await appOn(db);
  });
  afterAll(async () => db.close());

  const get = (path: string, host = 'kerching.localhost:3000') => app.request(path, { headers: { host } });
  const search = async (query: string, host?: string) => {
    const response = await get(`/v1/search?${query}`, host);
    expect(response.status).toBe(200);
    const body = SearchResponseCodec.decode(await response.json());
    if (E.isLeft(body)) throw new Error('the answer does not match the contract');
    return body.right.data;
  };

  it('answers data.deals, count, facetedNavigation and searchResult (spec 2 §7.4)', async () => {
    const data = await search('q=massage&facetedNavigation=true');
    expect(data.count).toBe(4);
    expect(data.deals.map((d) => d.id).sort()).toEqual([10, 11, 17, 19]);
    expect(data.searchResult).toEqual({ query: 'massage', fallback: false });
    expect(data.facetedNavigation.navigations).toEqual([
      { linkText: 'Beauty & Spa', shortName: 'beauty-and-spa', count: 4 },
    ]);
    expect(data.facetedNavigation.filters.map((f) => f.key)).toEqual(['location', 'f_price']);
    expect(data.facetedNavigation.filters[1]?.values.map((v) => v.label)).toEqual(['£20 to £50', '£50 to £100']);
  });

  it('applies the filters, sort and paging of the query', async () => {
    const data = await search('q=massage&orderBy=price&order=asc&pageSize=2&page=1&f_price=20-50&f_price=50-100');
    expect(data.deals.map((d) => d.id)).toEqual([11, 19]);
    expect(data.count).toBe(4);
    const leeds = await search('q=massage&location=leeds&category=massages&minPrice=40&maxPrice=45.50&sort=pricelow');
    expect(leeds.deals.map((d) => d.id)).toEqual([11]);
    // near= names the shopper's town: by relevance its deals come first, and nothing is left out.
    const fromLeeds = await search('q=massage&near=leeds');
    expect([fromLeeds.deals[0]?.id, fromLeeds.count]).toEqual([11, 4]);
  });

  it('keeps each site to its own deals and currency', async () => {
    const data = await search('q=massage', 'kerchingie.localhost:3000');
    expect(data.deals.map((d) => [d.id, d.currency])).toEqual([[20, 'EUR']]);
  });

  it('corrects a misspelt search, and falls back to the top deals with a message when nothing matches', async () => {
    const corrected = await search('q=masage');
    expect(corrected.searchResult).toEqual({ query: 'masage', corrected: 'massage', fallback: false });
    expect(corrected.count).toBe(4);
    const fallback = await search('q=zzqxv%20wibble');
    expect(fallback.searchResult).toEqual({
      query: 'zzqxv wibble',
      fallback: true,
      message: `Sorry, we couldn't find any deals for "zzqxv wibble". Here are our top deals instead.`,
    });
    expect(fallback.deals.map((d) => d.id)).toEqual([13, 10, 15, 11, 12, 14, 21]);
    expect(fallback.facetedNavigation.navigations).toEqual([]);
  });

  it('answers bad values with a 400 and a readable message', async () => {
    const cases: [string, string][] = [
      ['', 'SEARCH.QUERY_EMPTY'],
      ['q=%20%20', 'SEARCH.QUERY_EMPTY'],
      [`q=${'x'.repeat(101)}`, 'SEARCH.QUERY_TOO_LONG'],
      ['q=spa&page=-1', 'REQUEST.INVALID'],
      ['q=spa&page=20000', 'LISTING.PAGE_INVALID'],
      ['q=spa&pageSize=0', 'LISTING.PAGE_SIZE_INVALID'],
      ['q=spa&minPrice=cheap', 'REQUEST.INVALID'],
      ['q=spa&maxPrice=9999999', 'SEARCH.PRICE_INVALID'],
      ['q=spa&sort=random', 'REQUEST.INVALID'],
      ['q=spa&q=massage', 'REQUEST.INVALID'],
      ['q=spa&category=Beauty%20Spa', 'SEARCH.CATEGORY_INVALID'],
      ['q=spa&location=../etc', 'LISTING.LOCATION_INVALID'],
      ['q=spa&near=Not%20a%20town', 'LISTING.LOCATION_INVALID'],
      ['q=spa&f_colour=red', 'SEARCH.FACET_INVALID'],
      ['q=spa&f_price=5-15', 'SEARCH.FACET_INVALID'],
    ];
    for (const [query, code] of cases) {
      const response = await get(`/v1/search?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, query).toBe(code);
      expect(body.error.message.length).toBeGreaterThan(10);
    }
  });

  it('suggests at most 8 categories, merchants and deals with their addresses', async () => {
    const response = await get('/v1/suggest?q=spa');
    expect(response.status).toBe(200);
    const body = SuggestResponseCodec.decode(await response.json());
    expect(E.isRight(body)).toBe(true);
    if (E.isLeft(body)) return;
    expect(body.right.data.query).toBe('spa');
    expect(body.right.data.suggestions[0]).toEqual({
      text: 'Beauty & Spa',
      kind: 'category',
      url: '/deals/london/beauty-and-spa',
    });
    const merchant = (await (await get('/v1/suggest?q=Seren')).json()) as { data: { suggestions: unknown[] } };
    expect(merchant.data.suggestions[0]).toEqual({
      text: 'Serenity Spa',
      kind: 'merchant',
      url: '/search?q=Serenity%20Spa',
    });
    expect(body.right.data.suggestions.length).toBeLessThanOrEqual(8);
    const leeds = (await (await get('/v1/suggest?q=massa&location=leeds')).json()) as {
      data: { suggestions: { url: string }[] };
    };
    expect(leeds.data.suggestions[0]?.url).toBe('/deals/leeds/beauty-and-spa/massages');
  });

  it('suggests nothing under 2 characters, and refuses more than 100 or a bad location', async () => {
    for (const query of ['', 'q=', 'q=s', 'q=%20s%20']) {
      const response = await get(`/v1/suggest?${query}`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { data: { suggestions: unknown[] } }).data.suggestions).toEqual([]);
    }
    expect((await get(`/v1/suggest?q=${'y'.repeat(101)}`)).status).toBe(400);
    expect((await get('/v1/suggest?q=spa&location=Not%20A%20Place')).status).toBe(400);
    expect((await get('/v1/suggest?q=spa&q=spa')).status).toBe(400);
  });
});

describe('search and suggest fuzzing on pglite: any parameters, never a 5xx', () => {
  let db: SqlClient;
  let app: Awaited<ReturnType<typeof appOn>>;
  beforeAll(async () => {
    const pglite = databases.find((d) => d.name === 'pglite');
    if (pglite === undefined) throw new Error('pglite is always tested');
    db = await pglite.open();
    app = await appOn(db);
  });
  afterAll(async () => db.close());

  const nasty = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(
      '"unbalanced',
      "'; DROP TABLE deal; --",
      ' OR 1=1 --',
      '!!!',
      '& | <-> :* !',
      '-',
      'or',
      '🍕🍕🍕',
      '\u0000',
      '%',
      '%E0%A4%A',
      '\\',
      'x'.repeat(5000),
      '1e309',
      '-0',
      'NaN',
      '0x10',
      '10-20',
      '1000-',
    ),
  );
  const key = fc.constantFrom(
    'q',
    'page',
    'pageSize',
    'minPrice',
    'maxPrice',
    'sort',
    'orderBy',
    'order',
    'category',
    'location',
    'near',
    'f_price',
    'f_x',
    'facetedNavigation',
  );
  const encode = (value: string, raw: boolean) =>
    raw ? value : encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));

  it('answers 200 or 400 to any query of search and suggest', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(key, nasty, fc.boolean()), { maxLength: 6 }),
        fc.constantFrom('/v1/search', '/v1/suggest'),
        fc.constantFrom('kerching.localhost', 'kerchingie.localhost'),
        async (pairs, path, host) => {
          const query = pairs.map(([k, v, raw]) => `${k}=${encode(v, raw)}`).join('&');
          const response = await app.request(`${path}?${query}`, { headers: { host } });
          expect([200, 400], `${path}?${query}`).toContain(response.status);
          const body: unknown = await response.json();
          expect(body).toBeTypeOf('object');
        },
      ),
      { numRuns: 300 },
    );
  }, 120_000);
});
