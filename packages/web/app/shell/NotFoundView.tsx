/**
 * The page-not-found screen (spec 1 §2 "Screens described by copy: ... page-not-found"; spec 2 §8
 * "404 page"). The spec quotes no copy: OUR WORDING. It offers the ways on a lost shopper needs:
 * a search, the homepage and their location's deals, the top categories, guides and help.
 */
import { useRouteLoaderData } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { SiteKey } from '@kerching/domain/site';
import { SiteSearch } from './Header';
import { NOT_FOUND_TITLE, pageMeta } from './pageHead';
import type { ShellData } from './shellModel';
import * as css from './content.css';

export const NOT_FOUND_COPY = {
  title: NOT_FOUND_TITLE,
  heading: 'Sorry, we can’t find that page',
  intro: 'The page may have moved, or the deal may have ended. Here are some ways to find what you were after.',
  search: 'Search for a deal',
  browse: 'Browse deals',
  home: 'Today’s top deals',
  local: (place: string) => `Deals in ${place}`,
  help: 'Get help',
  guides: 'Read our guides',
  description: 'Sorry, we could not find that page. Search for a deal, or browse today’s deals.',
} as const;

export const notFoundMeta = (siteKey: SiteKey | undefined) =>
  pageMeta({
    siteKey,
    title: NOT_FOUND_COPY.title,
    description: NOT_FOUND_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export function NotFoundView() {
  const shell = useRouteLoaderData<ShellData>('root');
  return (
    <main className={css.page} data-testid="not-found">
      <h1 className={css.title}>{NOT_FOUND_COPY.heading}</h1>
      <p className={css.lead}>{NOT_FOUND_COPY.intro}</p>
      <section className={css.block} aria-labelledby="not-found-search">
        <h2 id="not-found-search" className={css.subheading}>
          {NOT_FOUND_COPY.search}
        </h2>
        <div className={css.searchBox}>
          <SiteSearch id="not-found-search-input" name="Search again" />
        </div>
      </section>
      <section className={css.block} aria-labelledby="not-found-browse">
        <h2 id="not-found-browse" className={css.subheading}>
          {NOT_FOUND_COPY.browse}
        </h2>
        <ul className={css.linkGrid}>
          <li>
            <a href="/">{NOT_FOUND_COPY.home}</a>
          </li>
          {shell === undefined ? null : (
            <li>
              <a href={`/deals/${shell.location.shortName}`}>{NOT_FOUND_COPY.local(shell.location.name)}</a>
            </li>
          )}
          {(shell?.main ?? []).slice(0, 6).map((item) => (
            <li key={item.id}>
              <a href={item.url}>{item.linkText}</a>
            </li>
          ))}
          <li>
            <a href="/guides/hub">{NOT_FOUND_COPY.guides}</a>
          </li>
          <li>
            <a href="/page/needhelp">{NOT_FOUND_COPY.help}</a>
          </li>
        </ul>
      </section>
    </main>
  );
}
