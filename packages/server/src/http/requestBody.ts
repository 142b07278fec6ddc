/** Request bodies and answers shared by the /v1 routes that take JSON. */
import * as E from 'fp-ts/Either';
import type { Context } from 'hono';
import type * as t from 'io-ts';
import { describeErrors } from '@kerching/contract';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';

/** The request's JSON body decoded by `codec`, or the 400 answer naming what is wrong. */
export const bodyOf = async <A>(c: Context<AppEnv>, codec: t.Decoder<unknown, A>): Promise<E.Either<Response, A>> => {
  let json: unknown;
  try {
    json = await c.req.json();
  } catch {
    return E.left(errorResponse(c, 'REQUEST.INVALID', 'The request body must be JSON.'));
  }
  return decodedOr400(c, codec.decode(json));
};

/** A decoded value, or the 400 answer naming what is wrong. */
export const decodedOr400 = <A>(c: Context<AppEnv>, decoded: t.Validation<A>): E.Either<Response, A> =>
  E.isLeft(decoded)
    ? E.left(errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(decoded.left)}.`))
    : E.right(decoded.right);

/** A value as JSON: fp-ts Options become their value or null, everything else as is. */
export const plain = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(plain);
  if (value instanceof Date) return value.toISOString();
  if (value === null || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if (record['_tag'] === 'None' && Object.keys(record).length === 1) return null;
  if (record['_tag'] === 'Some' && 'value' in record && Object.keys(record).length === 2) return plain(record['value']);
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, plain(v)]));
};
