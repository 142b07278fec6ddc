/** What the purchase repositories share: errors, times and JSON columns. */
import * as TE from 'fp-ts/TaskEither';
import { type PurchaseError, purchaseUnavailable } from '@kerching/domain/checkout';
import { type SiteKey, isSiteKey } from '@kerching/domain/site';
import type { CurrencyCode } from '@kerching/domain/site';

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
