/**
 * /editorial-team (spec 1 §2): who writes the guides. The words come from the site's
 * `editorial-team` guide when it has one; otherwise from the text below (OUR WORDING).
 */
import * as E from 'fp-ts/Either';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { EDITORIAL_TEAM_SLUG, GUIDES_HUB_PATH } from '@kerching/domain/content';
import type { KerchingLoadContext } from '../load-context';
import { ContentBody } from '../shell/ContentBody';
import { pageMeta } from '../shell/pageHead';
import * as css from '../shell/content.css';

export const fallbackEditorialTeam = (brand: string) => ({
  title: 'Our editorial team',
  summary: `The ${brand} guides are written by a small team of editors who pick deals they would buy themselves.`,
  body: [
    '## How we choose',
    `We only recommend deals that are live on ${brand}. We compare each deal's price with what the merchant charges elsewhere, read the reviews of people who have bought it, and leave out anything with poor feedback.`,
    '## Our standards',
    'Merchants cannot pay to appear in a guide. If a deal changes or sells out, we update the guide.',
  ].join('\n\n'),
});

export const READ_GUIDES = 'Read our guides';

export async function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const result = await context.services.getGuide.execute(context.site.key, EDITORIAL_TEAM_SLUG)();
  const page = E.isRight(result) ? result.right.guide : fallbackEditorialTeam(context.site.displayName);
  return { siteKey: context.site.key, title: page.title, summary: page.summary, body: page.body };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta({
    siteKey: loaded?.siteKey,
    title: loaded?.title ?? 'Our editorial team',
    description: loaded?.summary ?? 'Meet the editors who choose the deals and write the guides.',
    type: 'article',
  });

export default function EditorialTeam() {
  const { title, summary, body } = useLoaderData<typeof loader>();
  return (
    <main className={css.page}>
      <article className={css.article}>
        <h1 className={css.title}>{title}</h1>
        <p className={css.lead}>{summary}</p>
        <ContentBody body={body} />
        <p className={css.paragraph}>
          <a href={GUIDES_HUB_PATH}>{READ_GUIDES}</a>
        </p>
      </article>
    </main>
  );
}
