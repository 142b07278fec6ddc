import pg from 'pg';
import { PREPARED_STATEMENT_LIMIT } from './pglitePrepared';
import { SESSION_OPTIONS } from './sessionSettings';
import type { QueryOptions, SqlClient, SqlExecutor } from './sqlClient';

export interface PostgresOptions {
  readonly connectionString: string;
  /** A schema to work in (created if missing); tests use a fresh one each. */
  readonly schema?: string;
  readonly maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A name for each distinct SQL text, so every connection of the pool parses a statement once and
 * PostgreSQL keeps its plan (ADR 36), as ADR 20 does on PGlite: parsing and planning were nearly
 * half of the database's time for a search. The texts are built from constants, so there are few;
 * past the limit a new text runs unnamed. A name always means the same text, in every pool.
 */
const statementNames = new Map<string, string>();

const statementName = (text: string): string | undefined => {
  const known = statementNames.get(text);
  if (known !== undefined || statementNames.size >= PREPARED_STATEMENT_LIMIT) return known;
  const name = `kc_${statementNames.size + 1}`;
  statementNames.set(text, name);
  return name;
};

const executor = (db: pg.Pool | pg.PoolClient): SqlExecutor => ({
  async query<Row>(text: string, params: readonly unknown[] = [], options: QueryOptions = {}) {
    const name = options.planForValues === true ? undefined : statementName(text);
    const result = await db.query({ text, values: [...params], ...(name === undefined ? {} : { name }) });
    return result.rows as Row[];
  },
  async exec(text: string) {
    await db.query(text);
  },
});

/** Opens a pool to a PostgreSQL server (15 or newer). */
export const openPostgres = async (options: PostgresOptions): Promise<SqlClient> => {
  const schema = options.schema;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`invalid schema name: ${schema}`);
  if (schema !== undefined) {
    const setup = new pg.Client({ connectionString: options.connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 8,
    options: schema === undefined ? SESSION_OPTIONS : `-c search_path=${schema},public ${SESSION_OPTIONS}`,
  });
  return {
    dialect: 'postgres',
    ...executor(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(executor(client));
        await client.query('COMMIT');
        return result;
      } catch (error: unknown) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
