import type * as TE from 'fp-ts/TaskEither';
import type { DomainError } from '@kerching/domain/shared';
import type { Suggestion, SuggestRequest, SuggestionCatalogue } from '@kerching/domain/search';
import type { SiteKey } from '@kerching/domain/site';

export type SuggestionsError = DomainError<'SUGGEST.UNAVAILABLE'>;

/**
 * Suggest-as-you-type (spec 2 §7.2 /v1/suggest): at most 8 deal titles, categories and merchants
 * for what the shopper has typed. The server answers from SQL, the browser over HTTP.
 */
export interface Suggestions {
  /** `location` is where local category suggestions lead (a location short name). */
  suggest(request: SuggestRequest, location: string): TE.TaskEither<SuggestionsError, ReadonlyArray<Suggestion>>;
}

/**
 * A site's suggestable catalogue read in one go (its deals not yet closed, their categories and
 * merchants, its title vocabulary), for suggest answered from memory (ADR 29).
 */
export interface SuggestionCatalogues {
  load(site: SiteKey): TE.TaskEither<SuggestionsError, SuggestionCatalogue>;
}
