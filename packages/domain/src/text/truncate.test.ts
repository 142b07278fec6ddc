import { describe, expect, it } from 'vitest';
import { ELLIPSIS, truncate } from './truncate';

describe('truncate (spec 1 §5 "Truncation cuts at the last space before the limit with an ellipsis")', () => {
  it('does not cut a text that fits', () => {
    expect(truncate('Spa day for two', 15)).toBe('Spa day for two');
    expect(truncate('', 0)).toBe('');
  });
  it('cuts at the last space before the limit and adds an ellipsis', () => {
    expect(truncate('Spa day for two in London', 15)).toBe(`Spa day for${ELLIPSIS}`);
    expect(truncate('Spa day for two in London', 16)).toBe(`Spa day for two${ELLIPSIS}`);
  });
  it('is never longer than the limit, ellipsis included', () => {
    const cut = truncate('Spa day for two in London', 12);
    expect(cut).toBe(`Spa day for${ELLIPSIS}`);
    expect(cut.length).toBeLessThanOrEqual(12);
  });
  it('drops the spaces before the ellipsis', () => {
    expect(truncate('Spa    day for two', 9)).toBe(`Spa${ELLIPSIS}`);
  });
  it('cuts inside a first word longer than the room', () => {
    expect(truncate('Supercalifragilistic deal', 6)).toBe(`Super${ELLIPSIS}`);
    expect(truncate(' Supercalifragilistic', 6)).toBe(` Supe${ELLIPSIS}`);
    expect(truncate('       word', 4)).toBe(ELLIPSIS);
  });
  it('never splits a surrogate pair', () => {
    expect(truncate('ab😀cd', 4)).toBe(`ab${ELLIPSIS}`);
    expect(truncate('a😀cd', 4)).toBe(`a😀${ELLIPSIS}`);
  });
  it('gives the ellipsis alone for a limit of 1 and nothing below 1', () => {
    expect(truncate('hello', 1)).toBe(ELLIPSIS);
    expect(truncate('hello', 0)).toBe('');
    expect(truncate('hello', -3)).toBe('');
    expect(truncate('hello', Number.NaN)).toBe('');
    expect(truncate('hello', Number.POSITIVE_INFINITY)).toBe('hello');
  });
});
