/**
 * The databases every SQL contract test runs against: PGlite always, PostgreSQL too when
 * TEST_DATABASE_URL is set (CI sets it). Each PostgreSQL run works in a fresh schema it drops after.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite } from '../pgliteClient';
import { openPostgres } from '../postgresClient';
import type { SqlClient } from '../sqlClient';
import { migrate } from '../migrate';

export interface TestDatabase {
  readonly name: 'pglite' | 'postgres';
  /** A new, migrated, empty database. */
  open(): Promise<SqlClient>;
}

const dropSchema = async (connectionString: string, schema: string): Promise<void> => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await client.end();
  }
};

/** The embedded database, always there: for tests whose subject is not the SQL itself. */
export const embeddedTestDatabase: TestDatabase = {
  name: 'pglite',
  async open() {
    const db = await openPglite('memory://');
    await migrate(db);
    return db;
  },
};

export const testDatabases = (): readonly TestDatabase[] => {
  const url = process.env['TEST_DATABASE_URL'];
  const pglite = embeddedTestDatabase;
  if (url === undefined || url === '') return [pglite];
  const postgres: TestDatabase = {
    name: 'postgres',
    async open() {
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const db = await openPostgres({ connectionString: url, schema });
      await migrate(db);
      return {
        ...db,
        async close() {
          await db.close();
          await dropSchema(url, schema);
        },
      };
    },
  };
  return [pglite, postgres];
};
