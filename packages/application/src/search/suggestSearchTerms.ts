/**
 * Suggest-as-you-type (spec 2 §7.2 /v1/suggest): nothing for fewer than 2 characters (without
 * asking the catalogue), an error over 100, else at most 8 suggestions. Runs in the server (SQL)
 * and in the browser (HTTP), so the browser asks nothing it would be refused.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { MAX_SUGGESTIONS, type SearchTextError, type Suggestion, suggestRequest } from '@kerching/domain/search';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { Suggestions, SuggestionsError } from '@kerching/ports';

export type SuggestSearchTermsError = SearchTextError | SuggestionsError;

export interface SuggestQuery {
  readonly site: SiteKey;
  readonly text: string;
  /** Where local category suggestions lead; the site's default location when none. */
  readonly location: O.Option<string>;
}

export class SuggestSearchTerms {
  constructor(private readonly suggestions: Suggestions) {}

  execute(query: SuggestQuery): TE.TaskEither<SuggestSearchTermsError, ReadonlyArray<Suggestion>> {
    const location = O.getOrElse(() => SITES[query.site].defaultLocation.shortName)(query.location);
    return pipe(
      TE.fromEither(suggestRequest(query.site, query.text)),
      TE.chainW(
        O.match(
          () => TE.right<SuggestionsError, ReadonlyArray<Suggestion>>([]),
          (request) => this.suggestions.suggest(request, location),
        ),
      ),
      TE.map((list) => list.slice(0, MAX_SUGGESTIONS)),
    );
  }
}
