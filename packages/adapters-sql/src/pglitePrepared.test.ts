/** Named prepared statements on PGlite answer as PGlite's own `query` does, and keep its exclusion. */
import { PGlite } from '@electric-sql/pglite';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PreparedStatements } from './pglitePrepared';

let db: PGlite;

beforeAll(async () => {
  db = await PGlite.create('memory://');
  await db.exec(`CREATE TABLE note (id int PRIMARY KEY, body text NOT NULL, tags text[] NOT NULL DEFAULT '{}',
    at timestamptz, done boolean NOT NULL DEFAULT false, extra jsonb, price numeric(10, 2))`);
}, 60_000);

afterAll(async () => {
  await db.close();
});

const reset = async (): Promise<void> => {
  await db.exec('DELETE FROM note');
};

/** Half of a UTF-16 surrogate pair without its other half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
describe('prepared statements on PGlite', () => {
  it('gives the rows and types PGlite gives, for every kind of parameter', async () => {
    await reset();
    const statements = new PreparedStatements(db);
    const at = new Date('2026-11-24T10:00:00.000Z');
    await statements.query(
      'INSERT INTO note (id, body, tags, at, done, extra, price) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [1, 'it\'s \\ "quoted" – ünïcode', ['a', 'b,c', 'd"e'], at, true, { k: [1, 2] }, '12.50'],
    );
    await statements.query('INSERT INTO note (id, body) VALUES ($1, $2)', [2, 'second']);
    const text = 'SELECT * FROM note WHERE id = ANY($1::int[]) AND ($2::text IS NULL OR body = $2) ORDER BY id';
    for (const params of [
      [[1, 2], null],
      [[1], 'it\'s \\ "quoted" – ünïcode'],
      [[3], null],
    ]) {
      expect(await statements.query(text, params)).toEqual((await db.query(text, params)).rows);
    }
    const [row] = await statements.query<{ at: Date; tags: string[]; extra: unknown }>(
      'SELECT * FROM note WHERE id = 1',
      [],
    );
    expect(row).toMatchObject({ at, tags: ['a', 'b,c', 'd"e'], extra: { k: [1, 2] } });
  });

  it('round-trips any text and any list of integers', async () => {
    const statements = new PreparedStatements(db);
    await fc.assert(
      fc.asyncProperty(
        // Any text PostgreSQL can hold: no NUL, no half of a surrogate pair (UTF-8 has no form for one).
        fc.string({ unit: 'binary' }).filter((s) => !s.includes('\u0000') && !LONE_SURROGATE.test(s)),
        fc.array(fc.integer()),
        async (s, ns) => {
          const [row] = await statements.query<{ s: string; ns: number[] }>('SELECT $1::text AS s, $2::int[] AS ns', [
            s,
            ns,
          ]);
          expect(row).toEqual({ s, ns });
        },
      ),
      { numRuns: 200 },
    );
    expect(statements.size).toBe(1);
  });

  it('stores half of a surrogate pair as the replacement character, as UTF-8 must', async () => {
    const [row] = await new PreparedStatements(db).query<{ s: string }>('SELECT $1::text AS s', ['a\uD800b']);
    expect(row).toEqual({ s: 'a\uFFFDb' });
  });

  it('parses a text once and keeps at most its limit, closing the least recently used', async () => {
    const statements = new PreparedStatements(db, 3);
    const texts = [1, 2, 3, 4, 5].map((n) => `SELECT ${n} + $1::int AS v`);
    for (const text of texts) await statements.query(text, [10]);
    expect(statements.size).toBe(3);
    const open = async (): Promise<number> =>
      (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'kc_%'`))
        .rows[0]?.n ?? -1;
    // The closed statements are gone from the session, not only from the map.
    const before = await open();
    for (const text of texts)
      expect(await statements.query<{ v: number }>(text, [1])).toEqual([{ v: Number(text.split(' ')[1]) + 1 }]);
    expect(statements.size).toBe(3);
    expect(await open()).toBe(before);
  });

  it('throws PostgreSQL’s error for bad SQL or values, keeps nothing of it, and goes on working', async () => {
    await reset();
    const statements = new PreparedStatements(db);
    await expect(statements.query('SELEC 1', [])).rejects.toThrow(/syntax error/);
    expect(statements.size).toBe(0);
    await expect(statements.query('SELECT $1::int AS n', ['not a number'])).rejects.toThrow(/invalid input syntax/);
    await expect(statements.query('INSERT INTO note (id, body) VALUES ($1, $2)', [1, null])).rejects.toThrow(
      /null value/,
    );
    expect(await statements.query('SELECT $1::int AS n', ['7'])).toEqual([{ n: 7 }]);
    expect(await statements.query('SELECT count(*)::int AS n FROM note', [])).toEqual([{ n: 0 }]);
  });

  it('runs a query on its own only after an open transaction ends, and inside it when asked', async () => {
    await reset();
    const statements = new PreparedStatements(db);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => undefined;
    const inside = new Promise<void>((resolve) => {
      started = resolve;
    });
    const transaction = db.transaction(async () => {
      await statements.queryInTransaction('INSERT INTO note (id, body) VALUES ($1, $2)', [1, 'inside']);
      expect(await statements.queryInTransaction('SELECT body FROM note', [])).toEqual([{ body: 'inside' }]);
      started();
      await held;
      await statements.queryInTransaction('UPDATE note SET body = $1', ['committed']);
    });
    await inside;
    const outside = statements.query<{ body: string }>('SELECT body FROM note', []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect(await outside).toEqual([{ body: 'committed' }]);
  });

  it('keeps a statement first parsed in a transaction that rolled back', async () => {
    await reset();
    const statements = new PreparedStatements(db);
    const insert = 'INSERT INTO note (id, body) VALUES ($1, $2) RETURNING id';
    await expect(
      db.transaction(async () => {
        await statements.queryInTransaction(insert, [1, 'rolled back']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await statements.query(insert, [2, 'kept'])).toEqual([{ id: 2 }]);
    expect(await statements.query('SELECT id FROM note ORDER BY id', [])).toEqual([{ id: 2 }]);
  });

  it('refuses plainly once the database is closed', async () => {
    const other = await PGlite.create('memory://');
    const statements = new PreparedStatements(other);
    expect(await statements.query('SELECT $1::int AS n', [1])).toEqual([{ n: 1 }]);
    await other.close();
    await expect(statements.query('SELECT $1::int AS n', [1])).rejects.toThrow('PGlite is closed');
  });
});
