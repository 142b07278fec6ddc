/**
 * Upgrade tests: an in-memory PGlite migrated up to a migration, and then through it, to check that
 * the migration carries a database's existing rows over.
 */
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations/index';
import { openPglite } from '../pgliteClient';
import type { SqlClient } from '../sqlClient';

export interface DatabaseBeforeMigration {
  readonly db: SqlClient;
  /** Runs the migration; answers the names it ran. */
  readonly runIt: () => Promise<readonly string[]>;
}

/** A database with every migration before `name`, and one customer (`u1`) to own rows. */
export const databaseBefore = async (name: string): Promise<DatabaseBeforeMigration> => {
  const at = MIGRATIONS.findIndex((m) => m.name === name);
  if (at === -1) throw new Error(`no migration named ${name}`);
  const db = await openPglite('memory://');
  await migrate(db, MIGRATIONS.slice(0, at));
  await db.query(
    `INSERT INTO users (id, email, customer_token, registered_via, created_at, updated_at)
     VALUES ('u1', 'old@example.co.uk', 'ct-0000000000001', 'standard', now(), now())`,
  );
  return { db, runIt: () => migrate(db, MIGRATIONS.slice(0, at + 1)) };
};
