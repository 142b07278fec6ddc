/**
 * Card numbers never enter the purchase core (spec README: payments go through a gateway that
 * tokenises the card in hosted fields). This rule finds anything that looks like a primary account
 * number (PAN) in free text, so that a request field carrying one is refused before it is stored.
 *
 * A PAN here is a run of 13 to 19 digits that passes the Luhn checksum, typed either as one block
 * of digits or in the groups card forms use, split by single spaces or dashes: groups of 4 with a
 * last group of 1 to 4 ("4111 1111 1111 1111"), or the 4-6-5 / 4-6-4 layout of American Express and
 * Diners. Any such run inside a longer text counts ("order 4111 1111 1111 1111 please").
 * Longer digit runs and other groupings (UUIDs, phone numbers, dates) are not card numbers.
 */
import { luhnCheck } from './cardValidation';

export const PAN_MIN_DIGITS = 13;
export const PAN_MAX_DIGITS = 19;

/** Digit runs with single space or dash separators between digits. */
const DIGIT_RUNS = /\d(?:[ -]?\d)*/g;

const isCardGrouping = (groups: readonly number[]): boolean => {
  if (groups.length === 1) return true;
  const last = groups[groups.length - 1] ?? 0;
  if (groups.slice(0, -1).every((g) => g === 4) && last >= 1 && last <= 4) return true;
  return groups.length === 3 && groups[0] === 4 && groups[1] === 6 && (last === 4 || last === 5);
};

/** True when the text holds something that reads as a card number. */
export const containsCardNumber = (text: string): boolean => {
  for (const match of text.matchAll(DIGIT_RUNS)) {
    const groups = match[0].split(/[ -]/);
    const separators = new Set(match[0].replace(/\d/g, ''));
    const digits = groups.join('');
    if (
      digits.length >= PAN_MIN_DIGITS &&
      digits.length <= PAN_MAX_DIGITS &&
      separators.size <= 1 &&
      isCardGrouping(groups.map((g) => g.length)) &&
      luhnCheck(digits)
    ) {
      return true;
    }
  }
  return false;
};

/** Every string found anywhere in a value (object fields, array items), depth first. */
export const stringsIn = (value: unknown): readonly string[] => {
  if (typeof value === 'string') return [value];
  if (typeof value === 'number' || typeof value === 'bigint') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
};

/** True when any string or number anywhere in the value holds a card number. */
export const valueContainsCardNumber = (value: unknown): boolean => stringsIn(value).some(containsCardNumber);
