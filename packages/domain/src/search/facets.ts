/**
 * The faceted navigation of a search (spec 1 §3 Deals response "facetedNavigation (filters,
 * navigations with linkText, count, shortName; stats)"; spec 2 §7.4 "Search ... add
 * facetedNavigation=true").
 * - navigations: the categories the matches fall in, with counts;
 * - filters: the location and price band groups, each option with its count and whether it is chosen;
 * - stats: how many deals match and their cheapest and dearest prices (for a price slider).
 * Counts are disjunctive: a group's counts apply every chosen filter except the group's own, so a
 * shopper sees what choosing another option of the group would give.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { CurrencyCode } from '../site/site';
import { SEARCH_FACET_LABEL_LOCATION, SEARCH_FACET_LABEL_PRICE } from './messages';
import { PRICE_BAND_FACET, PRICE_BAND_PARAM, priceBandByIndex, priceBandLabel } from './priceBands';
import type { SearchRequest } from './searchRequest';

/** A category or location the matches fall in, as the catalogue counts it. */
export interface FacetCount {
  readonly shortName: string;
  readonly name: string;
  readonly count: number;
}

export interface PriceBandCount {
  readonly band: number;
  readonly count: number;
}

/** What a catalogue counts over the deals matching a search's text. */
export interface SearchFacetCounts {
  readonly categories: ReadonlyArray<FacetCount>;
  readonly locations: ReadonlyArray<FacetCount>;
  readonly priceBands: ReadonlyArray<PriceBandCount>;
  /** Cheapest and dearest matching prices (every filter but the price ones); null with no match. */
  readonly minPriceMinor: number | null;
  readonly maxPriceMinor: number | null;
}

export interface SearchNavigation {
  readonly linkText: string;
  readonly shortName: string;
  readonly count: number;
}

export const SEARCH_FILTER_KEYS = ['location', PRICE_BAND_PARAM] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number];

export interface SearchFacetOption {
  /** The URL value of the option (`london`, `10-20`). */
  readonly value: string;
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
}

/** One group of the filter panel, shaped as the listing family's facet groups. */
export interface SearchFacetGroup {
  /** The URL key the group's values set: `location` or `f_price`. */
  readonly key: SearchFilterKey;
  readonly name: 'location' | typeof PRICE_BAND_FACET;
  readonly label: string;
  readonly values: ReadonlyArray<SearchFacetOption>;
}

export interface SearchStats {
  readonly count: number;
  readonly minPriceMinor: number | null;
  readonly maxPriceMinor: number | null;
}

export interface SearchFacets {
  readonly navigations: ReadonlyArray<SearchNavigation>;
  readonly filters: ReadonlyArray<SearchFacetGroup>;
  readonly stats: SearchStats;
}

export const EMPTY_SEARCH_FACETS: SearchFacets = {
  navigations: [],
  filters: [],
  stats: { count: 0, minPriceMinor: null, maxPriceMinor: null },
};

/**
 * How many places a location filter shows before the rest go under "More locations": every place
 * with matches is listed, so a result's town can always be chosen.
 */
export const LOCATION_OPTIONS_SHOWN_FIRST = 12;

const byCountThenName = (a: FacetCount, b: FacetCount): number => b.count - a.count || a.name.localeCompare(b.name);

const isChosen = (chosen: O.Option<string>, shortName: string): boolean =>
  O.isSome(chosen) && chosen.value === shortName;

const locationGroup = (counts: ReadonlyArray<FacetCount>, chosen: O.Option<string>): SearchFacetGroup => {
  const shown = counts.filter((c) => c.count > 0 || isChosen(chosen, c.shortName)).sort(byCountThenName);
  return {
    key: 'location',
    name: 'location',
    label: SEARCH_FACET_LABEL_LOCATION,
    values: shown.map((c) => ({
      value: c.shortName,
      label: c.name,
      count: c.count,
      selected: isChosen(chosen, c.shortName),
    })),
  };
};

const priceGroup = (
  counts: ReadonlyArray<PriceBandCount>,
  chosen: ReadonlyArray<number>,
  currency: CurrencyCode,
): SearchFacetGroup => ({
  key: PRICE_BAND_PARAM,
  name: PRICE_BAND_FACET,
  label: SEARCH_FACET_LABEL_PRICE,
  values: counts
    .filter((c) => c.count > 0 || chosen.includes(c.band))
    .sort((a, b) => a.band - b.band)
    .flatMap((c) =>
      pipe(
        priceBandByIndex(c.band),
        O.match(
          () => [],
          (band) => [
            {
              value: band.key,
              label: priceBandLabel(band, currency),
              count: c.count,
              selected: chosen.includes(c.band),
            },
          ],
        ),
      ),
    ),
});

/** The faceted navigation of a search, from the catalogue's counts and the search's own choices. */
export const searchFacets = (
  counts: SearchFacetCounts,
  request: SearchRequest,
  count: number,
  currency: CurrencyCode,
): SearchFacets => ({
  navigations: counts.categories
    .filter((c) => c.count > 0)
    .sort(byCountThenName)
    .map((c) => ({ linkText: c.name, shortName: c.shortName, count: c.count })),
  filters: [
    locationGroup(counts.locations, request.location),
    priceGroup(counts.priceBands, request.priceBands, currency),
  ].filter((group) => group.values.length > 0),
  stats: { count, minPriceMinor: counts.minPriceMinor, maxPriceMinor: counts.maxPriceMinor },
});
