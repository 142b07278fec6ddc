/**
 * Where a redirect may send a shopper when the place comes from the request (a `returnTo` or
 * `redirectUrl` parameter, a form field, a cookie, a token-migration `next`): only a path on this
 * site (spec 1 §4 post-login redirect order; issue 40 item 5, no open redirect). Every redirect to
 * a value the shopper (or another site) can choose goes through here.
 *
 * A value is refused, and the default page used instead, when either the value itself or the value
 * once its percent-encoding is undone (repeatedly: `%252F` is `%2F` is `/`) has
 * - a control character (browsers silently drop a tab, CR or LF inside a URL, so `/<tab>/host` is
 *   read as `//host`; a CR or LF cannot go in a Location header at all),
 * - a backslash (browsers read `\` as `/`), or a `//` in its path (`//host` names another site),
 * - anything but one `/` at its start (no scheme, no relative path),
 * - malformed percent-encoding,
 * - a `.` or `..` segment (a browser resolves them, so `/a/../..//host` would become `//host`).
 * What is kept goes out with everything outside printable ASCII percent-encoded, so it always fits
 * a Location header; a lone surrogate (which cannot be encoded) is refused.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

/** Enough for `%25252F`-style layering; a value still changing after this many rounds is refused. */
const DECODE_ROUNDS = 4;

// C0 controls, DEL and C1 controls; also the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

const decodedOnce = (value: string): O.Option<string> => {
  try {
    return O.some(decodeURIComponent(value));
  } catch {
    return O.none;
  }
};

/** The value with every layer of percent-encoding undone; none when malformed or too deep. */
const fullyDecoded = (value: string): O.Option<string> => {
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS; round += 1) {
    const next = decodedOnce(current);
    if (O.isNone(next)) return O.none;
    if (next.value === current) return O.some(current);
    current = next.value;
  }
  return O.none;
};

const pathPart = (value: string): string => value.split(/[?#]/, 1)[0] ?? value;

const isDotSegment = (segment: string): boolean => segment === '.' || segment === '..';

/** One leading `/`; no control character, backslash, `//` or dot segment. */
const looksLocal = (value: string): boolean => {
  const path = pathPart(value);
  return (
    value.startsWith('/') &&
    !CONTROL.test(value) &&
    !value.includes('\\') &&
    !path.includes('//') &&
    !path.split('/').some(isDotSegment)
  );
};

/** Printable ASCII kept, everything else percent-encoded as UTF-8; none for a lone surrogate. */
const inAscii = (value: string): O.Option<string> => {
  try {
    return O.some([...value].map((ch) => (/^[\u0021-\u007e]$/.test(ch) ? ch : encodeURIComponent(ch))).join(''));
  } catch {
    return O.none;
  }
};

/** Some(path on this site, in ASCII) for a value safe to redirect to; none otherwise. */
export const sameSitePath = (raw: unknown): O.Option<string> => {
  if (typeof raw !== 'string' || !looksLocal(raw)) return O.none;
  return pipe(
    fullyDecoded(raw),
    O.filter(looksLocal),
    O.chain(() => inAscii(raw)),
  );
};

/** The path to redirect to: `raw` when it is a path on this site (in ASCII), else `fallback`. */
export const safeReturnPath = (raw: unknown, fallback: string): string =>
  pipe(
    sameSitePath(raw),
    O.getOrElse(() => fallback),
  );
