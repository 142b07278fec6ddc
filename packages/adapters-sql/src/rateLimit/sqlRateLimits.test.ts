/** The request-limit counters on PGlite and PostgreSQL: atomic under concurrency, per key and window. */
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlRateLimits } from './sqlRateLimits';

const MINUTE = 60_000;
const NOW = Date.UTC(2026, 11, 7, 9, 0, 30);

describe.each(testDatabases())('request limit counters on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(async () => db.close());

  it('50 concurrent hits on one key: each counted once, exactly the limit allowed', async () => {
    const limits = new SqlRateLimits(db);
    const rule = { limit: 10, windowMs: MINUTE };
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () => limits.hit('lookup:address:198.51.100.1', rule, NOW)()),
    );
    const allowed = verdicts.filter((v) => E.isRight(v) && v.right.allowed);
    expect(allowed).toHaveLength(10);
    const refused = verdicts.flatMap((v) => (E.isRight(v) && !v.right.allowed ? [v.right.retryAfterMs] : []));
    expect(refused).toHaveLength(40);
    expect(new Set(refused)).toEqual(new Set([30_000]));
    const rows = await db.query<{ hits: number; key_hash: string }>('SELECT hits, key_hash FROM rate_limit_hits');
    expect(rows.map((r) => r.hits)).toEqual([50]);
    expect(rows[0]?.key_hash).not.toContain('198.51.100.1');
  });

  it('another key, or the next window, counts from one; ended windows are forgotten', async () => {
    const limits = new SqlRateLimits(db);
    const rule = { limit: 1, windowMs: MINUTE };
    const first = await limits.hit('k:a', rule, NOW)();
    const second = await limits.hit('k:a', rule, NOW + 1)();
    const otherKey = await limits.hit('k:b', rule, NOW)();
    const nextWindow = await limits.hit('k:a', rule, NOW + MINUTE)();
    expect([first, second, otherKey, nextWindow].map((v) => E.isRight(v) && v.right.allowed)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(await limits.forgetEnded(NOW + MINUTE)).toBeGreaterThanOrEqual(2);
    const left = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM rate_limit_hits');
    expect(Number(left[0]?.n)).toBe(1);
  });
});
