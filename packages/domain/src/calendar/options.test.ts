import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { parseDepartureAirport, parseNights, parsePassengers } from './options';

describe('stay options', () => {
  it('Calendar: nights 1 to 16', () => {
    expect(parseNights('1')).toEqual(E.right(1));
    expect(parseNights(' 16 ')).toEqual(E.right(16));
    expect(parseNights('0')).toEqual(
      E.left({ code: 'CALENDAR.NIGHTS_OUT_OF_RANGE', detail: 'Please choose between 1 and 16 nights.' }),
    );
    expect(parseNights('17')).toMatchObject(E.left({ code: 'CALENDAR.NIGHTS_OUT_OF_RANGE' }));
    expect(parseNights('2.5')).toMatchObject(E.left({ code: 'CALENDAR.NIGHTS_OUT_OF_RANGE' }));
    expect(parseNights('')).toMatchObject(E.left({ code: 'CALENDAR.NIGHTS_OUT_OF_RANGE' }));
  });
  it('passengers 2, 4, 6, 8', () => {
    expect(parsePassengers('4')).toEqual(E.right(4));
    expect(parsePassengers('3')).toEqual(
      E.left({ code: 'CALENDAR.PASSENGERS_INVALID', detail: 'Please choose 2, 4, 6 or 8 passengers.' }),
    );
    expect(parsePassengers('two')).toMatchObject(E.left({ code: 'CALENDAR.PASSENGERS_INVALID' }));
  });
  it('airports LGW, LHR, STN, LTN, LCY, SEN', () => {
    expect(parseDepartureAirport(' lgw ')).toEqual(E.right('LGW'));
    expect(parseDepartureAirport('SEN')).toEqual(E.right('SEN'));
    expect(parseDepartureAirport('MAN')).toMatchObject(E.left({ code: 'CALENDAR.AIRPORT_UNKNOWN' }));
  });
});
