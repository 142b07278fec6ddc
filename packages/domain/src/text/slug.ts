/**
 * Slugs (spec 1 §5 "Slugs: lower-case, non-alphanumerics to dash, collapse, trim").
 *
 * Our addition: letters with accents keep their base letter ("Café Crème" -> "cafe-creme") because
 * a shopper expects that rather than "caf-cr-me". Text is decomposed (NFKD) and its combining
 * marks dropped before lower-casing; "alphanumeric" then means ASCII a-z and 0-9, so a slug is
 * always safe in a URL path. A text with no alphanumerics gives the empty slug.
 */

const COMBINING_MARKS = /\p{M}+/gu;
const NON_ALPHANUMERIC_RUNS = /[^a-z0-9]+/g;
const EDGE_DASHES = /^-+|-+$/g;

/** The shape of every non-empty slug: alphanumeric words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(NON_ALPHANUMERIC_RUNS, '-')
    .replace(EDGE_DASHES, '');

export const isSlug = (text: string): boolean => SLUG_PATTERN.test(text);

/** Location, category, special and tag short names: slugs of at most 64 characters. */
export const SHORT_NAME_MAX_LENGTH = 64;
export const isShortName = (text: string): boolean => text.length <= SHORT_NAME_MAX_LENGTH && isSlug(text);
