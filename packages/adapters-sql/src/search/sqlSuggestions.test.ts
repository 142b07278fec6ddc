import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { SiteKey } from '@kerching/domain/site';
import type { Suggestion } from '@kerching/domain/search';
import { replaceCatalogue, writeCatalogue } from '../catalogue/writeCatalogue';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW } from '../testing/fixtures';
import { searchCatalogue } from '../testing/searchFixtures';
import { SqlSuggestions, containsPattern, prefixPattern } from './sqlSuggestions';

const clock = { now: () => FIXED_NOW };

describe('LIKE patterns', () => {
  it('escape wildcards and the escape character', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('50%')).toBe('50\\%%');
  });
});

describe.each(testDatabases())('SqlSuggestions on $name', ({ open }) => {
  let db: SqlClient;
  let suggestions: SqlSuggestions;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, searchCatalogue());
    suggestions = new SqlSuggestions(db, clock);
  });
  afterAll(async () => db.close());

  const suggest = async (text: string, site: SiteKey = 'kerching', location = 'london'): Promise<Suggestion[]> => {
    const result = await suggestions.suggest({ site, text }, location)();
    if (E.isLeft(result)) throw new Error(result.left.detail);
    return [...result.right];
  };

  it('suggests categories, merchants and deal titles containing the text, at most 8', async () => {
    const spa = await suggest('spa');
    expect(spa.slice(0, 2)).toEqual([
      { text: 'Beauty & Spa', kind: 'category', url: '/deals/london/beauty-and-spa' },
      {
        text: 'Full-Body Massage (60 Minutes) at Serenity Spa',
        kind: 'deal',
        url: '/deal/london/beauty-and-spa/10/deal-10?usr_src=search',
      },
    ]);
    expect(spa.map((s) => s.text)).toContain('Spa Day for Two');
    expect(spa.length).toBeLessThanOrEqual(8);
    expect(spa.map((s) => s.text)).not.toContain('Liffey Spa');
    expect(await suggest('SER')).toContainEqual({
      text: 'Serenity Spa',
      kind: 'merchant',
      url: '/search?q=Serenity%20Spa',
    });
    expect((await suggest('li')).map((s) => s.text)).not.toContain('Liffey Spa');
  });

  it('leads sub-categories to their listing under the location, and words that start first', async () => {
    const mass = await suggest('MASS', 'kerching', 'leeds');
    expect(mass[0]).toEqual({ text: 'Massages', kind: 'category', url: '/deals/leeds/beauty-and-spa/massages' });
    const deals = mass.filter((s) => s.kind === 'deal').map((s) => s.text);
    expect(deals).toEqual([
      'Sold Out Massage',
      'Full-Body Massage (60 Minutes) at Serenity Spa',
      'Hot Stone Massage for Two at Serenity Spa',
      'Last Chance Massage Escape',
    ]);
  });

  it("corrects typed words from 3 characters against the words of the site's titles", async () => {
    const typo = await suggest('massge');
    expect(typo.map((s) => s.text)).toContain('Hot Stone Massage for Two at Serenity Spa');
    expect((await suggest('hot stonne')).map((s) => s.text)).toEqual(['Hot Stone Massage for Two at Serenity Spa']);
    expect((await suggest('massage for twoo')).map((s) => s.text)).toEqual([
      'Hot Stone Massage for Two at Serenity Spa',
    ]);
    expect(await suggest('zzqxv')).toEqual([]);
    expect((await suggest('liffy', 'kerchingie', 'dublin')).map((s) => s.text)).toEqual([
      'Massage in Dublin at Liffey Spa',
    ]);
    expect(await suggest('liffy')).toEqual([]);
  });

  it("keeps each site's title vocabulary with the catalogue: added to by writes, emptied by replacement", async () => {
    const words = async () =>
      db.query<{ site_key: string; word: string; deals: number }>(
        `SELECT site_key, word, deals FROM search_word WHERE word IN ('massage', 'liffey', 'at') ORDER BY 1, 2`,
      );
    expect(await words()).toEqual([
      { site_key: 'kerching', word: 'massage', deals: 6 },
      { site_key: 'kerchingie', word: 'liffey', deals: 1 },
      { site_key: 'kerchingie', word: 'massage', deals: 1 },
    ]);
    const other = await open();
    try {
      await writeCatalogue(other, searchCatalogue());
      await replaceCatalogue(other, searchCatalogue(searchCatalogue().deals.filter((d) => d.id === 20)));
      expect(await other.query(`SELECT site_key, word, deals FROM search_word ORDER BY word`)).toEqual(
        ['dublin', 'liffey', 'massage', 'spa'].map((word) => ({ site_key: 'kerchingie', word, deals: 1 })),
      );
    } finally {
      await other.close();
    }
  });

  it('keeps sites apart', async () => {
    const ie = await suggest('spa', 'kerchingie', 'dublin');
    expect(ie.map((s) => s.text)).toEqual(['Beauty & Spa', 'Massage in Dublin at Liffey Spa']);
    expect((await suggest('liff', 'kerchingie', 'dublin')).map((s) => s.kind)).toEqual(['merchant', 'deal']);
  });

  it('takes wildcards, quotes and emoji literally', async () => {
    for (const text of ['%%', '__', "o'", '🍕🍕', '\\\\']) expect(await suggest(text)).toEqual([]);
  });

  it('answers SUGGEST.UNAVAILABLE when the database fails', async () => {
    const broken = new SqlSuggestions({ ...db, query: () => Promise.reject(new Error('gone')) }, clock);
    expect(await broken.suggest({ site: 'kerching', text: 'spa' }, 'london')()).toEqual(
      E.left({ code: 'SUGGEST.UNAVAILABLE', detail: 'gone' }),
    );
  });
});
