/**
 * /page/{slug}: a static page of the site (spec 1 §2 "Static pages under /page/{slug}") with its
 * content from the database; a page the site does not have is a 404.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { staticPageMovedTo, staticPagePath } from '@kerching/domain/routing';
import { isIrishSite } from '@kerching/domain/site';
import { firstParagraph } from '@kerching/domain/content';
import { truncate } from '@kerching/domain/text';
import type { KerchingLoadContext } from '../load-context';
import { ContentBody } from '../shell/ContentBody';
import { pageMeta } from '../shell/pageHead';
import * as css from '../shell/content.css';

export const DESCRIPTION_LENGTH = 155;

export async function loader({ params, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const moved = staticPageMovedTo(params['slug'] ?? '', isIrishSite(context.site));
  if (O.isSome(moved)) throw redirect(staticPagePath(moved.value), 301);
  const result = await context.services.getStaticPage.execute(context.site.key, params['slug'] ?? '')();
  if (E.isLeft(result)) {
    const missing = result.left.code === 'STATIC_PAGE.NOT_FOUND' || result.left.code === 'CONTENT.SLUG_INVALID';
    throw data(null, { status: missing ? 404 : 503 });
  }
  return { siteKey: context.site.key, page: result.right };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  // A page that failed to load takes the root's head (root.tsx).
  if (loaded === undefined) return [];
  return pageMeta({
    siteKey: loaded.siteKey,
    title: loaded.page.title,
    description: truncate(firstParagraph(loaded.page.body) || loaded.page.title, DESCRIPTION_LENGTH),
    type: 'article',
  });
};

export default function StaticPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <main className={css.page}>
      <article className={css.article} data-testid="static-page">
        <h1 className={css.title}>{page.title}</h1>
        <ContentBody body={page.body} />
        <p className={css.meta}>
          Last updated{' '}
          <time dateTime={page.updatedAt}>
            {new Date(page.updatedAt).toLocaleDateString('en-GB', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
              timeZone: 'UTC',
            })}
          </time>
        </p>
      </article>
    </main>
  );
}
