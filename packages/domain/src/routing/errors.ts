/**
 * The routing family's error codes. Each is stable: the HTTP and React edges map them to a status
 * and a message in one table each.
 */
import { type DomainError, domainError } from '../shared/error';
import { EMPTY_STRING_RECEIVED } from './messages';

export const ROUTE_ERROR_CODES = [
  /** The path parser received an empty string. */
  'ROUTE.EMPTY_PATH',
  /** The path parser received a full URL: the caller must strip the origin first. */
  'ROUTE.FULL_URL',
  /** The path, or a page-type name, is not one of the supported page types. */
  'ROUTE.UNSUPPORTED_PAGE_TYPE',
  /** A /deal path without a deal id. */
  'ROUTE.DEAL_ID_MISSING',
  /** An evergreen deal path (`e` in place of the id) without a deal id after it. */
  'ROUTE.EVERGREEN_DEAL_ID_MISSING',
  /** A path that is not a deal path, or has the wrong number of segments. */
  'ROUTE.DEAL_PATH_INVALID',
] as const;
export type RouteErrorCode = (typeof ROUTE_ERROR_CODES)[number];
export type RouteError = DomainError<RouteErrorCode>;

export const emptyPathError = (): RouteError => domainError('ROUTE.EMPTY_PATH', EMPTY_STRING_RECEIVED);

export const routeError = (code: Exclude<RouteErrorCode, 'ROUTE.EMPTY_PATH'>, detail: string): RouteError =>
  domainError(code, detail);
