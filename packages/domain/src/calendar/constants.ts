/**
 * Calendar constants (spec 2 §9 "Calendar", spec 1 §5), kept as data: 28-day window; nights 1 to 16;
 * passengers 2, 4, 6, 8; airports LGW, LHR, STN, LTN, LCY, SEN; tooltip 3.5 s.
 */

/** A check-out can be chosen at most this many days after the check-in. */
export const CALENDAR_SELECTABLE_WINDOW_DAYS = 28;
export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 16;
export const PASSENGER_COUNTS = [2, 4, 6, 8] as const;
export type PassengerCount = (typeof PASSENGER_COUNTS)[number];
export const DEPARTURE_AIRPORTS = ['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN'] as const;
export type DepartureAirport = (typeof DEPARTURE_AIRPORTS)[number];
export const CALENDAR_TOOLTIP_MS = 3500;
