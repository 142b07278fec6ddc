/**
 * Small io-ts building blocks for catalogue files, each failing with a sentence that says what was
 * expected ("a whole number >= 0"), so a bad record is reported as `deals[3].priceMinor: expected
 * a whole number >= 0` (see `catalogueFileProblems`).
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { isDateString } from '@kerching/domain/calendar';
import { SLUG_PATTERN } from '@kerching/domain/text';

/** Largest value of a PostgreSQL `integer` column. */
export const MAX_INT4 = 2_147_483_647;

/** A whole number within [min, max], failing with `reason`. */
export const wholeNumber = (min: number, max: number, reason: string): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    reason,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) =>
      typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c, reason),
    (a) => a,
  );

/** A record id: 1 to the integer column's maximum. */
export const Id = wholeNumber(1, MAX_INT4, 'a whole number from 1 to 2147483647');
/** An amount of money in minor units (pence, cent): ADR 4. */
export const MinorUnits = wholeNumber(0, MAX_INT4, 'a whole number >= 0');
/** A count (stock, caps, totals). */
export const Count = wholeNumber(0, MAX_INT4, 'a whole number >= 0');
export const Nights = wholeNumber(1, 16, 'a whole number of nights from 1 to 16');
/** A calendar day's stay length: up to the calendar's 28-day window (spec 2 §9). */
export const StayLength = wholeNumber(1, 28, 'a whole number of nights from 1 to 28');
export const Rating = wholeNumber(1, 5, 'a whole number from 1 to 5');
export const PageSize = wholeNumber(1, 100, 'a whole number from 1 to 100');

/** A finite number within [min, max]. */
export const numberWithin = (min: number, max: number, reason: string): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    reason,
    (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max,
    (u, c) =>
      typeof u === 'number' && Number.isFinite(u) && u >= min && u <= max ? t.success(u) : t.failure(u, c, reason),
    (a) => a,
  );

export const Latitude = numberWithin(-90, 90, 'a latitude from -90 to 90');
export const Longitude = numberWithin(-180, 180, 'a longitude from -180 to 180');
export const ReviewAverage = numberWithin(0, 5, 'a number from 0 to 5');

/** A string matching `pattern` (and at most `maxLength` characters). */
export const textMatching = (pattern: RegExp, reason: string, maxLength = 100_000): t.Type<string, string, unknown> =>
  new t.Type<string, string, unknown>(
    reason,
    (u): u is string => typeof u === 'string' && u.length <= maxLength && pattern.test(u),
    (u, c) =>
      typeof u === 'string' && u.length <= maxLength && pattern.test(u) ? t.success(u) : t.failure(u, c, reason),
    (a) => a,
  );

/** Any string, possibly empty. */
export const Text = textMatching(/^/, 'a string');
/** A string with at least one non-blank character. */
export const NonEmptyText = textMatching(/\S/, 'a non-empty string');
/** Lower-case letters and digits joined by single dashes ("dublin-south"). */
export const Slug = textMatching(SLUG_PATTERN, 'a slug (lower-case letters, digits, single dashes)', 200);

export const Bool = new t.Type<boolean, boolean, unknown>(
  'true or false',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => (typeof u === 'boolean' ? t.success(u) : t.failure(u, c, 'true or false')),
  (a) => a,
);

/** One of the listed strings. */
export const oneOf = <const V extends readonly [string, ...string[]]>(
  values: V,
): t.Type<V[number], V[number], unknown> => {
  const reason = `one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
  const is = (u: unknown): u is V[number] => typeof u === 'string' && values.includes(u);
  return new t.Type<V[number], V[number], unknown>(
    reason,
    is,
    (u, c) => (is(u) ? t.success(u) : t.failure(u, c, reason)),
    (a) => a,
  );
};

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** An instant written as ISO 8601 with a zone ("2026-11-22T12:00:00.000Z"), decoded to a Date. */
export const DateFromIsoString = new t.Type<Date, string, unknown>(
  'an ISO 8601 date-time with a zone, such as 2026-11-22T12:00:00.000Z',
  (u): u is Date => u instanceof Date && !Number.isNaN(u.getTime()),
  (u, c) => {
    if (typeof u !== 'string' || !ISO_DATE_TIME.test(u))
      return t.failure(u, c, 'an ISO 8601 date-time with a zone, such as 2026-11-22T12:00:00.000Z');
    const date = new Date(u);
    return Number.isNaN(date.getTime()) ? t.failure(u, c, 'a real calendar date-time') : t.success(date);
  },
  (d) => d.toISOString(),
);

const DATE_REASON = 'a real date written YYYY-MM-DD, such as 2026-11-22';

/** A calendar date 'YYYY-MM-DD' that exists (no 2026-02-30), kept as its text. */
export const DateText = new t.Type<string, string, unknown>(
  DATE_REASON,
  (u): u is string => typeof u === 'string' && isDateString(u),
  (u, c) => (typeof u === 'string' && isDateString(u) ? t.success(u) : t.failure(u, c, DATE_REASON)),
  (a) => a,
);

/** The value or null; failures keep the inner reason and add "or null". */
export const nullable = <A, O>(codec: t.Type<A, O, unknown>): t.Type<A | null, O | null, unknown> =>
  new t.Type<A | null, O | null, unknown>(
    `${codec.name} or null`,
    (u): u is A | null => u === null || codec.is(u),
    (u, c) =>
      u === null
        ? t.success(null)
        : E.mapLeft((errors: t.Errors) => errors.map((e) => ({ ...e, message: `${e.message ?? codec.name} or null` })))(
            codec.validate(u, c),
          ),
    (a) => (a === null ? null : codec.encode(a)),
  );

/** The listed keys of an object, as a partial of it. */
const pickDefined = <A extends object>(a: A, keys: ReadonlySet<string>): Partial<A> => {
  const out: Partial<A> = {};
  for (const key in a) if (Object.hasOwn(a, key) && keys.has(key)) out[key] = a[key];
  return out;
};

/**
 * An object with required and optional properties and no others. Property paths stay plain
 * (`deals[3].priceMinor`): both halves validate against the record's own context. A missing
 * required property and an unknown property are reported by name.
 */
export const record = <R extends t.Props, P extends t.Props>(
  name: string,
  required: R,
  optional: P,
): t.Type<
  t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<P>>,
  t.OutputOf<t.TypeC<R>> & t.OutputOf<t.PartialC<P>>,
  unknown
> => {
  const requiredCodec = t.type(required);
  const optionalCodec = t.partial(optional);
  const requiredKeys = new Set(Object.keys(required));
  const optionalKeys = new Set(Object.keys(optional));
  const known = new Set([...requiredKeys, ...optionalKeys]);
  // Each half sees only its own keys, so neither half's copy overwrites the other's decoded values.
  const pick = (u: object, keys: ReadonlySet<string>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(u).filter(([key]) => keys.has(key)));
  return new t.Type(
    name,
    (u): u is t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<P>> => requiredCodec.is(u) && optionalCodec.is(u),
    (u, c) => {
      if (typeof u !== 'object' || u === null || Array.isArray(u)) return t.failure(u, c, `an object (${name})`);
      const errors: t.ValidationError[] = [];
      for (const [key, value] of Object.entries(u)) {
        if (!known.has(key))
          errors.push({ value, context: [...c, { key, type: t.unknown, actual: value }], message: 'no such field' });
      }
      const req = requiredCodec.validate(pick(u, requiredKeys), c);
      const opt = optionalCodec.validate(pick(u, optionalKeys), c);
      if (E.isLeft(req))
        errors.push(
          ...req.left.map((e) =>
            e.value === undefined && e.context.length === c.length + 1
              ? {
                  ...e,
                  message: `${e.message ?? e.context[e.context.length - 1]?.type.name ?? 'a value'} (the field is missing)`,
                }
              : e,
          ),
        );
      if (E.isLeft(opt)) errors.push(...opt.left);
      if (E.isLeft(req) || E.isLeft(opt) || errors.length > 0) return t.failures(errors);
      return t.success({ ...req.right, ...opt.right });
    },
    (a) => ({ ...requiredCodec.encode(a), ...optionalCodec.encode(pickDefined(a, optionalKeys)) }),
  );
};
