import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type SearchInput, type SearchMatches, plainSearchInput, searchRequest } from '@kerching/domain/search';
import type { SearchMatch } from '@kerching/ports';
import { SqlDealCatalog } from '../catalogue/sqlDealCatalog';
import { writeCatalogue } from '../catalogue/writeCatalogue';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow } from '../testing/fixtures';
import { searchCatalogue } from '../testing/searchFixtures';
import { searchSql } from './searchSql';
import { SqlDealSearch } from './sqlDealSearch';

const clock = { now: () => FIXED_NOW };

/** What `search` matches for text `q` on kerching, with the other search inputs overridden. */
const matchesOf = async (
  search: SqlDealSearch,
  q: string,
  overrides: Partial<SearchInput> = {},
  kind: SearchMatch['kind'] = 'fullText',
): Promise<SearchMatches> => {
  const request = searchRequest({ ...plainSearchInput('kerching', q), ...overrides });
  if (E.isLeft(request)) throw new Error(request.left.detail);
  const result = await search.matching(request.right, { kind, text: request.right.text })();
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};
const ids = (matches: SearchMatches) => matches.deals.map((d) => d.id);

describe.each(testDatabases())('SqlDealSearch on $name', ({ open }) => {
  let db: SqlClient;
  let search: SqlDealSearch;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, searchCatalogue());
    search = new SqlDealSearch(db, clock);
  });
  afterAll(async () => db.close());

  const find = (q: string, overrides: Partial<SearchInput> = {}, kind: SearchMatch['kind'] = 'fullText') =>
    matchesOf(search, q, overrides, kind);

  it("keys the full-text and title trigram GIN indexes by site (0009), so a search reads one site's matches", async () => {
    // This test's own schema: on PostgreSQL each test file works in one, and others run alongside.
    const rows = await db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes
       WHERE schemaname = current_schema() AND tablename = 'deal' AND indexdef LIKE '%USING gin%'
       ORDER BY indexname`,
    );
    expect(rows.map((r) => r.indexdef.replace(/^.* USING gin /, ''))).toEqual([
      '(site_key, search) WITH (fastupdate=off)',
      '(site_key, lower(title) gin_trgm_ops) WITH (fastupdate=off)',
    ]);
  });

  it("finds the site's open deals and closed lastChance deals by full text, never closed or unopened ones", async () => {
    const massage = await find('massage');
    expect(ids(massage).sort()).toEqual([10, 11, 17, 19]);
    expect(massage.count).toBe(4);
    expect(massage.unfilteredCount).toBe(4);
    expect(massage.deals.every((d) => d.site === 'kerching' && d.currency === 'GBP')).toBe(true);
  });

  it("carries each deal's whole card, field for field the catalogue's own", async () => {
    const found = await find('massage');
    expect(found.deals.length).toBeGreaterThan(0);
    const cards = await new SqlDealCatalog(db, clock).byIds('kerching', ids(found))();
    expect(cards).toEqual(E.right(found.deals));
  });

  it('ranks title matches above search-text matches, and reads the headline too', async () => {
    expect(ids(await find('facial'))).toEqual([12, 13]);
    expect(ids(await find('pamper'))).toEqual([12]);
    expect(ids(await find('gravy'))).toEqual([14]);
    expect(ids(await find('massages'))).toHaveLength(4);
  });

  it("ranks the shopper's town's matches first by relevance; it is no filter, and no other sort moves", async () => {
    const anywhere = ids(await find('massage'));
    expect(anywhere[0]).not.toBe(11);
    const fromLeeds = await find('massage', { near: O.some('leeds') });
    expect(ids(fromLeeds)[0]).toBe(11);
    expect(ids(fromLeeds).slice(1)).toEqual(anywhere.filter((id) => id !== 11));
    expect(fromLeeds.count).toBe(4);
    // From London, the one Leeds match goes after London's.
    expect(ids(await find('massage', { near: O.some('london') }))).toEqual([...anywhere.filter((id) => id !== 11), 11]);
    expect(ids(await find('massage', { near: O.some('leeds'), sort: 'pricelow' }))).toEqual([10, 17, 11, 19]);
    expect(ids(await find('massage', { near: O.some('atlantis') }))).toEqual(anywhere);
  });

  it('understands web search syntax: quotes, or, and minus', async () => {
    expect(ids(await find('massage -stone')).sort()).toEqual([10, 17, 19]);
    expect(ids(await find('facial or roast')).sort()).toEqual([12, 13, 14]);
    expect(ids(await find('"hot stone"'))).toEqual([11]);
  });

  it('sorts by price either way, discount and recently added', async () => {
    expect(ids(await find('massage', { sort: 'pricelow' }))).toEqual([10, 17, 11, 19]);
    expect(ids(await find('massage', { sort: 'price' }))).toEqual([19, 11, 17, 10]);
    expect(ids(await find('serenity', { sort: 'discountPercentage' }))).toEqual([12, 10, 11]);
    expect(ids(await find('massage', { sort: 'recentlyAdded' }))).toEqual([19, 17, 11, 10]);
  });

  it('filters by category at any level, location, price range and price band', async () => {
    expect(ids(await find('massage', { category: O.some('massages') })).sort()).toEqual([10, 11]);
    expect(ids(await find('massage', { category: O.some('beauty-and-spa') })).sort()).toEqual([10, 11, 17, 19]);
    expect(ids(await find('massage', { category: O.some('no-such-category') }))).toEqual([]);
    expect(ids(await find('massage', { location: O.some('leeds') }))).toEqual([11]);
    expect(ids(await find('massage', { minPrice: O.some(30), sort: 'pricelow' }))).toEqual([17, 11, 19]);
    expect(ids(await find('massage', { maxPrice: O.some(35), sort: 'pricelow' }))).toEqual([10, 17]);
    const bands = await find('massage', { facets: [{ name: 'price', value: '20-50' }], sort: 'pricelow' });
    expect(ids(bands)).toEqual([10, 17, 11]);
  });

  it('counts facets disjunctively: a group ignores its own choice', async () => {
    const matches = await find('massage', { location: O.some('leeds') });
    expect(matches.count).toBe(1);
    expect(matches.unfilteredCount).toBe(4);
    expect(matches.facets.locations).toEqual(
      expect.arrayContaining([
        { shortName: 'london', name: 'London', count: 3 },
        { shortName: 'leeds', name: 'Leeds', count: 1 },
      ]),
    );
    expect(matches.facets.categories).toEqual([{ shortName: 'beauty-and-spa', name: 'Beauty & Spa', count: 1 }]);
    expect(matches.facets.priceBands.filter((b) => b.count > 0)).toEqual([{ band: 2, count: 1 }]);
    expect(matches.facets.minPriceMinor).toBe(4500);

    const all = await find('two');
    expect([...all.facets.priceBands].sort((a, b) => a.band - b.band)).toEqual([
      { band: 0, count: 1 },
      { band: 1, count: 1 },
      { band: 2, count: 1 },
      { band: 4, count: 1 },
    ]);
    expect(all.facets).toMatchObject({ minPriceMinor: 999, maxPriceMinor: 12000 });
  });

  it('pages through the matches and reports when filters leave nothing', async () => {
    const page1 = await find('massage', { pageSize: 3, page: 1, sort: 'pricelow' });
    expect(ids(page1)).toEqual([19]);
    expect(page1.count).toBe(4);
    expect(ids(await find('massage', { pageSize: 3, page: 5 }))).toEqual([]);
    const none = await find('massage', { maxPrice: O.some(1) });
    expect(none).toMatchObject({ deals: [], count: 0, unfilteredCount: 4 });
  });

  it("matches titles by trigram similarity for typos, and offers the site's title words like the text's", async () => {
    expect((await find('masage')).unfilteredCount).toBe(0);
    expect(ids(await find('masage', {}, 'similarTitle')).sort()).toEqual([10, 11, 17, 19]);
    expect(await search.similarWords('kerching', 'masage', 3)()).toEqual(E.right(['massage']));
    const words = await search.similarWords('kerching', 'afternon tea for twoo', 3)();
    expect(E.isRight(words) && [...words.right].sort()).toEqual(['afternoon', 'for', 'tea', 'two']);
    expect(await search.similarWords('kerchingie', 'liffy', 3)()).toEqual(E.right(['liffey']));
    expect(await search.similarWords('kerching', 'liffy', 3)()).toEqual(E.right([]));
    expect(await search.similarWords('kerching', 'zzqxv', 3)()).toEqual(E.right([]));
    expect(await search.similarWords('kerching', 'to', 3)()).toEqual(E.right([]));
  });

  it('answers the top deals: most popular open deals that can be bought, of the site', async () => {
    const top = await search.topDeals('kerching', 3)();
    expect(E.isRight(top) && top.right.map((d) => d.id)).toEqual([13, 10, 15]);
    const ie = await search.topDeals('kerchingie', 9)();
    expect(E.isRight(ie) && ie.right.map((d) => d.id)).toEqual([20]);
  });

  it('takes any text safely: quotes, operators, SQL, emoji, only stop words', async () => {
    for (const q of ['"unbalanced', "'; DROP TABLE deal; --", '!!! & | <-> :*', '🍕🍕', 'the and of', '\\', '%_%']) {
      for (const kind of ['fullText', 'similarTitle'] as const) {
        const matches = await find(q, {}, kind);
        expect(matches.count).toBeGreaterThanOrEqual(0);
      }
    }
    expect((await find('massage')).count).toBe(4);
  });

  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const broken = new SqlDealSearch(
      {
        query: () => Promise.reject(new Error('connection lost')),
        exec: () => Promise.reject(new Error('connection lost')),
      },
      clock,
    );
    const request = searchRequest(plainSearchInput('kerching', 'spa'));
    if (E.isLeft(request)) throw new Error('bad request');
    expect(await broken.matching(request.right, { kind: 'fullText', text: 'spa' })()).toMatchObject({
      left: { code: 'CATALOG.UNAVAILABLE', detail: 'connection lost' },
    });
    expect(await broken.similarWords('kerching', 'spa', 3)()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(await broken.topDeals('kerching', 3)()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});

describe.each(testDatabases())('SqlDealSearch over a town-sized catalogue on $name', ({ open }) => {
  it('keeps one plan for titles like a text that matches none, not a plan per search', async () => {
    const db = await open();
    try {
      // Enough titles for an estimate from their statistics to differ from the default one: with
      // the text in view, a text like no title looked cheap to plan for on its own, and the
      // statement was planned again on every search that fell back to it (session 33).
      const kinds = ['Spa Day for Two', 'Stone-Baked Pizza', 'Afternoon Tea', 'Golf Lesson', 'Hotel Stay'];
      const deals = Array.from({ length: 3000 }, (_, i) =>
        aDealRow(1000 + i, { title: `${kinds[i % kinds.length] ?? ''} ${i}`, popularity: i % 97 }),
      );
      await writeCatalogue(db, searchCatalogue(deals));
      await db.exec('ANALYZE deal');
      const request = searchRequest(plainSearchInput('kerching', 'zzqxv'));
      if (E.isLeft(request)) throw new Error('bad request');
      // In one transaction: every run, and the count, on one connection.
      const plans = await db.transaction(async (tx) => {
        const search = new SqlDealSearch(tx, clock);
        for (let i = 0; i < 8; i++)
          expect(await search.matching(request.right, { kind: 'similarTitle', text: 'zzqxv' })()).toMatchObject({
            right: { count: 0 },
          });
        return tx.query<{ readonly generic: number }>(
          'SELECT generic_plans::int AS generic FROM pg_prepared_statements WHERE statement = $1',
          [searchSql(request.right.sort, 'similarTitle')],
        );
      });
      // PostgreSQL plans for the values five times, then keeps the generic plan if it looks no dearer.
      expect(plans).toHaveLength(1);
      expect(plans[0]?.generic).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});

describe.each(testDatabases())('SqlDealSearch relevance on $name', ({ open }) => {
  it('ranks several words higher the closer they stand, and one word by its weight, then popularity', async () => {
    const db = await open();
    try {
      const titled = (id: number, title: string, popularity: number) =>
        aDealRow(id, { title, headline: `${title} today`, popularity });
      // Both titles hold both words; the more popular one holds them apart.
      await writeCatalogue(
        db,
        searchCatalogue([
          titled(30, 'Afternoon Tea at The Copper Kettle', 50),
          titled(31, 'Afternoon River Walk with Cream Tea', 60),
        ]),
      );
      const search = new SqlDealSearch(db, clock);
      const order = async (q: string) => ids(await matchesOf(search, q));
      // Cover density: the words side by side win over a little more popularity.
      expect(await order('afternoon tea')).toEqual([30, 31]);
      expect(await order('"afternoon tea"')).toEqual([30]);
      // One word, the same weight in each: popularity decides.
      expect(await order('tea')).toEqual([31, 30]);
      expect(await order('afternoon')).toEqual([31, 30]);
    } finally {
      await db.close();
    }
  });
});
