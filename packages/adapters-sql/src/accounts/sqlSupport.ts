/** What the account repositories share: secret hashing, times, errors and row checks. */
import { createHash } from 'node:crypto';
import * as TE from 'fp-ts/TaskEither';
import { type AccountError, unavailable } from '@kerching/domain/account';
import { type SiteKey, isSiteKey } from '@kerching/domain/site';
import type { SqlExecutor } from '../sqlClient';

/** Bearer secrets (session ids, one-time tokens) are stored and looked up by their SHA-256. */
export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

export const timestamp = (ms: number): string => new Date(ms).toISOString();

/** A timestamptz as PGlite and pg give it (a Date), or its text. */
export const millis = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));

export const optionalMillis = (value: Date | string | null): number | null => (value === null ? null : millis(value));

export const siteKeyOf = (text: string): SiteKey => {
  if (!isSiteKey(text)) throw new Error(`unknown site in a row: ${text}`);
  return text;
};

/** A query whose failure is ACCOUNT.UNAVAILABLE, unless `expected` recognises it. */
export const sql = <A>(
  work: () => Promise<A>,
  expected: (error: unknown) => AccountError | undefined = () => undefined,
): TE.TaskEither<AccountError, A> => TE.tryCatch(work, (error) => expected(error) ?? unavailable(error));

/** PostgreSQL's unique_violation (SQLSTATE 23505), from pg and PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Runs `deletion` (a DELETE without RETURNING) and answers how many rows it removed. */
export const deletedRows = async (db: SqlExecutor, deletion: string, params: readonly unknown[]): Promise<number> => {
  const [row] = await db.query<{ count: number | string }>(
    `WITH gone AS (${deletion} RETURNING 1) SELECT count(*) AS count FROM gone`,
    params,
  );
  return Number(row?.count ?? 0);
};
