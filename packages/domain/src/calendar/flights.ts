/**
 * Flights and stay products for chosen dates (spec 1 §3 "Flight option", spec 2 §7.5, §8): what the
 * shopper is told when the flights call fails, when there are no flights, and when no product fits
 * the dates or nights.
 */
import * as O from 'fp-ts/Option';
import { FLIGHTS_PROBLEM, NO_FLIGHTS, NO_PRODUCTS_FOR_DATES_OR_NIGHTS } from './messages';

/** A flight option: the journeys are shown as given; priceDiff is the change to the package price, in minor units. */
export interface FlightOption {
  readonly arrivalAirport: string;
  readonly departureAirport: string;
  readonly inboundJourney: string;
  readonly outboundJourney: string;
  readonly priceDiff: number;
}

export type FlightsLookup =
  { readonly _tag: 'FlightsFailed' } | { readonly _tag: 'FlightsFound'; readonly flights: readonly FlightOption[] };

export const flightsNotice = (lookup: FlightsLookup): O.Option<string> => {
  if (lookup._tag === 'FlightsFailed') return O.some(FLIGHTS_PROBLEM);
  return lookup.flights.length === 0 ? O.some(NO_FLIGHTS) : O.none;
};

/** "No products for dates or nights" when nothing fits the chosen stay. */
export const stayProductsNotice = (products: readonly unknown[]): O.Option<string> =>
  products.length === 0 ? O.some(NO_PRODUCTS_FOR_DATES_OR_NIGHTS) : O.none;
