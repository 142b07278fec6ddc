/**
 * Truncation (spec 1 §5 "Truncation cuts at the last space before the limit with an ellipsis").
 *
 * - A text that fits (length <= limit) is returned unchanged.
 * - Otherwise the text is cut at the last space that leaves room for the ellipsis, trailing spaces
 *   are dropped, and the ellipsis is added: the result, ellipsis included, is never longer than
 *   the limit.
 * - A first word longer than the room is cut inside the word (never in the middle of a surrogate
 *   pair), so a long single word still fits.
 * - A limit below 1 gives the empty text; a limit of 1 gives the ellipsis alone.
 *
 * Lengths are counted in UTF-16 code units, the way `String.prototype.length` and database
 * column limits in characters of JavaScript strings count them.
 */

/** One character, U+2026, so the whole limit but one is left for the text. */
export const ELLIPSIS = '\u2026';

const isHighSurrogate = (code: number): boolean => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number): boolean => code >= 0xdc00 && code <= 0xdfff;

/** Cuts at `end` unless that splits a surrogate pair, in which case one unit earlier. */
const cutAt = (text: string, end: number): string =>
  isHighSurrogate(text.charCodeAt(end - 1)) && isLowSurrogate(text.charCodeAt(end))
    ? text.slice(0, end - 1)
    : text.slice(0, end);

export const truncate = (text: string, limit: number): string => {
  if (text.length <= limit) return text;
  // Also catches a NaN limit, for which no text fits.
  if (!(limit >= 1)) return '';
  const room = Math.floor(limit) - ELLIPSIS.length;
  const lastSpace = text.lastIndexOf(' ', room);
  const atWord = lastSpace > 0 ? text.slice(0, lastSpace).trimEnd() : '';
  const head = atWord === '' ? cutAt(text, room).trimEnd() : atWord;
  return `${head}${ELLIPSIS}`;
};
