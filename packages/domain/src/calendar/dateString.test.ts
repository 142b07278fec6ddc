import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  type DateString,
  dateStringOfInstant,
  datesFromTo,
  epochDayOf,
  isDateString,
  nightsBetween,
  ordDateString,
  parseDateString,
  plusDays,
  utcMidnightOf,
} from './dateString';

const d = (text: string): DateString => {
  if (!isDateString(text)) throw new Error(text);
  return text;
};

describe("date strings 'YYYY-MM-DD' with UTC arithmetic", () => {
  it('accepts real dates only', () => {
    expect(parseDateString('2024-02-29')).toEqual(O.some('2024-02-29'));
    expect(parseDateString('2023-02-29')).toEqual(O.none);
    expect(parseDateString('2024-02-30')).toEqual(O.none);
    expect(parseDateString('2024-13-01')).toEqual(O.none);
    expect(parseDateString('2024-1-01')).toEqual(O.none);
    expect(parseDateString('2024-01-01T00:00')).toEqual(O.none);
    expect(parseDateString('')).toEqual(O.none);
  });
  it('adds days across months, years and leap days', () => {
    expect(plusDays(d('2024-02-28'), 1)).toBe('2024-02-29');
    expect(plusDays(d('2024-12-31'), 1)).toBe('2025-01-01');
    expect(plusDays(d('2024-03-01'), -1)).toBe('2024-02-29');
    expect(plusDays(d('2024-03-31'), 28)).toBe('2024-04-28');
  });
  it('counts nights and lists dates', () => {
    expect(nightsBetween(d('2024-03-30'), d('2024-04-02'))).toBe(3);
    expect(datesFromTo(d('2024-03-30'), d('2024-04-01'))).toEqual(['2024-03-30', '2024-03-31', '2024-04-01']);
    expect(datesFromTo(d('2024-04-01'), d('2024-03-30'))).toEqual([]);
  });
  it('converts instants and midnights in UTC', () => {
    expect(dateStringOfInstant(new Date('2024-06-30T23:59:59Z'))).toBe('2024-06-30');
    expect(dateStringOfInstant(new Date('1969-12-31T12:00:00Z'))).toBe('1969-12-31');
    expect(utcMidnightOf(d('1970-01-02'))).toBe(86_400_000);
    expect(epochDayOf(d('1970-01-01'))).toBe(0);
    expect(ordDateString.compare(d('2024-01-02'), d('2023-12-31'))).toBe(1);
  });
});
