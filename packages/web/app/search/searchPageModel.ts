/**
 * Presenter of the search results page: the use-case's answer and the page's query turned into
 * what the view shows — headings and messages, deal cards that carry usr_src=search, facet links
 * with counts, the filter and sort form's fields, paging links — through the domain's filter URL
 * rules (every filter change resets paging).
 */
import * as O from 'fp-ts/Option';
import {
  type Query,
  SORT_OPTIONS,
  type SortOption,
  getAll,
  getFirst,
  querySuffix,
  setFilter,
  setPage,
  isFilterKey,
  toggleFilterValue,
} from '@kerching/domain/listing';
import { currencySymbol } from '@kerching/domain/money';
import {
  PRICE_BAND_PARAM,
  LOCATION_OPTIONS_SHOWN_FIRST,
  SEARCH_FACET_LABEL_CATEGORY,
  searchMoreLocations,
  SEARCH_NO_FILTERED_RESULTS,
  SEARCH_PAGE_HEADING,
  SEARCH_SORT_LABEL_RELEVANCE,
  SEARCH_TOP_DEALS_HEADING,
  type SearchResults,
  searchCorrectedMessage,
  searchResultCount,
  searchResultDealUrl,
  searchResultsHeading,
} from '@kerching/domain/search';
import type { Site } from '@kerching/domain/site';
import { type DealCardModel, dealCardModel } from '../components/dealCardModel';

export const SEARCH_ROUTE = '/search';

export interface FacetLink {
  readonly label: string;
  readonly count: number;
  readonly selected: boolean;
  readonly href: string;
}

export interface FacetSection {
  readonly id: string;
  readonly label: string;
  readonly links: ReadonlyArray<FacetLink>;
  /** Links listed under a "More" disclosure (open when one of them is chosen); null when none. */
  readonly more: {
    readonly label: string;
    readonly links: ReadonlyArray<FacetLink>;
    readonly open: boolean;
  } | null;
}

/** A location filter's first places, the rest under "More locations". */
const splitLocations = (links: ReadonlyArray<FacetLink>): Pick<FacetSection, 'links' | 'more'> => {
  const rest = links.slice(LOCATION_OPTIONS_SHOWN_FIRST);
  return rest.length === 0
    ? { links, more: null }
    : {
        links: links.slice(0, LOCATION_OPTIONS_SHOWN_FIRST),
        more: { label: searchMoreLocations(rest.length), links: rest, open: rest.some((link) => link.selected) },
      };
};

export interface SortChoiceModel {
  readonly value: SortOption;
  readonly label: string;
  readonly selected: boolean;
}

export interface PagingModel {
  /** 1-based, for people. */
  readonly page: number;
  readonly pages: number;
  readonly previousHref: string | null;
  readonly nextHref: string | null;
}

export interface SearchPageModel {
  readonly heading: string;
  readonly text: string;
  readonly countText: string | null;
  readonly correctedMessage: string | null;
  /** The no-results message shown above the top deals. */
  readonly fallbackMessage: string | null;
  readonly dealsHeading: string | null;
  readonly emptyFilteredMessage: string | null;
  readonly deals: ReadonlyArray<DealCardModel>;
  readonly facets: ReadonlyArray<FacetSection>;
  /** Hidden fields that keep the chosen facets when the filter form is sent. */
  readonly keep: ReadonlyArray<readonly [string, string]>;
  readonly sortChoices: ReadonlyArray<SortChoiceModel>;
  readonly minPrice: string;
  readonly maxPrice: string;
  readonly currencySymbol: string;
  readonly clearFiltersHref: string | null;
  readonly paging: PagingModel | null;
}

/** Every filter, the location included (for a search it is a filter), goes; the text and other parameters stay. */
export const clearSearchFilters = (query: Query): Query => query.filter(([key]) => key === 'q' || !isFilterKey(key));

const href = (query: Query): string => `${SEARCH_ROUTE}${querySuffix(query)}`;

const isChosen = (query: Query, key: string, value: string): boolean => getAll(query, key).includes(value);

/** A single-valued filter link: choosing sets it, choosing it again removes it. */
const singleLink = (query: Query, key: 'category' | 'location', value: string): string =>
  href(setFilter(query, key, isChosen(query, key, value) ? O.none : O.some(value)));

const sortLabel = (value: SortOption, label: string): string =>
  value === 'popularity' ? SEARCH_SORT_LABEL_RELEVANCE : label;

export const searchPageModel = (
  results: SearchResults,
  query: Query,
  page: number,
  pageSize: number,
  sort: SortOption,
  site: Site,
): SearchPageModel => {
  const info = results.searchResult;
  const nav = results.facetedNavigation;
  const categories: FacetSection = {
    more: null,
    id: 'category',
    label: SEARCH_FACET_LABEL_CATEGORY,
    links: nav.navigations.map((n) => ({
      label: n.linkText,
      count: n.count,
      selected: isChosen(query, 'category', n.shortName),
      href: singleLink(query, 'category', n.shortName),
    })),
  };
  const groups: FacetSection[] = nav.filters.map((group) => {
    const links = group.values.map((v) => ({
      label: v.label,
      count: v.count,
      selected: v.selected,
      href:
        group.key === PRICE_BAND_PARAM
          ? href(toggleFilterValue(query, PRICE_BAND_PARAM, v.value))
          : singleLink(query, 'location', v.value),
    }));
    return {
      id: group.name,
      label: group.label,
      ...(group.key === PRICE_BAND_PARAM ? { links, more: null } : splitLocations(links)),
    };
  });
  const pages = Math.ceil(results.count / pageSize);
  const cleared = clearSearchFilters(query);
  return {
    heading: searchResultsHeading(info.query),
    text: info.query,
    countText: info.fallback ? null : searchResultCount(results.count),
    correctedMessage: info.corrected === undefined ? null : searchCorrectedMessage(info.corrected),
    fallbackMessage: info.fallback ? (info.message ?? null) : null,
    dealsHeading: info.fallback ? SEARCH_TOP_DEALS_HEADING : null,
    emptyFilteredMessage: !info.fallback && results.count === 0 ? SEARCH_NO_FILTERED_RESULTS : null,
    deals: results.deals.map((deal) => {
      const card = dealCardModel(deal);
      return { ...card, href: searchResultDealUrl(card.href) };
    }),
    facets: [categories, ...groups].filter((section) => section.links.length > 0),
    keep: [
      ...getAll(query, 'category').map((v) => ['category', v] as const),
      ...getAll(query, 'location').map((v) => ['location', v] as const),
      ...getAll(query, PRICE_BAND_PARAM).map((v) => [PRICE_BAND_PARAM, v] as const),
    ],
    sortChoices: SORT_OPTIONS.map((o) => ({
      value: o.value,
      label: sortLabel(o.value, o.label),
      selected: o.value === sort,
    })),
    minPrice: O.getOrElse(() => '')(getFirst(query, 'minPrice')),
    maxPrice: O.getOrElse(() => '')(getFirst(query, 'maxPrice')),
    currencySymbol: currencySymbol(site.currency),
    clearFiltersHref: cleared.length === query.length ? null : href(cleared),
    paging:
      info.fallback || pages <= 1
        ? null
        : {
            page: page + 1,
            pages,
            previousHref: page > 0 ? href(setPage(query, page - 1)) : null,
            nextHref: page + 1 < pages ? href(setPage(query, page + 1)) : null,
          },
  };
};

/** The page before any search: heading only. */
export const EMPTY_SEARCH_HEADING = SEARCH_PAGE_HEADING;
