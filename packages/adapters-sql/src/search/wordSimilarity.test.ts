/**
 * The domain's `wordSimilarity` against pg_trgm's own `word_similarity`, on PGlite and PostgreSQL:
 * suggest answered from memory must correct typed words exactly as the SQL path does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { wordSimilarity } from '@kerching/domain/search';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';

/** Short words over few letters, so trigrams repeat within a word and extents matter. */
const word = fc.string({ unit: fc.constantFrom('a', 'b', 'n', 's'), minLength: 1, maxLength: 9 });

describe.each(testDatabases())('wordSimilarity against pg_trgm on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  });
  afterAll(async () => db.close());

  const pgWordSimilarity = async (pairs: ReadonlyArray<readonly [string, string]>): Promise<number[]> => {
    const rows = await db.query<{ similarity: number }>(
      `SELECT word_similarity(t.typed, t.word)::float8 AS similarity
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS t(typed, word, n)
        ORDER BY t.n`,
      [pairs.map(([typed]) => typed), pairs.map(([, w]) => w)],
    );
    return rows.map((row) => Math.fround(Number(row.similarity)));
  };

  it('matches the examples of the catalogue', async () => {
    const pairs = [
      ['massge', 'massage'],
      ['hota', 'hot'],
      ['stonne', 'stone'],
      ['liffy', 'liffey'],
      ['word', 'words'],
      ['banana', 'bananas'],
    ] as const;
    expect(pairs.map(([typed, w]) => wordSimilarity(typed, w))).toEqual(await pgWordSimilarity(pairs));
    expect(wordSimilarity('massge', 'massage')).toBeCloseTo(0.571, 3);
  });

  it('agrees with pg_trgm on any two words', async () => {
    const pairs = fc.sample(fc.tuple(word, word), { numRuns: 3000, seed: 20261125 });
    const expected = await pgWordSimilarity(pairs);
    const differing = pairs.filter(([typed, w], i) => wordSimilarity(typed, w) !== expected[i]);
    expect(differing).toEqual([]);
  });
});
