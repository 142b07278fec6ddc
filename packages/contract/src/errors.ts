import * as t from 'io-ts';

/** Every 4xx/5xx answer of the API: a stable code and a sentence a shopper can read. */
export const ApiErrorCodec = t.type({ error: t.type({ code: t.string, message: t.string }) });
export type ApiError = t.TypeOf<typeof ApiErrorCodec>;

/** Flattens io-ts errors into "page: expected a whole number" lines for a 400 answer. */
export const describeErrors = (errors: t.Errors): string =>
  errors
    .map((e) => {
      const path = e.context
        .map((c) => c.key)
        .filter((k) => k !== '')
        .join('.');
      const expected = e.message ?? e.context[e.context.length - 1]?.type.name ?? 'a valid value';
      return `${path || 'value'}: expected ${expected}`;
    })
    .join('; ');
