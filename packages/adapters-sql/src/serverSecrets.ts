/**
 * Secrets shared by every server process (migration 0036): the first process to ask for one stores
 * the fresh value it brings; every process, that one included, answers the stored value.
 */
import type { SqlExecutor } from './sqlClient';

export const sharedServerSecret = async (db: SqlExecutor, name: string, fresh: string): Promise<string> => {
  await db.query('INSERT INTO server_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    name,
    fresh,
  ]);
  const [row] = await db.query<{ value: string }>('SELECT value FROM server_secret WHERE name = $1', [name]);
  if (row === undefined) throw new Error(`server secret ${name} was not stored`);
  return row.value;
};
