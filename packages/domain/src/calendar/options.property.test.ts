import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { DEPARTURE_AIRPORTS, PASSENGER_COUNTS } from './constants';
import { parseDepartureAirport, parseNights, parsePassengers } from './options';

describe('stay options: properties', () => {
  it('nights are accepted exactly from 1 to 16 and read back as the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 100 }), (n) => {
        const parsed = parseNights(String(n));
        expect(E.isRight(parsed)).toBe(n >= 1 && n <= 16);
        if (E.isRight(parsed)) expect(parsed.right).toBe(n);
        expect(E.isRight(parsePassengers(String(n)))).toBe((PASSENGER_COUNTS as readonly number[]).includes(n));
      }),
    );
  });
  it('an airport code is accepted in any case exactly when it is in the list', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...DEPARTURE_AIRPORTS), fc.string({ maxLength: 5 })),
        fc.boolean(),
        (code, lower) => {
          const text = lower ? code.toLowerCase() : code;
          const parsed = parseDepartureAirport(text);
          expect(E.isRight(parsed)).toBe((DEPARTURE_AIRPORTS as readonly string[]).includes(text.trim().toUpperCase()));
          if (E.isRight(parsed)) expect(parsed.right).toBe(text.trim().toUpperCase());
        },
      ),
    );
  });
});
