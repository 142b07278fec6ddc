/** What the purchase repositories share: errors, times and JSON columns. */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, purchaseUnavailable } from '@kerching/domain/checkout';
import { type SiteKey, isSiteKey } from '@kerching/domain/site';
import type { CurrencyCode } from '@kerching/domain/site';
import type { SqlClient, SqlExecutor } from '../sqlClient';

export const timestamp = (ms: number): string => new Date(ms).toISOString();

/** A timestamptz as PGlite and pg give it (a Date), or its text. */
export const millis = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));

/** A query whose failure is PURCHASE.UNAVAILABLE. */
export const sql = <A>(work: () => Promise<A>): TE.TaskEither<PurchaseError, A> =>
  TE.tryCatch(work, purchaseUnavailable);

/** A jsonb column: pg parses it, PGlite too; text is parsed here for safety. */
export const json = <A>(value: unknown): A => (typeof value === 'string' ? (JSON.parse(value) as A) : (value as A));

export const siteKeyOf = (text: string): SiteKey => {
  if (!isSiteKey(text)) throw new Error(`unknown site in a row: ${text}`);
  return text;
};

export const currencyOf = (text: string): CurrencyCode => {
  if (text !== 'GBP' && text !== 'EUR') throw new Error(`unknown currency in a row: ${text}`);
  return text;
};

/** int and bigint columns may come back as text (pg's bigint); counts here fit a number. */
export const int = (value: number | string): number => Number(value);

/** A refusal thrown out of a transaction so that it rolls back, and answered as its error. */
class Refusal extends Error {
  constructor(readonly error: PurchaseError) {
    super(error.code);
  }
}

/**
 * `work` in one transaction that may refuse: `refuse(error)` rolls everything back and the answer is
 * that error; a failure of the database is PURCHASE.UNAVAILABLE.
 */
export const refusableTransaction = <A>(
  db: SqlClient,
  work: (tx: SqlExecutor, refuse: (error: PurchaseError) => never) => Promise<A>,
): TE.TaskEither<PurchaseError, A> =>
  pipe(
    sql(async () => {
      try {
        return E.right(
          await db.transaction((tx) =>
            work(tx, (error) => {
              throw new Refusal(error);
            }),
          ),
        );
      } catch (error) {
        if (error instanceof Refusal) return E.left(error.error);
        throw error;
      }
    }),
    TE.chainEitherK((result: E.Either<PurchaseError, A>) => result),
  );
