import * as m0001 from './0001_catalogue';
import * as m0002 from './0002_discovery';

export interface SqlMigration {
  readonly name: string;
  readonly up: string;
}

/** Every migration, in order. Add new ones at the end; never edit one that has shipped. */
export const MIGRATIONS: readonly SqlMigration[] = [m0001, m0002];
