import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { GuideSummary, GuideWithDeals, StaticPage } from '@kerching/domain/content';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** A site's static pages and guides. A guide's deals are its open ones, in the guide's order. */
export interface ContentPages {
  staticPage(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<StaticPage>>;
  guides(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<GuideSummary>>;
  guide(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<GuideWithDeals>>;
}
