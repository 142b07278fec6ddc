import * as O from 'fp-ts/Option';
import { openPglite, openPostgres, type SqlClient } from '@kerching/adapters-sql';
import type { Config } from './config';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite in DATA_DIR. */
export const openDatabase = (config: Config): Promise<SqlClient> =>
  O.isSome(config.databaseUrl)
    ? openPostgres({ connectionString: config.databaseUrl.value })
    : openPglite(config.dataDir);
