/**
 * What a search answers (spec 1 §3 Deals response: deals, count, facetedNavigation, searchResult;
 * spec 2 §7.4 "Reads deals, count, facetedNavigation, sponsored, searchResult").
 */
import * as O from 'fp-ts/Option';
import type { DealSummary } from '../catalogue/dealSummary';
import { searchNoResultsMessage } from '../listing/messages';
import { DEFAULT_SORT } from '../listing/sort';
import type { SearchFacetCounts, SearchFacets } from './facets';
import { type SearchRequest, isFilteredSearch } from './searchRequest';

/** One page of the deals matching a search's text and filters, as a catalogue finds them. */
export interface SearchMatches {
  readonly deals: ReadonlyArray<DealSummary>;
  /** Deals matching the text and every filter. */
  readonly count: number;
  /** Deals matching the text alone: more than 0 with count 0 means the filters left nothing. */
  readonly unfilteredCount: number;
  readonly facets: SearchFacetCounts;
}

export interface SearchResultInfo {
  /** The text searched for, normalised. */
  readonly query: string;
  /** Present when a misspelt text was answered for this correction. */
  readonly corrected?: string;
  /** True when nothing matched and the deals are the site's top deals instead. */
  readonly fallback: boolean;
  /** The no-results message, with the fallback. */
  readonly message?: string;
}

export interface SearchResults {
  readonly deals: ReadonlyArray<DealSummary>;
  readonly count: number;
  readonly facetedNavigation: SearchFacets;
  readonly searchResult: SearchResultInfo;
}

export const fallbackResultInfo = (text: string): SearchResultInfo => ({
  query: text,
  fallback: true,
  message: searchNoResultsMessage(text),
});

export const resultInfo = (text: string, corrected: O.Option<string>): SearchResultInfo =>
  O.isSome(corrected) ? { query: text, corrected: corrected.value, fallback: false } : { query: text, fallback: false };

/**
 * Whether a results page may be indexed by search engines (our SEO policy): the plain page of a
 * text (first page, default sort, no filters) that found deals for the text as typed is
 * indexable. Filtered, sorted, later, corrected and fallback pages are `noindex, follow`: crawlers
 * follow their links to the deals but do not index thin variations or empty answers.
 */
export const isIndexableSearch = (request: SearchRequest, results: SearchResults): boolean =>
  request.page === 0 &&
  request.sort === DEFAULT_SORT &&
  !isFilteredSearch(request) &&
  results.count > 0 &&
  !results.searchResult.fallback &&
  results.searchResult.corrected === undefined;
