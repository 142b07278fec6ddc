/**
 * Deal paths (spec 1 §2): `/deal/{category}/{sub}/{subsub}/{dealId}/{blurb}`.
 * - One to three category segments come first (the first is the location or national/travel
 *   section, as in /deal/london/beauty/facials/..., /deal/shop/...).
 * - Then the numeric deal id, or `e` for an evergreen deal followed by its deal id (an evergreen
 *   path without a deal id is an error).
 * - A second numeric segment is a product id.
 * - Then an optional blurb (the readable slug), and nothing more.
 * `parseDealPath` and `buildDealPath` are inverses: parsing a built path gives the deal path back,
 * and building a parsed path gives a path that parses to the same value.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { encodeComponent } from '../listing/queryString';
import { type RouteError, routeError } from './errors';
import { parsePath } from './path';

export const DEAL_PATH_PREFIX = 'deal';
export const EVERGREEN_MARKER = 'e';
export const MAX_DEAL_CATEGORY_SEGMENTS = 3;

export interface DealPath {
  /** The location or section, then up to two category levels: one to three segments. */
  readonly categories: ReadonlyArray<string>;
  readonly dealId: number;
  readonly evergreen: boolean;
  readonly productId: O.Option<number>;
  readonly blurb: O.Option<string>;
}

/** A deal or product id in a path: 1 to 15 digits (so it is always a safe integer). */
export const isNumericId = (segment: string): boolean => /^\d{1,15}$/.test(segment);

const numericId = (segment: string | undefined): O.Option<number> =>
  segment !== undefined && isNumericId(segment) ? O.some(Number(segment)) : O.none;

interface IdAndTail {
  readonly dealId: number;
  readonly evergreen: boolean;
  readonly tail: ReadonlyArray<string>;
}

/** Reads the id part: a numeric id, or `e` and then the numeric id. */
const readId = (marker: string, after: ReadonlyArray<string>, path: string): E.Either<RouteError, IdAndTail> => {
  if (marker !== EVERGREEN_MARKER) return E.right({ dealId: Number(marker), evergreen: false, tail: after });
  return pipe(
    numericId(after[0]),
    O.match(
      () => E.left(routeError('ROUTE.EVERGREEN_DEAL_ID_MISSING', `Evergreen deal path without a deal id: ${path}`)),
      (dealId) => E.right({ dealId, evergreen: true, tail: after.slice(1) }),
    ),
  );
};

/** A deal path from the segments of a path (the first must be `deal`). */
export const dealPathFromSegments = (segments: ReadonlyArray<string>): E.Either<RouteError, DealPath> => {
  const shown = `/${segments.join('/')}`;
  if (segments[0] !== DEAL_PATH_PREFIX) {
    return E.left(routeError('ROUTE.DEAL_PATH_INVALID', `Not a deal path (it must start with /deal): ${shown}`));
  }
  const rest = segments.slice(1);
  const idAt = rest.findIndex((segment) => isNumericId(segment) || segment === EVERGREEN_MARKER);
  const marker = rest[idAt];
  if (marker === undefined) return E.left(routeError('ROUTE.DEAL_ID_MISSING', `Deal path without a deal id: ${shown}`));
  const categories = rest.slice(0, idAt);
  if (categories.length === 0 || categories.length > MAX_DEAL_CATEGORY_SEGMENTS) {
    return E.left(
      routeError('ROUTE.DEAL_PATH_INVALID', `A deal path has one to three category segments before the id: ${shown}`),
    );
  }
  return pipe(
    readId(marker, rest.slice(idAt + 1), shown),
    E.chain(({ dealId, evergreen, tail }) => {
      const productId = numericId(tail[0]);
      const afterProduct = O.isSome(productId) ? tail.slice(1) : tail;
      if (afterProduct.length > 1) {
        return E.left(routeError('ROUTE.DEAL_PATH_INVALID', `Unexpected segments after the deal blurb: ${shown}`));
      }
      return E.right({ categories, dealId, evergreen, productId, blurb: O.fromNullable(afterProduct[0]) });
    }),
  );
};

/** Parses a deal path such as "/deal/london/beauty/12345/spa-day?usr_src=search". */
export const parseDealPath = (input: string): E.Either<RouteError, DealPath> =>
  pipe(
    parsePath(input),
    E.chain(({ segments }) => dealPathFromSegments(segments)),
  );

/** Builds the path of a deal; the inverse of parseDealPath. */
export const buildDealPath = (deal: DealPath): string =>
  `/${[
    DEAL_PATH_PREFIX,
    ...deal.categories,
    ...(deal.evergreen ? [EVERGREEN_MARKER] : []),
    String(deal.dealId),
    ...RA.fromOption(O.map(String)(deal.productId)),
    ...RA.fromOption(deal.blurb),
  ]
    .map(encodeComponent)
    .join('/')}`;
