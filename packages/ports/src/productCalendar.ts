/**
 * The booking calendar of a calendar deal's products (spec 1 §3 "Calendar day", spec 2 §7.5): which
 * days a stay can start and end on, and what it costs. Read by the deal page, the availability call
 * and the basket (which prices a stay from it).
 */
import type * as TE from 'fp-ts/TaskEither';
import type { CalendarDay, DateString } from '@kerching/domain/calendar';
import type { CatalogError } from './dealCatalog';

export interface ProductCalendar {
  /** The product's days from `from` to `to`, both included, earliest first; days it has no entry for are left out. */
  days(productId: number, from: DateString, to: DateString): TE.TaskEither<CatalogError, readonly CalendarDay[]>;
}
