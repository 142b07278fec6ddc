import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ContentSlugError, type GuideSummary, type GuideWithDeals, contentSlug } from '@kerching/domain/content';
import { type DomainError, domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, ContentPages } from '@kerching/ports';

/** The guides hub's list (spec 1 §2 /guides/hub). */
export class ListGuides {
  constructor(private readonly pages: ContentPages) {}

  execute(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<GuideSummary>> {
    return this.pages.guides(site);
  }
}

export type GuideError = ContentSlugError | CatalogError | DomainError<'GUIDE.NOT_FOUND'>;

/** One guide with its open deals (spec 1 §2 /guides/{slug}). */
export class GetGuide {
  constructor(private readonly pages: ContentPages) {}

  execute(site: SiteKey, slug: string): TE.TaskEither<GuideError, GuideWithDeals> {
    return pipe(
      TE.fromEither(contentSlug(slug)),
      TE.chainW((valid) => this.pages.guide(site, valid)),
      TE.chainW(
        O.match(
          () => TE.left(domainError('GUIDE.NOT_FOUND', `no guide ${slug} on ${site}`)),
          (guide: GuideWithDeals) => TE.right(guide),
        ),
      ),
    );
  }
}
