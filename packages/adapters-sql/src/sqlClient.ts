/**
 * The SQL connection seen by the repositories: plain SQL text with positional parameters, over
 * either PGlite (embedded, default) or a PostgreSQL server through `pg`. Nothing outside this
 * package writes SQL.
 */
export interface QueryOptions {
  /**
   * Plan this statement for each run's own values. Statements are otherwise prepared once per
   * text, and PostgreSQL may then settle on one generic plan for every run; right for most, but not
   * where the best plan depends on a value (how many titles a LIKE pattern matches).
   */
  readonly planForValues?: boolean;
}

export interface SqlExecutor {
  query<Row>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<readonly Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
