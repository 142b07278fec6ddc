import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from './sqlClient';
import { sharedServerSecret } from './serverSecrets';
import { testDatabases } from './testing/databases';

describe.each(testDatabases())('shared server secrets on $name (ADR 48)', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  }, 60_000);
  afterAll(async () => db.close());

  it('the first process stores its fresh secret; every later one gets that same secret', async () => {
    expect(await sharedServerSecret(db, 'csrf', 'first-secret-0123456789abcdef0123')).toBe(
      'first-secret-0123456789abcdef0123',
    );
    expect(await sharedServerSecret(db, 'csrf', 'second-secret-0123456789abcdef012')).toBe(
      'first-secret-0123456789abcdef0123',
    );
  });

  it('processes starting at once agree on one secret', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sharedServerSecret(db, 'together', `fresh-${i}-0123456789abcdef0123456`)),
    );
    expect(new Set(secrets).size).toBe(1);
  });
});
