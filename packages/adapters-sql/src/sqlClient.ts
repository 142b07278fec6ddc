/**
 * The SQL connection seen by the repositories: plain SQL text with positional parameters, over
 * either PGlite (embedded, default) or a PostgreSQL server through `pg`. Nothing outside this
 * package writes SQL.
 */
export interface SqlExecutor {
  query<Row>(text: string, params?: readonly unknown[]): Promise<readonly Row[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: 'pglite' | 'postgres';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
