/**
 * Listing paths (spec 1 §2 "Listing paths", spec 2 §7.4 "Path shape"):
 * `{location}/{category}/{subCategory}/{subSubCategory}/{dealId}`, relative to the deals base.
 * - National deals use the location `national-deal` (shown as `shop` in page paths; both read as
 *   national); `near-me` is the location of hyperlocal deals; travel has its own location,
 *   `travel` or `escapes` (escapes when the travel brand is off); local deals carry a location
 *   short name.
 * - Special pages are `{location}/special/{slug}`.
 * - The gift finder is `{base}/{path}/gift-finder`, and a giftFor value gives
 *   `gift-finder/gifts-for-{value}`.
 * `parseListingPath` accepts a path with or without the leading `deals` base segment.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { encodeComponent } from '../listing/queryString';
import { isNumericId } from './dealPath';
import { type RouteError, routeError } from './errors';
import { parsePath } from './path';

export const DEALS_BASE_SEGMENT = 'deals';
export const NATIONAL_LOCATION = 'national-deal';
export const SHOP_LOCATION = 'shop';
export const HYPERLOCAL_LOCATION = 'near-me';
export const TRAVEL_LOCATIONS = ['travel', 'escapes'] as const;
export type TravelLocation = (typeof TRAVEL_LOCATIONS)[number];
export const SPECIAL_SEGMENT = 'special';
export const GIFT_FINDER_SEGMENT = 'gift-finder';
export const GIFTS_FOR_PREFIX = 'gifts-for-';
export const MAX_LISTING_CATEGORY_SEGMENTS = 3;

/** The map view page (spec 1 §2 "/map-view"); `?location=` names the town, else the location cookie's. */
export const MAP_VIEW_PAGE_PATH = '/map-view';
export const MAP_VIEW_LOCATION_PARAM = 'location';
export const mapViewPagePath = (location: string): string =>
  `${MAP_VIEW_PAGE_PATH}?${MAP_VIEW_LOCATION_PARAM}=${encodeURIComponent(location)}`;

export type ListingLocation =
  | { readonly kind: 'local'; readonly shortName: string }
  | { readonly kind: 'national' }
  | { readonly kind: 'hyperlocal' }
  | { readonly kind: 'travel'; readonly segment: TravelLocation };

export type ListingPath =
  | {
      readonly kind: 'listing';
      readonly location: ListingLocation;
      /** Category, sub-category and sub-sub-category: zero to three segments. */
      readonly categories: ReadonlyArray<string>;
      readonly dealId: O.Option<number>;
    }
  | { readonly kind: 'special'; readonly location: ListingLocation; readonly slug: string }
  | {
      readonly kind: 'giftFinder';
      readonly location: ListingLocation;
      readonly categories: ReadonlyArray<string>;
      readonly giftFor: O.Option<string>;
    };

export const isTravelLocation = (segment: string): segment is TravelLocation =>
  (TRAVEL_LOCATIONS as ReadonlyArray<string>).includes(segment);

export const isNationalLocation = (segment: string): boolean =>
  segment === NATIONAL_LOCATION || segment === SHOP_LOCATION;

export const locationSegment = (location: ListingLocation): string => {
  switch (location.kind) {
    case 'local':
      return location.shortName;
    case 'national':
      return NATIONAL_LOCATION;
    case 'hyperlocal':
      return HYPERLOCAL_LOCATION;
    case 'travel':
      return location.segment;
  }
};

export const locationFromSegment = (segment: string): ListingLocation => {
  if (isNationalLocation(segment)) return { kind: 'national' };
  if (segment === HYPERLOCAL_LOCATION) return { kind: 'hyperlocal' };
  if (isTravelLocation(segment)) return { kind: 'travel', segment };
  return { kind: 'local', shortName: segment };
};

const giftForSegment = (giftFor: string): string => `${GIFTS_FOR_PREFIX}${giftFor}`;

/** The segments of a listing path, not yet encoded. */
export const listingPathSegments = (path: ListingPath): ReadonlyArray<string> => {
  const location = locationSegment(path.location);
  switch (path.kind) {
    case 'listing':
      return [location, ...path.categories, ...RA.fromOption(O.map(String)(path.dealId))];
    case 'special':
      return [location, SPECIAL_SEGMENT, path.slug];
    case 'giftFinder':
      return [location, ...path.categories, GIFT_FINDER_SEGMENT, ...RA.fromOption(O.map(giftForSegment)(path.giftFor))];
  }
};

/** "london/beauty/facials", "national-deal/electricals/123", "london/special/valentines". */
export const buildListingPath = (path: ListingPath): string => listingPathSegments(path).map(encodeComponent).join('/');

const invalid = (segments: ReadonlyArray<string>, why: string): RouteError =>
  routeError('ROUTE.LISTING_PATH_INVALID', `${why}: /${segments.join('/')}`);

const checkCategories = (
  categories: ReadonlyArray<string>,
  segments: ReadonlyArray<string>,
): E.Either<RouteError, ReadonlyArray<string>> => {
  if (categories.length > MAX_LISTING_CATEGORY_SEGMENTS) {
    return E.left(invalid(segments, 'A listing path has at most three category segments'));
  }
  return categories.some(isNumericId)
    ? E.left(invalid(segments, 'Only the last segment of a listing path may be a deal id'))
    : E.right(categories);
};

const giftForFromTail = (
  tail: ReadonlyArray<string>,
  segments: ReadonlyArray<string>,
): E.Either<RouteError, O.Option<string>> => {
  const [only, ...more] = tail;
  if (only === undefined) return E.right(O.none);
  if (more.length === 0 && only.startsWith(GIFTS_FOR_PREFIX) && only.length > GIFTS_FOR_PREFIX.length) {
    return E.right(O.some(only.slice(GIFTS_FOR_PREFIX.length)));
  }
  return E.left(invalid(segments, 'After gift-finder only gifts-for-{value} may follow'));
};

/** A listing path from its decoded segments (the `deals` base segment already removed). */
export const listingPathFromSegments = (segments: ReadonlyArray<string>): E.Either<RouteError, ListingPath> => {
  const [first, ...rest] = segments;
  if (first === undefined) return E.left(invalid(segments, 'A listing path needs a location'));
  const location = locationFromSegment(first);
  if (rest[0] === SPECIAL_SEGMENT) {
    const [, slug, ...more] = rest;
    return slug !== undefined && more.length === 0
      ? E.right({ kind: 'special', location, slug })
      : E.left(invalid(segments, 'A special page path is {location}/special/{slug}'));
  }
  const giftFinderAt = rest.indexOf(GIFT_FINDER_SEGMENT);
  if (giftFinderAt !== -1) {
    return pipe(
      E.Do,
      E.apS('categories', checkCategories(rest.slice(0, giftFinderAt), segments)),
      E.apS('giftFor', giftForFromTail(rest.slice(giftFinderAt + 1), segments)),
      E.map(({ categories, giftFor }): ListingPath => ({ kind: 'giftFinder', location, categories, giftFor })),
    );
  }
  const last = rest[rest.length - 1];
  const dealId = last !== undefined && isNumericId(last) ? O.some(Number(last)) : O.none;
  return pipe(
    checkCategories(O.isSome(dealId) ? rest.slice(0, -1) : rest, segments),
    E.map((categories): ListingPath => ({ kind: 'listing', location, categories, dealId })),
  );
};

/** Parses "london/beauty", "/deals/shop/electricals/123" or "london/special/valentines". */
export const parseListingPath = (input: string): E.Either<RouteError, ListingPath> =>
  pipe(
    parsePath(input),
    E.chain(({ segments }) =>
      listingPathFromSegments(segments[0] === DEALS_BASE_SEGMENT ? segments.slice(1) : segments),
    ),
  );

const trimSlashes = (text: string): string => text.replace(/^\/+|\/+$/g, '');

/**
 * The general gift finder path `{base}/{path}/gift-finder`, plus `/gifts-for-{value}` when a
 * giftFor value is chosen: ("/deal", "dublin", none) -> "/deal/dublin/gift-finder".
 */
export const buildGiftFinderPath = (base: string, path: string, giftFor: O.Option<string>): string => {
  const parts = [trimSlashes(base), trimSlashes(path), GIFT_FINDER_SEGMENT].filter((part) => part !== '');
  const tail = pipe(
    giftFor,
    O.filter((value) => value !== ''),
    O.match(
      () => '',
      (value) => `/${encodeComponent(giftForSegment(value))}`,
    ),
  );
  return `/${parts.join('/')}${tail}`;
};
