/**
 * Migrations run by umzug (a maintained runner) with our own storage table, so the same
 * migrations serve PGlite and PostgreSQL. All pending migrations run in one transaction under an
 * advisory lock, so several processes starting at once migrate exactly once.
 */
import { Umzug, type UmzugStorage } from 'umzug';
import type { SqlClient, SqlExecutor } from './sqlClient';
import { MIGRATIONS, type SqlMigration } from './migrations/index';

const MIGRATION_LOCK_KEY = 727_274_001;

const storage = (tx: SqlExecutor): UmzugStorage<SqlExecutor> => ({
  async logMigration({ name }) {
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
  },
  async unlogMigration({ name }) {
    await tx.query('DELETE FROM schema_migrations WHERE name = $1', [name]);
  },
  async executed() {
    const rows = await tx.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    return rows.map((r) => r.name);
  },
});

export const migrate = async (
  client: SqlClient,
  migrations: readonly SqlMigration[] = MIGRATIONS,
): Promise<readonly string[]> =>
  client.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, executed_at timestamptz NOT NULL DEFAULT now())',
    );
    const umzug = new Umzug<SqlExecutor>({
      migrations: migrations.map((m) => ({ name: m.name, up: async ({ context }) => context.exec(m.up) })),
      context: tx,
      storage: storage(tx),
      logger: undefined,
    });
    const ran = await umzug.up();
    return ran.map((m) => m.name);
  });
