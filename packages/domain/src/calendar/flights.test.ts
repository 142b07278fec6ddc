import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { flightsNotice, stayProductsNotice } from './flights';

describe('flights and products notices (spec 2 §8)', () => {
  const flight = {
    arrivalAirport: 'PMI',
    departureAirport: 'LGW',
    inboundJourney: 'PMI-LGW',
    outboundJourney: 'LGW-PMI',
    priceDiff: 0,
  };
  it("Sorry, there's been a problem getting the flights.", () => {
    expect(flightsNotice({ _tag: 'FlightsFailed' })).toEqual(
      O.some("Sorry, there's been a problem getting the flights."),
    );
  });
  it('no flights', () => {
    expect(flightsNotice({ _tag: 'FlightsFound', flights: [] })).toEqual(
      O.some('Sorry, there are no flights for these dates. Please try different dates or airports.'),
    );
    expect(flightsNotice({ _tag: 'FlightsFound', flights: [flight] })).toEqual(O.none);
  });
  it('no products for dates or nights', () => {
    expect(O.isSome(stayProductsNotice([]))).toBe(true);
    expect(stayProductsNotice([{ id: 1 }])).toEqual(O.none);
  });
});
