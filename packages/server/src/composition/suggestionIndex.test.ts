/**
 * Suggest answered from memory (ADR 29) against suggest answered by SQL on every keystroke, on
 * PGlite and PostgreSQL, over the demo catalogue of all four sites: the same texts must get the same
 * suggestions, in the same order, at the moment the index was built and later within its life.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SqlSuggestionCatalogues, SqlSuggestions, writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { IndexedSuggestions } from '@kerching/application';
import type { Suggestion, SuggestionIndex } from '@kerching/domain/search';
import { SITE_KEYS, type SiteKey } from '@kerching/domain/site';
import type { Suggestions } from '@kerching/ports';
import { MemoryCache } from '@kerching/adapters-node';
import { demoCatalogue } from '@kerching/demo';

/** A deal whose title no other deal of its site has (the same text is suggested once). */
const UNIQUE_TITLE =
  'NOT EXISTS (SELECT 1 FROM deal o WHERE o.site_key = deal.site_key AND o.id <> deal.id AND o.title = deal.title)';
const BUILT_AT = new Date('2026-11-25T09:00:00Z');
const MINUTE = 60_000;

/** Texts a shopper might type on a site: word starts, typos, merchant and category names, anything. */
const textsFor = async (db: SqlClient, site: SiteKey): Promise<string[]> => {
  const words = (await db.query<{ word: string }>('SELECT word FROM search_word WHERE site_key = $1', [site])).map(
    (row) => row.word,
  );
  const names = (
    await db.query<{ name: string }>(
      `SELECT DISTINCT m.display_name AS name FROM merchant m JOIN deal d ON d.merchant_id = m.id WHERE d.site_key = $1
       UNION SELECT c.name FROM category c`,
      [site],
    )
  ).map((row) => row.name);
  const typed = fc.oneof(
    fc.tuple(fc.constantFrom(...words), fc.integer({ min: 2, max: 6 })).map(([word, n]) => word.slice(0, n)),
    fc.constantFrom(...words).map((word) => `${word}${word.slice(-1)}`),
    fc.constantFrom(...words).map((word) => word.slice(0, 2) + word.slice(3)),
    fc.tuple(fc.constantFrom(...words), fc.constantFrom(...words)).map(([a, b]) => `${a} ${b.slice(0, 3)}`),
    fc.tuple(fc.constantFrom(...names), fc.integer({ min: 2, max: 8 })).map(([name, n]) => name.slice(0, n)),
    fc.string({ unit: fc.constantFrom('a', 'e', 's', 'p', 't', 'o', ' '), minLength: 2, maxLength: 5 }),
  );
  return fc.sample(typed, { numRuns: 120, seed: 2026 }).filter((text) => text.trim().length >= 2);
};

describe.each(testDatabases())('suggest from the index and from SQL on $name', ({ open }) => {
  let db: SqlClient;
  let now = BUILT_AT;
  const clock = { now: () => now };
  let fromSql: Suggestions;
  let fromIndex: Suggestions;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, demoCatalogue(BUILT_AT));
    fromSql = new SqlSuggestions(db, clock);
    fromIndex = new IndexedSuggestions(
      new SqlSuggestionCatalogues(db, clock),
      new MemoryCache<SuggestionIndex>(clock, SITE_KEYS.length),
      clock,
    );
  });
  afterAll(async () => db.close());

  const answer = async (suggestions: Suggestions, site: SiteKey, text: string): Promise<readonly Suggestion[]> => {
    const result = await suggestions.suggest({ site, text: text.trim() }, 'london')();
    if (E.isLeft(result)) throw new Error(result.left.detail);
    return result.right;
  };

  it.each(SITE_KEYS)('answers the same on %s when built and 9 minutes later', async (site) => {
    const texts = await textsFor(db, site);
    let suggested = 0;
    for (const at of [BUILT_AT, new Date(BUILT_AT.getTime() + 9 * MINUTE)]) {
      now = at;
      for (const text of texts) {
        const expected = await answer(fromSql, site, text);
        expect({ text, at, suggestions: await answer(fromIndex, site, text) }).toEqual({
          text,
          at,
          suggestions: expected,
        });
        suggested += expected.length;
      }
    }
    expect(suggested).toBeGreaterThan(texts.length);
    now = BUILT_AT;
  });

  it('drops deals that close while the index lives, and keeps lastChance deals', async () => {
    const deals = await db.query<{ title: string; url_path: string; closing_at: Date | string; last_chance: boolean }>(
      `(SELECT title, url_path, closing_at, last_chance FROM deal
         WHERE site_key = 'kerching' AND opens_at <= $1 AND closing_at > $1 AND NOT last_chance AND ${UNIQUE_TITLE}
         ORDER BY closing_at LIMIT 3)
       UNION ALL
       (SELECT title, url_path, closing_at, last_chance FROM deal
         WHERE site_key = 'kerching' AND opens_at <= $1 AND closing_at > $1 AND last_chance AND ${UNIQUE_TITLE}
         ORDER BY closing_at LIMIT 3)`,
      [BUILT_AT.toISOString()],
    );
    expect(deals.map((d) => d.last_chance)).toEqual([false, false, false, true, true, true]);
    // An index built now and never expired, asked after each deal has closed.
    const built = { now: () => BUILT_AT };
    const kept = new IndexedSuggestions(
      new SqlSuggestionCatalogues(db, built),
      new MemoryCache<SuggestionIndex>(built, SITE_KEYS.length),
      clock,
    );
    now = BUILT_AT;
    await answer(kept, 'kerching', 'zz');
    for (const deal of deals) {
      now = new Date(new Date(deal.closing_at).getTime() + MINUTE);
      const text = O.getOrElse(() => deal.title)(O.fromNullable(deal.title.split(' ').find((w) => w.length >= 4)));
      const indexAnswer = await answer(kept, 'kerching', deal.title);
      expect(await answer(fromSql, 'kerching', deal.title)).toEqual(indexAnswer);
      expect(indexAnswer.some((s) => s.url.startsWith(`${deal.url_path}?`))).toBe(deal.last_chance);
      expect(await answer(kept, 'kerching', text)).toEqual(await answer(fromSql, 'kerching', text));
    }
    now = BUILT_AT;
  });
});
