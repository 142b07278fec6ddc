/**
 * Every user-facing string of the routing family. The spec quotes one (spec 2 §8 "Transport and
 * data"): the path parser's answer to an empty string.
 */

/** Verbatim (spec 2 §8): "empty string: 'Empty string received'". */
export const EMPTY_STRING_RECEIVED = 'Empty string received';
