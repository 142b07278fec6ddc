import type * as TE from 'fp-ts/TaskEither';
import type { SitemapEntry } from '@kerching/domain/seo';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** The addresses of a site's open deals, static pages and guides, with their last change; what a town lists. */
export interface SitemapSource {
  entries(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<SitemapEntry>>;
  /** The short names of the categories (top, sub and sub-sub) with an open deal in a town or its areas. */
  categoriesWithDealsIn(site: SiteKey, location: string): TE.TaskEither<CatalogError, ReadonlyArray<string>>;
}
