/**
 * /search?q=... (spec 1 §2 "/search"; spec 2 §7.2 /v1/search): results with facets, filters, sort
 * and paging as plain links and GET forms (no JavaScript needed), the no-results message with the
 * site's top deals, and a search box with suggest-as-you-type. Filters the page does not
 * understand are dropped rather than refused. SEO: see `isIndexableSearch` (the plain results
 * page of a text is indexable; filtered, sorted, later, corrected, fallback and empty pages are
 * noindex, follow).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { parseListingFilters, parseQuery, querySuffix, setPage } from '@kerching/domain/listing';
import {
  PRICE_BAND_PARAM,
  SEARCH_AGAIN_LABEL,
  SEARCH_BOX_LABEL,
  SEARCH_FILTERS_HEADING,
  SEARCH_PAGE_HEADING,
  SEARCH_PAGING_LABEL,
  SEARCH_NEXT_PAGE,
  SEARCH_PREVIOUS_PAGE,
  SEARCH_TEXT_MAX_LENGTH,
  isIndexableSearch,
  normaliseSearchText,
  plainSearchInput,
  searchInputFromFilters,
  searchPageOf,
  searchRequest,
  searchTooLongMessage,
} from '@kerching/domain/search';
import { SEARCH_PAGE_TITLE, searchCanonicalUrl, searchPageHead, searchResultsTitle } from '@kerching/domain/seo';
import { SITES } from '@kerching/domain/site';
import { DealGrid } from '../components/DealCard';
import { SearchBox } from '../components/SearchBox';
import { SearchFilters } from '../search/SearchFilters';
import { canonicalListingQuery, sameQuery } from '../listing/listingModel';
import { clearSearchFilters, searchPageModel } from '../search/searchPageModel';
import { pageMeta } from '../shell/pageHead';
import { currentLocationOf } from '../shell/shellData.server';
import * as css from '../search/search.css';
import * as layout from '../theme/layout.css';
import { countRow, toFilters } from '../theme/controls.css';
import type { KerchingLoadContext } from '../load-context';
import type { loader as rootLoader } from '../root';

const SORRY = 'Sorry there was a problem please try again later.';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services } = context;
  const url = new URL(request.url);
  const parsed = parseQuery(url.search);
  const filters = parseListingFilters(parsed);
  const text = normaliseSearchText(O.getOrElse(() => '')(filters.q));
  if (text === '')
    return { kind: 'empty' as const, siteKey: site.key, text, head: searchPageHead(O.none, false, site) };
  if ([...text].length > SEARCH_TEXT_MAX_LENGTH)
    return data(
      {
        kind: 'invalid' as const,
        siteKey: site.key,
        text,
        message: searchTooLongMessage(SEARCH_TEXT_MAX_LENGTH),
        head: searchPageHead(O.some(text), false, site),
      },
      { status: 400 },
    );

  // The filter form sends every field; the address keeps only what differs from the defaults
  // (spec 1 §5 "Filter URL omits sort when default"), written as the listings write it.
  // The price bands (f_price) are search's own facets, which the listings' form does not know.
  const tidy = [...canonicalListingQuery(parsed, O.none), ...parsed.filter(([key]) => key === PRICE_BAND_PARAM)];
  if (!sameQuery(tidy, parsed) || parsed.some(([, value]) => value === ''))
    throw redirect(`${url.pathname}${querySuffix(tidy)}`);

  // Filters the page cannot read (a bad price, an unknown facet...) are dropped, not refused.
  // By relevance the shopper's town comes first (its deals before other towns').
  const near = O.some((await currentLocationOf(request, context)).shortName);
  const asked = { ...searchInputFromFilters(site.key, filters), near };
  const understood = E.isRight(searchRequest(asked));
  const input = understood ? asked : { ...plainSearchInput(site.key, text), near };
  const query = understood ? parsed : clearSearchFilters(parsed);
  const result = await services.searchDeals.execute(input)();
  if (E.isLeft(result)) throw data({ message: SORRY }, { status: 503 });
  // A page past the last (an old link, or a hand-typed number): the last page of results.
  const pages = Math.ceil(result.right.count / input.pageSize);
  if (input.page >= pages && input.page > 0 && !result.right.searchResult.fallback)
    throw redirect(`${url.pathname}${querySuffix(setPage(query, Math.max(0, pages - 1)))}`);
  const checked = searchRequest(input);
  const indexable = E.isRight(checked) && isIndexableSearch(checked.right, result.right);
  return {
    kind: 'results' as const,
    siteKey: site.key,
    text,
    head: searchPageHead(O.some(text), indexable, site),
    model: searchPageModel(result.right, query, input.page, input.pageSize, input.sort, site),
  };
}

/**
 * Title, description, robots and sharing tags, and the canonical link: the plain results of the
 * text (the shell's layout leaves it to this page, as its path alone would drop the text).
 */
export const meta: MetaFunction<typeof loader, { root: typeof rootLoader }> = ({ data: loaded, matches }) => {
  if (loaded === undefined) return [{ title: SEARCH_PAGE_TITLE }];
  const origin = matches.find((match) => match.id === 'root')?.data?.origin;
  const canonical =
    origin === undefined ? [] : [searchCanonicalUrl(origin, loaded.kind === 'results' ? O.some(loaded.text) : O.none)];
  return [
    ...pageMeta({
      siteKey: loaded.siteKey,
      title: loaded.text === '' ? SEARCH_PAGE_TITLE : searchResultsTitle(loaded.text),
      description: loaded.head.description,
      robots: loaded.head.robots,
    }),
    ...canonical.flatMap((href) => [
      { tagName: 'link', rel: 'canonical', href },
      { property: 'og:url', content: href },
    ]),
  ];
};

export default function SearchRoute() {
  const loaded = useLoaderData<typeof loader>();
  const site = SITES[loaded.siteKey];
  if (loaded.kind !== 'results') {
    return (
      <main className={layout.main}>
        <h1 className={layout.heading}>{SEARCH_PAGE_HEADING}</h1>
        <div className={css.box}>
          <SearchBox site={site} label={SEARCH_BOX_LABEL} />
        </div>
        {loaded.kind === 'invalid' ? (
          <p className={css.message} role="alert">
            {loaded.message}
          </p>
        ) : null}
      </main>
    );
  }
  const { model } = loaded;
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>{model.heading}</h1>
      <div className={css.box}>
        <SearchBox key={model.text} site={site} label={SEARCH_AGAIN_LABEL} defaultValue={model.text} />
      </div>
      {model.fallbackMessage === null ? null : (
        <p className={css.message} role="status" data-testid="search-fallback">
          {model.fallbackMessage}
        </p>
      )}
      <div className={model.fallbackMessage === null ? css.layout : undefined}>
        <section className={css.results} aria-labelledby="search-results">
          <div className={countRow}>
            <h2 id="search-results" className={css.subheading}>
              {model.dealsHeading ?? model.countText}
            </h2>
            {/* The filters follow the results in reading order: a way to them first, as on listings. */}
            {model.fallbackMessage === null ? (
              <a className={toFilters} href="#search-filters">
                {SEARCH_FILTERS_HEADING}
              </a>
            ) : null}
          </div>
          {model.correctedMessage === null ? null : <p className={css.status}>{model.correctedMessage}</p>}
          {model.emptyFilteredMessage === null ? null : <p className={css.message}>{model.emptyFilteredMessage}</p>}
          <DealGrid deals={model.deals} leadFirst />
          {model.paging === null ? null : (
            <nav className={css.paging} aria-label={SEARCH_PAGING_LABEL}>
              {model.paging.previousHref === null ? (
                <span />
              ) : (
                <a className={css.link} href={model.paging.previousHref} rel="prev">
                  {SEARCH_PREVIOUS_PAGE}
                </a>
              )}
              <span>{searchPageOf(model.paging.page, model.paging.pages)}</span>
              {model.paging.nextHref === null ? (
                <span />
              ) : (
                <a className={css.link} href={model.paging.nextHref} rel="next">
                  {SEARCH_NEXT_PAGE}
                </a>
              )}
            </nav>
          )}
        </section>
        {model.fallbackMessage === null ? <SearchFilters model={model} /> : null}
      </div>
    </main>
  );
}
