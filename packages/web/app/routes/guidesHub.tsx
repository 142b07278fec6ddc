/**
 * /guides/hub (spec 1 §2): the guides of the site. The hub's own words come from the guide whose
 * slug is `hub` when the site has one; every other guide is listed as a card.
 */
import * as E from 'fp-ts/Either';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { guidePath } from '@kerching/domain/content';
import type { KerchingLoadContext } from '../load-context';
import { ContentBody } from '../shell/ContentBody';
import { pageMeta } from '../shell/pageHead';
import * as css from '../shell/content.css';

export const HUB_SLUG = 'hub';
/** Guides with pages of their own, not listed as cards. */
const NOT_LISTED: ReadonlySet<string> = new Set([HUB_SLUG, 'editorial-team']);
/** OUR WORDING. */
export const HUB_COPY = {
  title: (brand: string) => `${brand} guides`,
  description: (brand: string) =>
    `Ideas for days out, nights in, breaks away and gifts, with the deals to match, from the ${brand} editors.`,
  all: 'All guides',
  read: (title: string) => `Read ${title}`,
} as const;

export async function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services } = context;
  const [guides, hub] = await Promise.all([
    services.listGuides.execute(site.key)(),
    services.getGuide.execute(site.key, HUB_SLUG)(),
  ]);
  if (E.isLeft(guides)) throw data(null, { status: 503 });
  return {
    siteKey: site.key,
    brand: site.displayName,
    intro: E.isRight(hub) ? hub.right.guide : null,
    guides: guides.right.filter((g) => !NOT_LISTED.has(g.slug)),
  };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  pageMeta({
    siteKey: loaded?.siteKey,
    title: loaded?.intro?.title ?? HUB_COPY.title(loaded?.brand ?? 'Kerching'),
    description: loaded?.intro?.summary ?? HUB_COPY.description(loaded?.brand ?? 'Kerching'),
  });

export default function GuidesHub() {
  const { intro, guides, brand } = useLoaderData<typeof loader>();
  return (
    <main className={css.page}>
      <h1 className={css.title}>{intro?.title ?? HUB_COPY.title(brand)}</h1>
      {intro === null ? (
        <p className={css.lead}>{HUB_COPY.description(brand)}</p>
      ) : (
        <p className={css.lead}>{intro.summary}</p>
      )}
      {intro === null ? null : (
        <div className={css.article}>
          <ContentBody body={intro.body} />
        </div>
      )}
      <section aria-labelledby="all-guides" className={css.block}>
        <h2 id="all-guides" className={css.subheading}>
          {HUB_COPY.all}
        </h2>
        <ul className={css.guideCards}>
          {guides.map((guide) => (
            <li key={guide.slug}>
              <article className={css.guideCard}>
                <h3 className={css.guideCardTitle}>
                  <a href={guidePath(guide.slug)}>{guide.title}</a>
                </h3>
                <p className={css.paragraph}>{guide.summary}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
