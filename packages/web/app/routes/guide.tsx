/** /guides/{slug} (spec 1 §2): a guide's text and its open deals; an unknown guide is a 404. */
import * as E from 'fp-ts/Either';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EDITORIAL_TEAM_PATH, EDITORIAL_TEAM_SLUG, GUIDES_HUB_PATH } from '@kerching/domain/content';
import { truncate } from '@kerching/domain/text';
import { DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import type { KerchingLoadContext } from '../load-context';
import { ContentBody } from '../shell/ContentBody';
import { pageMeta } from '../shell/pageHead';
import * as css from '../shell/content.css';

/** OUR WORDING. */
export const GUIDE_COPY = {
  guides: 'Guides',
  home: 'Home',
  breadcrumbs: 'Breadcrumbs',
  deals: 'Deals in this guide',
  noDeals: 'The deals in this guide have ended. Have a look at today’s deals instead.',
  todaysDeals: 'See today’s deals',
} as const;

export async function loader({ params, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  // The editorial team's words are a guide, but their page is /editorial-team (spec 1 §2).
  if (params['slug'] === EDITORIAL_TEAM_SLUG) throw redirect(EDITORIAL_TEAM_PATH, 301);
  const result = await context.services.getGuide.execute(context.site.key, params['slug'] ?? '')();
  if (E.isLeft(result)) {
    const missing = result.left.code === 'GUIDE.NOT_FOUND' || result.left.code === 'CONTENT.SLUG_INVALID';
    throw data(null, { status: missing ? 404 : 503 });
  }
  return { siteKey: context.site.key, ...result.right };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  // A page that failed to load takes the root's head (root.tsx).
  if (loaded === undefined) return [];
  return pageMeta({
    siteKey: loaded.siteKey,
    title: loaded.guide.title,
    description: truncate(loaded.guide.summary, 155),
    type: 'article',
  });
};

export default function Guide() {
  const { guide, deals } = useLoaderData<typeof loader>();
  return (
    <main className={css.page}>
      <nav aria-label={GUIDE_COPY.breadcrumbs} className={css.breadcrumbs}>
        <ol>
          <li>
            <a href="/">{GUIDE_COPY.home}</a>
          </li>
          <li>
            <a href={GUIDES_HUB_PATH}>{GUIDE_COPY.guides}</a>
          </li>
          <li aria-current="page">{guide.title}</li>
        </ol>
      </nav>
      <article className={css.article} data-testid="guide">
        <h1 className={css.title}>{guide.title}</h1>
        <p className={css.lead}>{guide.summary}</p>
        <ContentBody body={guide.body} />
      </article>
      <section aria-labelledby="guide-deals" className={css.block}>
        <h2 id="guide-deals" className={css.subheading}>
          {GUIDE_COPY.deals}
        </h2>
        {deals.length === 0 ? (
          <p>
            {GUIDE_COPY.noDeals} <a href="/">{GUIDE_COPY.todaysDeals}</a>
          </p>
        ) : (
          <DealGrid deals={deals.map(dealCardModel)} />
        )}
      </section>
    </main>
  );
}
