import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Suggestion, SuggestRequest } from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { Suggestions, SuggestionsError } from '@kerching/ports';
import { SUGGEST_PATH, SuggestResponseCodec } from '@kerching/contract';
import type { HttpClient } from './httpClient';

/** Suggestions over GET /v1/suggest?q&location (spec 2 §7.2). */
export class HttpSuggestions implements Suggestions {
  constructor(private readonly http: HttpClient) {}

  suggest(request: SuggestRequest, location: string): TE.TaskEither<SuggestionsError, ReadonlyArray<Suggestion>> {
    return pipe(
      this.http.getJson(SUGGEST_PATH, SuggestResponseCodec, { q: request.text, location }),
      TE.map((body) => body.data.suggestions),
      TE.mapLeft((e) => domainError('SUGGEST.UNAVAILABLE', e.detail)),
    );
  }
}
