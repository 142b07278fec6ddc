/**
 * The path parser (spec 2 §8 "Full URL to the path parser: error (strip origin); empty string:
 * 'Empty string received'"). A path is its decoded, non-empty segments plus its query; the
 * fragment is dropped. Leading, trailing and doubled slashes do not matter.
 */
import * as E from 'fp-ts/Either';
import { type Query, decodeComponent, parseQuery } from '../listing/queryString';
import { type RouteError, emptyPathError, routeError } from './errors';

export interface ParsedPath {
  readonly segments: ReadonlyArray<string>;
  readonly query: Query;
}

const SCHEME = /^[a-zA-Z][a-zA-Z\d+.-]*:\/\//;

/** A full URL: a scheme with `//` (https://, http://) or a protocol-relative `//host`. */
export const isFullUrl = (input: string): boolean => SCHEME.test(input) || input.startsWith('//');

/** The text before any '?' or '#'. */
export const pathnameOf = (input: string): string => {
  const end = input.search(/[?#]/);
  return end === -1 ? input : input.slice(0, end);
};

/** The text between '?' and '#', without the '?'; "" when there is none. */
const queryTextOf = (input: string): string => {
  const hash = input.indexOf('#');
  const withoutFragment = hash === -1 ? input : input.slice(0, hash);
  const mark = withoutFragment.indexOf('?');
  return mark === -1 ? '' : withoutFragment.slice(mark + 1);
};

/** The decoded, non-empty segments of a path: "/deals//london/" -> ["deals", "london"]. */
export const pathSegments = (input: string): ReadonlyArray<string> =>
  pathnameOf(input)
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeComponent);

export const parsePath = (input: string): E.Either<RouteError, ParsedPath> => {
  if (input === '') return E.left(emptyPathError());
  if (isFullUrl(input)) {
    return E.left(routeError('ROUTE.FULL_URL', `Expected a path without its origin, got a full URL: ${input}`));
  }
  return E.right({ segments: pathSegments(input), query: parseQuery(queryTextOf(input)) });
};

/** A path is under a prefix when it is the prefix or continues it with a '/'. */
export const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);
