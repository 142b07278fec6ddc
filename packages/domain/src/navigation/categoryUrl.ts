/**
 * Where a category's page is (spec 1 §2 "Listing paths": {location}/{category}/{subCategory}/
 * {subSubCategory} under /deals). Our choices, by the top category:
 * - local: the category path under the shopper's location: /deals/london/beauty-and-spa/facials.
 * - national: the category path under the national location, shown as `shop`:
 *   /deals/shop/shopping/electricals, /deals/shop/gifts.
 * - travel: the top category is the travel location itself, `escapes`: /deals/escapes,
 *   /deals/escapes/uk-travel/uk-spa-breaks.
 * - the VIP and wellness-collection top categories (by path type, or by their short names `vip`
 *   and `wellness-collection`) are their own locations too: /deals/vip/vip-shopping,
 *   /deals/wellness-collection.
 * Any other path type is treated as local.
 */
import { encodeComponent } from '../listing/queryString';
import { pathSegments } from '../routing/path';
import { locationFromSegment, SHOP_LOCATION, DEALS_BASE_SEGMENT } from '../routing/listingPath';
import { WELLNESS_COLLECTION_LOCATION, VIP_SEGMENT } from '../routing/classifyRoute';
import { DEAL_PATH_PREFIX } from '../routing/dealPath';

export const CANONICAL_PATH_TYPES = ['local', 'national', 'travel', 'vip', 'wellness'] as const;
export type CanonicalPathType = (typeof CANONICAL_PATH_TYPES)[number];

const isCanonicalPathType = (value: string): value is CanonicalPathType =>
  (CANONICAL_PATH_TYPES as ReadonlyArray<string>).includes(value);

/** The canonical path type of a category; anything unknown is local. */
export const canonicalPathType = (value: string): CanonicalPathType => {
  const lower = value.toLowerCase();
  return isCanonicalPathType(lower) ? lower : 'local';
};

export const TRAVEL_PAGE_LOCATION = 'escapes';

/** The path type of a top category: its own, or vip and wellness for the tops of those names. */
export const topCategoryPathType = (shortName: string, pathType: string): CanonicalPathType => {
  if (shortName === VIP_SEGMENT) return 'vip';
  if (shortName === WELLNESS_COLLECTION_LOCATION) return 'wellness';
  return canonicalPathType(pathType);
};

const join = (segments: ReadonlyArray<string>): string => `/${segments.map(encodeComponent).join('/')}`;

/**
 * The page address of a category: `path` is the short names from the top category down
 * (["beauty-and-spa", "facials"]), `location` the shopper's location short name.
 */
export const categoryUrl = (type: CanonicalPathType, path: ReadonlyArray<string>, location: string): string => {
  const below = path.slice(1);
  switch (type) {
    case 'local':
      return join([DEALS_BASE_SEGMENT, location, ...path]);
    case 'national':
      return join([DEALS_BASE_SEGMENT, SHOP_LOCATION, ...path]);
    case 'travel':
      return join([DEALS_BASE_SEGMENT, TRAVEL_PAGE_LOCATION, ...below]);
    case 'vip':
      return join([DEALS_BASE_SEGMENT, VIP_SEGMENT, ...below]);
    case 'wellness':
      return join([DEALS_BASE_SEGMENT, WELLNESS_COLLECTION_LOCATION, ...below]);
  }
};

/** The location type of a page address: local for /deals/{a town}/..., none for any other address. */
export const isLocalUrl = (url: string): boolean => {
  const [base, location] = pathSegments(url);
  if (base !== DEALS_BASE_SEGMENT || location === undefined) return false;
  if (location === VIP_SEGMENT || location === WELLNESS_COLLECTION_LOCATION) return false;
  return locationFromSegment(location).kind === 'local';
};

/**
 * Whether a navigation item is the current one: the page is the item's address or below it, or a
 * deal page (/deal/...) whose path names the item's category.
 */
export const isActiveUrl = (itemUrl: string, shortName: string, pathname: string): boolean => {
  const page = pathSegments(pathname);
  const item = pathSegments(itemUrl);
  if (item.length > 0 && item.every((segment, i) => page[i] === segment)) return true;
  return page[0] === DEAL_PATH_PREFIX && page.slice(1, -1).includes(shortName);
};
