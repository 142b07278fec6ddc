/**
 * The log collector's date format (spec 2 §7.9 "Date format day/month-name/year
 * hour:minute:second"): `22/Nov/2026 14:05:09`, always in UTC so that logs from every process
 * compare. Our choices: day, hour, minute and second have two digits; the month is the English
 * three-letter name; the year is written as is.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';

export const MONTH_ABBREVIATIONS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

export type LogDateError = DomainError<'TEXT.INVALID_DATE'>;

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** Month 0..11 to its name; `slice` keeps the lookup total without an unreachable default. */
const monthAbbreviation = (month: number): string => MONTH_ABBREVIATIONS.slice(month, month + 1).join('');

export const formatLogDate = (at: Date): E.Either<LogDateError, string> =>
  Number.isNaN(at.getTime())
    ? E.left(domainError('TEXT.INVALID_DATE', 'An invalid date cannot be written in a log line'))
    : E.right(
        `${twoDigits(at.getUTCDate())}/${monthAbbreviation(at.getUTCMonth())}/${at.getUTCFullYear()} ` +
          `${twoDigits(at.getUTCHours())}:${twoDigits(at.getUTCMinutes())}:${twoDigits(at.getUTCSeconds())}`,
      );
