/**
 * The facet filters of a listing (`f_*` in the URL, spec 1 §2 "Listing filters"; spec 1 §3 Deals
 * response `facetedNavigation.filters`). The spec names the mechanism, not the facets; ours are the
 * deal attributes a shopper narrows by (OUR WORDING for the labels, in messages.ts):
 * - `f_feature`: what the deal offers (a VIP price, click and collect, a gift pack...);
 * - `f_rating`: a minimum review average;
 * - `f_nights`: nights of a travel deal (1 to 16, spec 2 §9);
 * - `f_for` and `f_character`: the gift finder's For and Character answers (spec 1 §2), deals tagged
 *   for that audience or personality. They are filters only: the gift finder asks them as questions,
 *   so the filter panel has no group or counts for them.
 * Values of one facet combine with OR, facets with AND. A facet's counts are computed without its
 * own selection, so choosing a value never hides its siblings (disjunctive faceting).
 */
import * as O from 'fp-ts/Option';
import type { Facet } from '../listing/filters';
import { giftCharacterTag, giftForAudience, giftForTag, giftPersonality } from '../listing/giftFinder';
import {
  FACET_LABEL_FEATURE,
  FACET_LABEL_NIGHTS,
  FACET_LABEL_RATING,
  FEATURE_LABELS,
  nightsLabel,
  ratingLabel,
} from './messages';

export const FEATURE_VALUES = [
  'vip-price',
  'click-and-collect',
  'gift-pack',
  'early-bird',
  'last-chance',
  'price-per-person',
  'deposit',
] as const;
export type FeatureValue = (typeof FEATURE_VALUES)[number];

export const RATING_VALUES = ['4', '3'] as const;
export type RatingValue = (typeof RATING_VALUES)[number];

export const MIN_NIGHTS = 1;
export const MAX_NIGHTS = 16;

export const FACET_NAMES = ['feature', 'rating', 'nights', 'for', 'character'] as const;
export type FacetName = (typeof FACET_NAMES)[number];

export const isFeatureValue = (value: string): value is FeatureValue =>
  (FEATURE_VALUES as ReadonlyArray<string>).includes(value);

export const isRatingValue = (value: string): value is RatingValue =>
  (RATING_VALUES as ReadonlyArray<string>).includes(value);

/** Nights as the URL writes them: "1" to "16", no leading zero. */
export const isNightsValue = (value: string): boolean =>
  /^[1-9]\d?$/.test(value) && Number(value) >= MIN_NIGHTS && Number(value) <= MAX_NIGHTS;

/** The catalogue tag of a gift finder answer (`for`: an audience, `character`: a personality), if it is one. */
const GIFT_TAG: Readonly<Record<'for' | 'character', (value: string) => O.Option<string>>> = {
  for: (value) => O.map(giftForTag)(giftForAudience(value)),
  character: (value) => O.map(giftCharacterTag)(giftPersonality(value)),
};

/** A facet value we know: a listed feature or rating, a number of nights, a gift audience or personality. */
export const isKnownFacet = (facet: Facet): boolean => {
  switch (facet.name) {
    case 'feature':
      return isFeatureValue(facet.value);
    case 'rating':
      return isRatingValue(facet.value);
    case 'nights':
      return isNightsValue(facet.value);
    case 'for':
    case 'character':
      return O.isSome(GIFT_TAG[facet.name](facet.value));
    default:
      return false;
  }
};

/** The chosen values of one facet, in the order given, each once. */
export const selectedValues = (facets: ReadonlyArray<Facet>, name: FacetName): ReadonlyArray<string> => [
  ...new Set(facets.filter((f) => f.name === name).map((f) => f.value)),
];

/**
 * The catalogue tags of the chosen gift audiences (`for`) or personalities (`character`), each once:
 * a deal answers the question when it carries any of them. Unknown values are left out.
 */
export const giftTags = (facets: ReadonlyArray<Facet>, name: 'for' | 'character'): ReadonlyArray<string> =>
  selectedValues(facets, name).flatMap((value) =>
    O.match(
      () => [],
      (tag: string) => [tag],
    )(GIFT_TAG[name](value)),
  );

/** The lowest chosen rating: "4 and up" or "3 and up" together mean "3 and up". None chosen: none. */
export const minimumRating = (facets: ReadonlyArray<Facet>): number | null => {
  const chosen = selectedValues(facets, 'rating').filter(isRatingValue).map(Number);
  return chosen.length === 0 ? null : Math.min(...chosen);
};

/** Counts a catalogue answers with, each computed without the facet's own selection. */
export interface FacetCounts {
  readonly feature: Readonly<Record<FeatureValue, number>>;
  readonly rating: Readonly<Record<RatingValue, number>>;
  /** Deals per number of nights; nights with no deals may be left out. */
  readonly nights: ReadonlyArray<{ readonly nights: number; readonly count: number }>;
}

/** Counts of an empty listing: zero everywhere. */
export const NO_FACET_COUNTS: FacetCounts = {
  feature: {
    'vip-price': 0,
    'click-and-collect': 0,
    'gift-pack': 0,
    'early-bird': 0,
    'last-chance': 0,
    'price-per-person': 0,
    deposit: 0,
  },
  rating: { '4': 0, '3': 0 },
  nights: [],
};

export interface FacetValueCount {
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

/** One group of the filter panel: `key` is the URL key (`f_feature`). */
export interface FacetFilter {
  readonly key: `f_${FacetName}`;
  readonly name: FacetName;
  readonly label: string;
  readonly values: ReadonlyArray<FacetValueCount>;
}

const shown = (value: FacetValueCount): boolean => value.count > 0 || value.selected;

/**
 * The filter panel: every value with deals, or chosen; groups with no value to show are left out.
 * Nights go up in order.
 */
export const facetFilters = (counts: FacetCounts, selected: ReadonlyArray<Facet>): ReadonlyArray<FacetFilter> => {
  const isChosen = (name: FacetName, value: string): boolean => selectedValues(selected, name).includes(value);
  const nightsCounts = new Map(counts.nights.map((n) => [String(n.nights), n.count]));
  const nightValues = [...new Set([...nightsCounts.keys(), ...selectedValues(selected, 'nights')])]
    .filter(isNightsValue)
    .sort((a, b) => Number(a) - Number(b));
  const groups: ReadonlyArray<FacetFilter> = [
    {
      key: 'f_feature',
      name: 'feature',
      label: FACET_LABEL_FEATURE,
      values: FEATURE_VALUES.map((value) => ({
        value,
        label: FEATURE_LABELS[value],
        count: counts.feature[value],
        selected: isChosen('feature', value),
      })).filter(shown),
    },
    {
      key: 'f_rating',
      name: 'rating',
      label: FACET_LABEL_RATING,
      values: RATING_VALUES.map((value) => ({
        value,
        label: ratingLabel(Number(value)),
        count: counts.rating[value],
        selected: isChosen('rating', value),
      })).filter(shown),
    },
    {
      key: 'f_nights',
      name: 'nights',
      label: FACET_LABEL_NIGHTS,
      values: nightValues
        .map((value) => ({
          value,
          label: nightsLabel(Number(value)),
          count: nightsCounts.get(value) ?? 0,
          selected: isChosen('nights', value),
        }))
        .filter(shown),
    },
  ];
  return groups.filter((group) => group.values.length > 0);
};
