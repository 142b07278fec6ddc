import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import type { SqlClient, SqlExecutor } from './sqlClient';

const executor = (db: PGlite | Transaction): SqlExecutor => ({
  async query<Row>(text: string, params: readonly unknown[] = []) {
    const result = await db.query<Row>(text, [...params]);
    return result.rows;
  },
  async exec(text: string) {
    await db.exec(text);
  },
});

/**
 * Opens the embedded database. `dataDir` is a folder (created if missing) or `memory://` for a
 * throw-away database in tests.
 */
export const openPglite = async (dataDir: string): Promise<SqlClient> => {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir, { extensions: { btree_gin, pg_trgm } });
  return {
    dialect: 'pglite',
    ...executor(db),
    transaction: (work) => db.transaction((tx) => work(executor(tx))),
    close: () => db.close(),
  };
};
