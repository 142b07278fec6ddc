/**
 * The booking calendar call (spec 2 §7.5 "Calendar and flights"):
 * GET /v1/availability/deal/{id}?leadProductId&month&year (quantity, nights, googleHotelAds and
 * departureAirport accepted and unused) — the days of a deal sold by date for one month, through
 * the GetDealCalendar use-case; the answer's shape is the contract's `availabilityResponse`.
 *
 * A malformed id or query value (month 13, year "x", id "abc"), or a month without its year, is
 * 400 with a sentence naming it; an unknown deal, a deal of another site and a deal not sold by
 * date are 404 (DEAL.NOT_FOUND); a database outage is 503. Status and wording come from the one
 * error table.
 */
import * as E from 'fp-ts/Either';
import type { Context, Hono } from 'hono';
import {
  AvailabilityQueryCodec,
  DealIdCodec,
  availabilityResponse,
  describeErrors,
  monthOfAvailabilityQuery,
} from '@kerching/contract';
import * as O from 'fp-ts/Option';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

export const AVAILABILITY_PATH = '/v1/availability/deal';

const invalid = (c: Context<AppEnv>, reason: string): Response =>
  errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${reason}.`);

export const availabilityRoutes = (app: Hono<AppEnv>): void => {
  app.get(`${AVAILABILITY_PATH}/:id`, async (c) => {
    const id = DealIdCodec.decode(c.req.param('id'));
    if (E.isLeft(id)) return invalid(c, 'id: expected a whole number');
    const query = AvailabilityQueryCodec.decode(c.req.query());
    if (E.isLeft(query)) return invalid(c, describeErrors(query.left));
    const month = monthOfAvailabilityQuery(query.right);
    if (E.isLeft(month)) return invalid(c, month.left);
    const result = await c.get('services').getDealCalendar.execute({
      site: c.get('site').key,
      dealId: id.right,
      productId: O.fromNullable(query.right.leadProductId),
      month: month.right,
    })();
    if (E.isRight(result)) return c.json(availabilityResponse(result.right));
    if (result.left.code === 'CATALOG.UNAVAILABLE')
      c.get('log').error({ detail: result.left.detail }, 'store unavailable');
    return errorResponse(c, result.left.code);
  });
};
