import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORD_SIMILARITY_THRESHOLD } from '@kerching/domain/search';
import type { SqlClient, SqlExecutor } from './sqlClient';
import { testDatabases } from './testing/databases';

/** How many prepared statements of the connection hold `text`. */
const preparedCopies = async (tx: SqlExecutor, text: string): Promise<number> =>
  (
    await tx.query<{ readonly n: number }>(
      'SELECT count(*)::int AS n FROM pg_prepared_statements WHERE statement = $1',
      [text],
    )
  )[0]?.n ?? -1;

describe.each(testDatabases())('statements on $name', ({ open }) => {
  let db: SqlClient;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(async () => db.close());

  // A text no other test runs, so its statement is this test's alone.
  const unique = (): string => `SELECT $1::int + 1 AS n -- ${randomUUID()}`;

  it('are prepared once per text and run again from it', async () => {
    const text = unique();
    const copies = await db.transaction(async (tx) => {
      expect(await tx.query(text, [1])).toEqual([{ n: 2 }]);
      expect(await tx.query(text, [41])).toEqual([{ n: 42 }]);
      return preparedCopies(tx, text);
    });
    expect(copies).toBe(1);
  });

  it('are planned for their own values, and not kept, when asked', async () => {
    const text = unique();
    const copies = await db.transaction(async (tx) => {
      expect(await tx.query(text, [1], { planForValues: true })).toEqual([{ n: 2 }]);
      expect(await tx.query(text, [41], { planForValues: true })).toEqual([{ n: 42 }]);
      return preparedCopies(tx, text);
    });
    expect(copies).toBe(0);
  });

  it('answer the same outside a transaction, either way', async () => {
    const text = unique();
    expect(await db.query(text, [1])).toEqual([{ n: 2 }]);
    expect(await db.query(text, [2])).toEqual([{ n: 3 }]);
    expect(await db.query(text, [3], { planForValues: true })).toEqual([{ n: 4 }]);
  });

  it("match typed words at the domain's similarity threshold on every connection, in a transaction or not", async () => {
    const threshold = async (tx: SqlExecutor): Promise<number> =>
      Number(
        (
          await tx.query<{ readonly t: string }>(
            "SELECT current_setting('pg_trgm.word_similarity_threshold') AS t, pg_sleep(0.05)",
          )
        )[0]?.t,
      );
    // At once, so a pool opens several connections.
    const seen = await Promise.all([
      ...Array.from({ length: 4 }, () => threshold(db)),
      db.transaction(threshold),
      db.transaction(threshold),
    ]);
    expect(seen).toEqual(Array.from({ length: 6 }, () => WORD_SIMILARITY_THRESHOLD));
  });
});
