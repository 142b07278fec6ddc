import type * as TE from 'fp-ts/TaskEither';
import type { CategoryNode } from '@kerching/domain/navigation';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** The category tree a site's menus are built from, each category with its open deals on the site. */
export interface NavigationCatalog {
  categories(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<CategoryNode>>;
}
