/**
 * Sort options of a listing (spec 1 §3 "Sort options": popularity, price (high to low),
 * discountPercentage, recentlyAdded, pricelow) and how a sort travels in a filter URL.
 *
 * In the URL a sort is the pair `orderBy` (the field) and `order` (the direction), both filter keys
 * of spec 1 §3. The default sort is popularity; the select's "nothing chosen" value is -1. Both are
 * left out of the URL (spec 1 §5 "Filter URL omits sort when default (-1 or popularity)").
 * Design choice (the spec does not show the URL values): price is `orderBy=price&order=desc`,
 * pricelow is `orderBy=price&order=asc`, discount and recently added sort descending.
 */
import * as O from 'fp-ts/Option';
import {
  SORT_LABEL_DISCOUNT,
  SORT_LABEL_POPULARITY,
  SORT_LABEL_PRICE_HIGH_TO_LOW,
  SORT_LABEL_PRICE_LOW_TO_HIGH,
  SORT_LABEL_RECENTLY_ADDED,
} from './messages';

export const SORT_OPTION_VALUES = ['popularity', 'price', 'discountPercentage', 'recentlyAdded', 'pricelow'] as const;
export type SortOption = (typeof SORT_OPTION_VALUES)[number];

export const DEFAULT_SORT: SortOption = 'popularity';
/** The sort select's "nothing chosen" value, treated as the default. */
export const UNSET_SORT_VALUE = '-1';

export type SortDirection = 'asc' | 'desc';

export interface SortChoice {
  readonly value: SortOption;
  readonly label: string;
}

export const SORT_LABELS: Readonly<Record<SortOption, string>> = {
  popularity: SORT_LABEL_POPULARITY,
  price: SORT_LABEL_PRICE_HIGH_TO_LOW,
  discountPercentage: SORT_LABEL_DISCOUNT,
  recentlyAdded: SORT_LABEL_RECENTLY_ADDED,
  pricelow: SORT_LABEL_PRICE_LOW_TO_HIGH,
};

/**
 * The options in the order a sort menu shows them, with their labels. Marked pure so that bundles
 * importing the module for something else leave it out.
 */
export const SORT_OPTIONS: ReadonlyArray<SortChoice> = /* @__PURE__ */ SORT_OPTION_VALUES.map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

export const isSortOption = (value: string): value is SortOption =>
  (SORT_OPTION_VALUES as ReadonlyArray<string>).includes(value);

export interface SortParams {
  readonly orderBy: string;
  readonly order: SortDirection;
}

/** The URL form of a sort; none for the default, which the URL leaves out. */
export const sortParams = (option: SortOption): O.Option<SortParams> => {
  switch (option) {
    case 'popularity':
      return O.none;
    case 'price':
      return O.some({ orderBy: 'price', order: 'desc' });
    case 'pricelow':
      return O.some({ orderBy: 'price', order: 'asc' });
    case 'discountPercentage':
      return O.some({ orderBy: 'discountPercentage', order: 'desc' });
    case 'recentlyAdded':
      return O.some({ orderBy: 'recentlyAdded', order: 'desc' });
  }
};

/**
 * Reads a sort back from `orderBy` and `order`. `orderBy=price` is pricelow only with
 * `order=asc`; `orderBy` may also name an option directly (`orderBy=pricelow`); anything else is
 * the default.
 */
export const sortFromParams = (orderBy: O.Option<string>, order: O.Option<string>): SortOption => {
  if (O.isNone(orderBy)) return DEFAULT_SORT;
  if (orderBy.value === 'price') return O.isSome(order) && order.value.toLowerCase() === 'asc' ? 'pricelow' : 'price';
  return isSortOption(orderBy.value) ? orderBy.value : DEFAULT_SORT;
};
