import type * as TE from 'fp-ts/TaskEither';
import type { DealSummary } from '@kerching/domain/catalogue';
import type { SearchMatches, SearchRequest } from '@kerching/domain/search';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** How deals match a search's text: full text (ranked), or titles like it (typo tolerance). */
export type SearchMatch =
  { readonly kind: 'fullText'; readonly text: string } | { readonly kind: 'similarTitle'; readonly text: string };

/** The deals a shopper can search (spec 2 §7.2 /v1/search). Open deals of one site only. */
export interface DealSearch {
  /** One page of the deals matching the text and the request's filters, with facet counts. */
  matching(request: SearchRequest, match: SearchMatch): TE.TaskEither<CatalogError, SearchMatches>;
  /**
   * Words of the site's deal titles most like the text's words (up to `limit` for each word of 3
   * characters or more, a word of the titles itself included): the material of a correction.
   */
  similarWords(site: SiteKey, text: string, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<string>>;
  /** The site's most popular open deals that can be bought: the no-results fallback. */
  topDeals(site: SiteKey, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>>;
}
