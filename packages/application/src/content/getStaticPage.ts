import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ContentSlugError, type StaticPage, contentSlug } from '@kerching/domain/content';
import { type DomainError, domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, ContentPages } from '@kerching/ports';

export type StaticPageError = ContentSlugError | CatalogError | DomainError<'STATIC_PAGE.NOT_FOUND'>;

/** One static page of a site (spec 2 §7.2 /v1/staticpage); a page the site does not have is an error value. */
export class GetStaticPage {
  constructor(private readonly pages: ContentPages) {}

  execute(site: SiteKey, slug: string): TE.TaskEither<StaticPageError, StaticPage> {
    return pipe(
      TE.fromEither(contentSlug(slug)),
      TE.chainW((valid) => this.pages.staticPage(site, valid)),
      TE.chainW(
        O.match(
          () => TE.left(domainError('STATIC_PAGE.NOT_FOUND', `no static page ${slug} on ${site}`)),
          (page: StaticPage) => TE.right(page),
        ),
      ),
    );
  }
}
