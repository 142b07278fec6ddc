import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { PASSENGERS_MAX, PASSENGER_TITLES, type PassengerDetails, checkPassengers, passengerProblems } from './index';

const today = new Date('2026-11-23T12:00:00.000Z');

const lead: PassengerDetails = {
  title: 'Mrs',
  firstNames: '  Mary   Anne ',
  lastName: ' Byrne ',
  dateOfBirth: { day: '7', month: '3', year: '1984' },
};

describe('passenger details (spec 1 §5)', () => {
  it('needs none when the order holds no travel, and keeps none it was given', () => {
    expect(checkPassengers([lead], false, today)).toEqual(E.right([]));
    expect(checkPassengers([], false, today)).toEqual(E.right([]));
  });

  it('keeps the lead passenger with names tidied and the date of birth as YYYY-MM-DD', () => {
    expect(checkPassengers([lead], true, today)).toEqual(
      E.right([{ title: 'Mrs', firstNames: 'Mary Anne', lastName: 'Byrne', dateOfBirth: '1984-03-07' }]),
    );
  });

  it('refuses a travel order with no passenger, or with more than the most we take', () => {
    expect(checkPassengers([], true, today)).toEqual(E.left({ kind: 'missing' }));
    const many = Array.from({ length: PASSENGERS_MAX + 1 }, () => lead);
    expect(checkPassengers(many, true, today)).toEqual(E.left({ kind: 'tooMany', count: PASSENGERS_MAX + 1 }));
  });

  it('names the first passenger with a problem and its fields, in form order', () => {
    const second: PassengerDetails = {
      title: 'Dr',
      firstNames: ' ',
      lastName: 'Kelly',
      dateOfBirth: { day: '31', month: '2', year: '1990' },
    };
    expect(checkPassengers([lead, second], true, today)).toEqual(
      E.left({ kind: 'invalid', index: 1, fields: ['title', 'firstNames', 'dateOfBirth'] }),
    );
  });

  it('refuses a name over 100 characters and a date of birth after today or with a two-digit year', () => {
    expect(passengerProblems({ ...lead, lastName: 'x'.repeat(101) }, today)).toEqual(['lastName']);
    expect(passengerProblems({ ...lead, dateOfBirth: { day: '24', month: '11', year: '2026' } }, today)).toEqual([
      'dateOfBirth',
    ]);
    expect(passengerProblems({ ...lead, dateOfBirth: { day: '7', month: '3', year: '84' } }, today)).toEqual([
      'dateOfBirth',
    ]);
    expect(passengerProblems(lead, today)).toEqual([]);
  });
});

const validPassenger = fc.record({
  title: fc.constantFrom(...PASSENGER_TITLES),
  firstNames: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,30}$/),
  lastName: fc.stringMatching(/^[A-Za-z][A-Za-z' -]{0,30}$/),
  dateOfBirth: fc.date({ min: new Date('1900-01-01T00:00:00.000Z'), max: today, noInvalidDate: true }).map((d) => ({
    day: String(d.getUTCDate()),
    month: String(d.getUTCMonth() + 1),
    year: String(d.getUTCFullYear()),
  })),
});

describe('passenger details properties', () => {
  it('property: valid passengers are all kept, in order, and each date of birth reads back as typed', () => {
    fc.assert(
      fc.property(fc.array(validPassenger, { minLength: 1, maxLength: PASSENGERS_MAX }), (passengers) => {
        const kept = checkPassengers(passengers, true, today);
        if (E.isLeft(kept)) throw new Error(`refused ${JSON.stringify(kept.left)}`);
        expect(kept.right.map((p) => p.title)).toEqual(passengers.map((p) => p.title));
        kept.right.forEach((p, i) => {
          const [year, month, day] = p.dateOfBirth.split('-').map(Number);
          const typed = passengers[i]?.dateOfBirth;
          expect([day, month, year]).toEqual([Number(typed?.day), Number(typed?.month), Number(typed?.year)]);
          expect(p.lastName).toBe(p.lastName.trim());
        });
      }),
    );
  });

  it('property: one blank last name anywhere refuses the order at that passenger', () => {
    fc.assert(
      fc.property(fc.array(validPassenger, { minLength: 1, maxLength: PASSENGERS_MAX }), fc.nat(), (passengers, n) => {
        const index = n % passengers.length;
        const broken = passengers.map((p, i) => (i === index ? { ...p, lastName: '  ' } : p));
        expect(checkPassengers(broken, true, today)).toEqual(E.left({ kind: 'invalid', index, fields: ['lastName'] }));
      }),
    );
  });
});
