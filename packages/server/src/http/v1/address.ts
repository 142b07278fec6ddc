/**
 * Address lookup (spec 2 §7.3; ADR 64), for the edition's own country only (a UK site never offers
 * an Irish address, nor an Irish site a UK one):
 * - GET /v1/address/postcode/{p}           the addresses at a postcode (Eircode): 200 {postcode, addresses};
 *                                          a wrong shape 400 "Enter a valid postcode" ("Enter a valid
 *                                          Eircode"), unknown 400 "Invalid postcode"
 * - GET /v1/address/validate/postcode/{p}  200 {valid: true, postcode} or {valid: false, message}
 * - GET /v1/address/autocomplete?q=        200 suggestions: {kind: 'address', key, text} and
 *                                          {kind: 'group', moniker, text, count}
 * - GET /v1/address/moniker/{m}            200 the addresses of a group; unknown 404
 * - GET /v1/address/format/{key}           200 {address, lines}; unknown 404
 * When the address service fails: 503 with the spec's 'An error occurred looking up your postcode.
 * Please enter your address manually.'
 */
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Context, Hono } from 'hono';
import type { DomainError } from '@kerching/domain/shared';
import {
  ADDRESS_PATH,
  AddressRefParamCodec,
  AddressSearchQueryCodec,
  PostcodeParamCodec,
} from '@kerching/contract/address';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';
import { decodedOr400 } from '../requestBody';

type Ctx = Context<AppEnv>;

/** Lookups change only when the address data does: a shopper's browser may keep them a few minutes. */
const KEEP_FOR = 'private, max-age=300';

const answer = async <A>(c: Ctx, task: TE.TaskEither<DomainError & { readonly message?: string }, A>) => {
  const result = await task();
  if (E.isLeft(result)) {
    if (result.left.code === 'VALIDATION.POSTCODE_LOOKUP_FAILED')
      c.get('log').warn({ code: result.left.code, detail: result.left.detail }, 'address lookup');
    return errorResponse(c, result.left.code, result.left.message);
  }
  c.header('cache-control', KEEP_FOR);
  return c.json({ data: result.right });
};

export const addressRoutes = (app: Hono<AppEnv>): void => {
  const services = (c: Ctx) => c.get('services').address;

  app.get(`${ADDRESS_PATH}/postcode/:postcode`, (c) => {
    const postcode = decodedOr400(c, PostcodeParamCodec.decode(c.req.param('postcode')));
    if (E.isLeft(postcode)) return postcode.left;
    return answer(c, services(c).lookupPostcode.execute({ site: c.get('site').key, postcode: postcode.right }));
  });

  app.get(`${ADDRESS_PATH}/validate/postcode/:postcode`, (c) => {
    const postcode = decodedOr400(c, PostcodeParamCodec.decode(c.req.param('postcode')));
    if (E.isLeft(postcode)) return postcode.left;
    return answer(c, services(c).validatePostcode.execute({ site: c.get('site').key, postcode: postcode.right }));
  });

  app.get(`${ADDRESS_PATH}/autocomplete`, (c) => {
    const query = decodedOr400(c, AddressSearchQueryCodec.decode({ q: c.req.query('q') ?? '' }));
    if (E.isLeft(query)) return query.left;
    return answer(c, services(c).searchAddresses.execute({ site: c.get('site').key, text: query.right.q }));
  });

  app.get(`${ADDRESS_PATH}/moniker/:moniker`, (c) => {
    const moniker = decodedOr400(c, AddressRefParamCodec.decode(c.req.param('moniker')));
    if (E.isLeft(moniker)) return moniker.left;
    return answer(c, services(c).expandAddressGroup.execute({ site: c.get('site').key, moniker: moniker.right }));
  });

  app.get(`${ADDRESS_PATH}/format/:key`, (c) => {
    const key = decodedOr400(c, AddressRefParamCodec.decode(c.req.param('key')));
    if (E.isLeft(key)) return key.left;
    return answer(c, services(c).formatAddress.execute({ site: c.get('site').key, key: key.right }));
  });
};
