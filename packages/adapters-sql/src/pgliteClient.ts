import { PGlite, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { mkdirSync } from 'node:fs';
import { PreparedStatements } from './pglitePrepared';
import { SET_SESSION_SETTINGS } from './sessionSettings';
import type { QueryOptions, SqlClient, SqlExecutor } from './sqlClient';

/**
 * Queries through named prepared statements (pglitePrepared.ts), but a statement to be planned for
 * its values through PGlite's own `query`, which plans each run; `exec` as PGlite runs it.
 */
const executor = (
  db: PGlite | Transaction,
  query: <Row>(text: string, params: readonly unknown[]) => Promise<readonly Row[]>,
): SqlExecutor => ({
  query: async <Row>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}) =>
    options.planForValues === true ? (await db.query<Row>(text, [...params])).rows : query<Row>(text, params),
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
  await db.exec(SET_SESSION_SETTINGS);
  const statements = new PreparedStatements(db);
  return {
    dialect: 'pglite',
    ...executor(db, (text, params) => statements.query(text, params)),
    transaction: (work) =>
      db.transaction((tx) => work(executor(tx, (text, params) => statements.queryInTransaction(text, params)))),
    close: () => db.close(),
  };
};
