/**
 * Hyperlocal listings (spec 1 §2 "/near-me/hub, /near-me/{category}/{sub}/{slug}"; "near-me is for
 * hyperlocal deals"): a near-me page is about a place, and lists the deals near it, nearest first.
 *
 * The place is the one the slug names (a near-me area or town: "soho", "massage-near-camden"), or
 * else the shopper's current town (the hub, a category page, a sub-sub-category slug such as
 * "deep-tissue-massage"). OUR READING: the spec names the pages but not how a slug is read.
 */
import * as O from 'fp-ts/Option';
import { DEFAULT_SORT, type SortOption } from '../listing/sort';
import { placeOfSlug } from '../routing/hyperlocalSlug';
import type { ListingCriteria, ListingRequest } from './listingRequest';
import { listingSort } from './listingRequest';

/** The order a listing's deals come in: a sort the shopper can choose, or nearest the place first. */
export type ListingOrder = SortOption | 'nearest';

/** A listing request about a place: it keeps to an `area`, or lists deals `near` a place. */
export const isAboutAPlace = (request: Pick<ListingRequest, 'area' | 'near'>): boolean =>
  request.area !== undefined || request.near !== undefined;

/**
 * A listing about a place (its `area`, or the place it is `near`) lists the nearest deals first,
 * unless the shopper chose another order or a special has its own (the newest first).
 */
export const listingOrder = (criteria: Pick<ListingCriteria, 'special' | 'sort' | 'area' | 'near'>): ListingOrder => {
  const sort = listingSort(criteria.special, criteria.sort);
  const aboutAPlace = O.isSome(criteria.area) || O.isSome(criteria.near);
  return sort === DEFAULT_SORT && aboutAPlace ? 'nearest' : sort;
};

/** In the default order (the most popular first) a listing's first page leads with its main deal. */
export const leadsWithMainDeal = (order: ListingOrder): boolean => order === 'popularity';

/** One way of reading a near-me path: the listing's category path, and the place it is about. */
export interface NearMeReading {
  readonly categories: ReadonlyArray<string>;
  readonly place: string;
  /** The path's every word is read: false for the last resort that sets a slug aside. */
  readonly whole: boolean;
}

/**
 * The readings of /near-me/{categories}/{slug} to try in turn, the most specific first; the first
 * the catalogue knows (category path and place) is the page. With a slug after a sub-category:
 * the slug as a sub-sub-category near the shopper's town, then as the place it names, then the
 * sub-category near the shopper's town (a slug naming nothing we know still lists its deals).
 * Without one: the categories near the shopper's town.
 */
export const nearMeReadings = (
  categories: ReadonlyArray<string>,
  slug: O.Option<string>,
  home: string,
): ReadonlyArray<NearMeReading> => {
  const nearHome: NearMeReading = { categories, place: home, whole: true };
  if (O.isNone(slug)) return [nearHome];
  return [
    { categories: [...categories, slug.value], place: home, whole: true },
    { categories, place: placeOfSlug(slug.value), whole: true },
    { ...nearHome, whole: false },
  ];
};
