import type * as TE from 'fp-ts/TaskEither';
import type { SitemapEntry } from '@kerching/domain/seo';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** The addresses of a site's open deals, static pages and guides, with their last change. */
export interface SitemapSource {
  entries(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<SitemapEntry>>;
}
