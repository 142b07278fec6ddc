/**
 * Searches a site's deals (spec 2 §7.2 /v1/search): full text first; when the text matches
 * nothing, typo tolerance (a correction from the title words most like its words, then titles like
 * the text);
 * when that finds nothing either, the site's top deals with the no-results message (spec 2 §8 "no
 * search results with top-deal fallback"). When the text matches deals but the chosen filters
 * leave none, the answer is empty with its facets, so the shopper can loosen a filter.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  EMPTY_SEARCH_FACETS,
  type SearchInput,
  type SearchMatches,
  type SearchRequest,
  type SearchRequestError,
  type SearchResults,
  correctSearchText,
  fallbackResultInfo,
  resultInfo,
  searchFacets,
  searchRequest,
} from '@kerching/domain/search';
import { SITES } from '@kerching/domain/site';
import type { CatalogError, DealSearch, SearchMatch } from '@kerching/ports';

export type SearchDealsError = SearchRequestError | CatalogError;

/** How many similar title words a correction is drawn from, for each word of the text. */
export const CORRECTION_WORDS = 3;

export class SearchDeals {
  constructor(private readonly search: DealSearch) {}

  execute(input: SearchInput): TE.TaskEither<SearchDealsError, SearchResults> {
    return pipe(
      TE.fromEither(searchRequest(input)),
      TE.chainW((request) =>
        this.first(request, [
          () => this.matching(request, { kind: 'fullText', text: request.text }, O.none),
          () => this.corrected(request),
          () => this.matching(request, { kind: 'similarTitle', text: request.text }, O.none),
        ]),
      ),
    );
  }

  /** The first attempt that finds deals for the text, else the top deals. */
  private first(
    request: SearchRequest,
    attempts: ReadonlyArray<() => TE.TaskEither<CatalogError, O.Option<SearchResults>>>,
  ): TE.TaskEither<CatalogError, SearchResults> {
    const [attempt, ...rest] = attempts;
    if (attempt === undefined) return this.fallback(request);
    return pipe(
      attempt(),
      TE.chain(
        O.match(
          () => this.first(request, rest),
          (results) => TE.right(results),
        ),
      ),
    );
  }

  private matching(
    request: SearchRequest,
    match: SearchMatch,
    corrected: O.Option<string>,
  ): TE.TaskEither<CatalogError, O.Option<SearchResults>> {
    return pipe(
      this.search.matching(request, match),
      TE.map((matches) => (matches.unfilteredCount > 0 ? O.some(this.results(request, matches, corrected)) : O.none)),
    );
  }

  private corrected(request: SearchRequest): TE.TaskEither<CatalogError, O.Option<SearchResults>> {
    return pipe(
      this.search.similarWords(request.site, request.text, CORRECTION_WORDS),
      TE.map((words) => correctSearchText(request.text, words)),
      TE.chain(
        O.match(
          () => TE.right(O.none),
          (text) => this.matching(request, { kind: 'fullText', text }, O.some(text)),
        ),
      ),
    );
  }

  private results(request: SearchRequest, matches: SearchMatches, corrected: O.Option<string>): SearchResults {
    return {
      deals: matches.deals,
      count: matches.count,
      facetedNavigation: searchFacets(matches.facets, request, matches.count, SITES[request.site].currency),
      searchResult: resultInfo(request.text, corrected),
    };
  }

  private fallback(request: SearchRequest): TE.TaskEither<CatalogError, SearchResults> {
    return pipe(
      this.search.topDeals(request.site, request.pageSize),
      TE.map((deals) => ({
        deals,
        count: deals.length,
        facetedNavigation: EMPTY_SEARCH_FACETS,
        searchResult: fallbackResultInfo(request.text),
      })),
    );
  }
}
