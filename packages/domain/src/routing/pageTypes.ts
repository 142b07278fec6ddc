/**
 * The page types of spec 1 §2 "Page types". Unsupported page types raise an error: here an Either
 * with the stable code ROUTE.UNSUPPORTED_PAGE_TYPE.
 */
import * as E from 'fp-ts/Either';
import { type RouteError, routeError } from './errors';

export const PAGE_TYPES = [
  'account',
  'category',
  'checkout',
  'claim-gift',
  'dashboard',
  'deal',
  'dealPreview',
  'early-bird',
  'extendLanding',
  'gift-finder',
  'gifts',
  'guide',
  'homepage',
  'map-view',
  'myaccount',
  'order-addon',
  'ppc',
  'recentlyViewed',
  'recommended',
  'search',
  'special',
  'travel',
  'vipCategory',
  'vipDeal',
  'vouchers',
  'wellness-collection',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const isPageType = (value: string): value is PageType => (PAGE_TYPES as ReadonlyArray<string>).includes(value);

export const unsupportedPageType = (what: string): RouteError =>
  routeError('ROUTE.UNSUPPORTED_PAGE_TYPE', `Unsupported page type: ${what}`);

/** A page-type name from outside (a route's data, a query) checked against the supported list. */
export const pageTypeFromString = (value: string): E.Either<RouteError, PageType> =>
  isPageType(value) ? E.right(value) : E.left(unsupportedPageType(value));
