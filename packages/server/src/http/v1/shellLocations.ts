/**
 * GET /v1/location?kind&lat&lon&limit and GET /v1/nearmelocation/area/{lat}/{lon} (spec 2 §7.2;
 * spec 1 §3 Location). Our reading of the near-me call: {a}/{b} are a latitude and a longitude,
 * and the answer is the near-me areas nearest that point.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono } from 'hono';
import { type GeoPoint, type LocationKind, geoPoint } from '@kerching/domain/location';
import {
  LOCATIONS_PATH,
  LocationsQueryCodec,
  type LocationsResponse,
  NEAR_ME_AREAS_PATH,
  NearMeAreaParamsCodec,
  describeErrors,
} from '@kerching/contract';
import type { AppEnv } from '../appEnv';
import { errorResponse } from '../errors';

export const DEFAULT_LOCATIONS_LIMIT = 100;
export const DEFAULT_NEAR_ME_LIMIT = 10;
const MAX_LOCATIONS_LIMIT = 500;

const answer = async (
  c: Context<AppEnv>,
  kind: LocationKind,
  near: O.Option<GeoPoint>,
  limit: number,
): Promise<Response> => {
  const result = await c.get('services').findLocations.execute({ site: c.get('site').key, kind, near, limit })();
  if (E.isLeft(result)) {
    c.get('log').error({ detail: result.left.detail }, 'locations unavailable');
    return errorResponse(c, result.left.code);
  }
  const body: LocationsResponse = {
    data: { locations: result.right.locations, nearest: O.toNullable(result.right.nearest) },
  };
  return c.json(body);
};

export const shellLocationRoutes = (app: Hono<AppEnv>): void => {
  app.get(LOCATIONS_PATH, async (c) => {
    const query = LocationsQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const { lat, lon, kind, limit } = query.right;
    if ((lat === undefined) !== (lon === undefined)) return errorResponse(c, 'LOCATION.POINT_INCOMPLETE');
    if (limit !== undefined && (limit < 1 || limit > MAX_LOCATIONS_LIMIT))
      return errorResponse(c, 'LOCATION.LIMIT_INVALID');
    let near: O.Option<GeoPoint> = O.none;
    if (lat !== undefined && lon !== undefined) {
      const point = geoPoint(lat, lon);
      if (E.isLeft(point)) return errorResponse(c, point.left.code);
      near = O.some(point.right);
    }
    return answer(c, kind ?? 'local', near, limit ?? DEFAULT_LOCATIONS_LIMIT);
  });

  app.get(`${NEAR_ME_AREAS_PATH}/:a/:b`, async (c) => {
    const params = NearMeAreaParamsCodec.decode(c.req.param());
    if (E.isLeft(params))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(params.left)}.`);
    const point = geoPoint(params.right.a, params.right.b);
    if (E.isLeft(point)) return errorResponse(c, point.left.code);
    return answer(c, 'near-me', O.some(point.right), DEFAULT_NEAR_ME_LIMIT);
  });
};
