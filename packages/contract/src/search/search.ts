/**
 * The search calls (spec 2 §7.2, §7.4 "Search ... add facetedNavigation=true. Reads deals, count,
 * facetedNavigation, sponsored, searchResult"):
 * - GET /v1/search?q&page&pageSize&minPrice&maxPrice&sort|orderBy&order&category&location&f_price
 *   (repeated) [&facetedNavigation=true], answered with data.deals, data.count,
 *   data.facetedNavigation {navigations, filters, stats} and data.searchResult {query, corrected?,
 *   fallback, message?};
 * - GET /v1/suggest?q[&location], answered with data.suggestions, each {text, kind, url}.
 * Query values arrive as lists (a key may repeat): a single-valued key given twice is a 400, as is
 * any value that does not read; other parameters are ignored. Prices are in major units.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import { FACET_KEY_PREFIX, type Facet, sortFromParams } from '@kerching/domain/listing';
import {
  SEARCH_PAGE_SIZE,
  SUGGESTION_KINDS,
  type SearchFacetGroup,
  type SearchFacetOption,
  type SearchFacets,
  type SearchInput,
  type SearchNavigation,
  type SearchResultInfo,
  type SearchResults,
  type Suggestion,
  type SuggestionKind,
} from '@kerching/domain/search';
import type { SiteKey } from '@kerching/domain/site';
import { FlagFromString, SafeText, SearchText } from '../codecs';
import { DealSummaryCodec, Integer } from '../deals/dealSummary';
import { IntFromString, OrderParamCodec, PriceFromString, type QueryValues, SortParamCodec } from '../deals/listing';

export const SEARCH_PATH = '/v1/search';
export const SUGGEST_PATH = '/v1/suggest';

const MAX_FACET_VALUES = 20;

const SearchSingleValues = t.partial({
  q: SearchText(10_000),
  page: IntFromString,
  pageSize: IntFromString,
  minPrice: PriceFromString,
  maxPrice: PriceFromString,
  sort: SortParamCodec,
  orderBy: SortParamCodec,
  order: OrderParamCodec,
  category: SafeText(200),
  location: SafeText(200),
  near: SafeText(200),
  facetedNavigation: FlagFromString,
});

export interface SearchQuery extends t.TypeOf<typeof SearchSingleValues> {
  readonly facets?: ReadonlyArray<Facet>;
}

const SINGLE_KEYS = Object.keys(SearchSingleValues.props);

const isQueryValues = (u: unknown): u is QueryValues =>
  typeof u === 'object' &&
  u !== null &&
  Object.values(u).every((v) => Array.isArray(v) && v.every((s: unknown) => typeof s === 'string'));

/** The single values of `keys`, or a failure naming the key given twice. */
const singles = (u: QueryValues, keys: ReadonlyArray<string>, c: t.Context): t.Validation<Record<string, string>> => {
  const out: Record<string, string> = {};
  for (const key of keys) {
    const values = u[key];
    if (values === undefined) continue;
    const [first, ...more] = values;
    if (first === undefined || more.length > 0)
      return t.failure(values, [...c, { key, type: t.string, actual: values }], 'a single value');
    out[key] = first;
  }
  return t.success(out);
};

/** The search query, decoded from every key's list of values. */
export const SearchQueryCodec = new t.Type<SearchQuery, QueryValues, unknown>(
  'SearchQuery',
  (u): u is SearchQuery => typeof u === 'object' && u !== null && !isQueryValues(u),
  (u, c) => {
    if (!isQueryValues(u)) return t.failure(u, c, 'query values');
    const facets = Object.entries(u)
      .filter(([key]) => key.startsWith(FACET_KEY_PREFIX) && key.length > FACET_KEY_PREFIX.length)
      .flatMap(([key, values]) => values.map((value): Facet => ({ name: key.slice(FACET_KEY_PREFIX.length), value })));
    if (facets.length > MAX_FACET_VALUES)
      return t.failure(
        u,
        [...c, { key: 'f_*', type: t.string, actual: facets }],
        `at most ${MAX_FACET_VALUES} facet values`,
      );
    return E.map((values: t.TypeOf<typeof SearchSingleValues>): SearchQuery => ({
      ...values,
      ...(facets.length > 0 ? { facets } : {}),
    }))(E.chain((raw: Record<string, string>) => SearchSingleValues.validate(raw, c))(singles(u, SINGLE_KEYS, c)));
  },
  (query) => {
    const out: Record<string, string[]> = {};
    for (const [key, value] of Object.entries(SearchSingleValues.encode(query)))
      if (SINGLE_KEYS.includes(key) && typeof value === 'string') out[key] = [value];
    for (const facet of query.facets ?? []) {
      const key = `${FACET_KEY_PREFIX}${facet.name}`;
      out[key] = [...(out[key] ?? []), facet.value];
    }
    return out;
  },
);

/** What the use-case is asked, from a decoded query: a missing text reads as empty (refused there). */
export const searchInputFromQuery = (site: SiteKey, query: SearchQuery): SearchInput => ({
  site,
  q: query.q ?? '',
  page: query.page ?? 0,
  pageSize: query.pageSize ?? SEARCH_PAGE_SIZE,
  sort: sortFromParams(O.fromNullable(query.sort ?? query.orderBy), O.fromNullable(query.order)),
  minPrice: O.fromNullable(query.minPrice),
  maxPrice: O.fromNullable(query.maxPrice),
  category: O.fromNullable(query.category),
  location: O.fromNullable(query.location),
  near: O.fromNullable(query.near),
  facets: query.facets ?? [],
});

const nullableInteger = t.union([Integer, t.null]);

export const SearchNavigationCodec: t.Type<SearchNavigation> = t.readonly(
  t.type({ linkText: t.string, shortName: t.string, count: Integer }),
);

export const SearchFacetOptionCodec: t.Type<SearchFacetOption> = t.readonly(
  t.type({ value: t.string, label: t.string, count: Integer, selected: t.boolean }),
);

export const SearchFacetGroupCodec: t.Type<SearchFacetGroup> = t.readonly(
  t.type({
    key: t.keyof({ location: null, f_price: null }),
    name: t.keyof({ location: null, price: null }),
    label: t.string,
    values: t.readonlyArray(SearchFacetOptionCodec),
  }),
);

export const SearchFacetsCodec: t.Type<SearchFacets> = t.readonly(
  t.type({
    navigations: t.readonlyArray(SearchNavigationCodec),
    filters: t.readonlyArray(SearchFacetGroupCodec),
    stats: t.readonly(t.type({ count: Integer, minPriceMinor: nullableInteger, maxPriceMinor: nullableInteger })),
  }),
);

export const SearchResultInfoCodec: t.Type<SearchResultInfo> = t.readonly(
  t.intersection([
    t.type({ query: t.string, fallback: t.boolean }),
    t.partial({ corrected: t.string, message: t.string }),
  ]),
);

export const SearchResultsCodec: t.Type<SearchResults> = t.readonly(
  t.type({
    deals: t.readonlyArray(DealSummaryCodec),
    count: Integer,
    facetedNavigation: SearchFacetsCodec,
    searchResult: SearchResultInfoCodec,
  }),
);

export const SearchResponseCodec = t.type({ data: SearchResultsCodec });
export type SearchResponse = t.TypeOf<typeof SearchResponseCodec>;

/** GET /v1/suggest: the typed text and, optionally, where local categories should lead. */
export const SuggestQueryCodec = new t.Type<{ readonly q?: string; readonly location?: string }, QueryValues, unknown>(
  'SuggestQuery',
  (u): u is { readonly q?: string; readonly location?: string } => typeof u === 'object' && u !== null,
  (u, c) => {
    if (!isQueryValues(u)) return t.failure(u, c, 'query values');
    return E.chain((raw: Record<string, string>) =>
      t.partial({ q: SearchText(10_000), location: SafeText(200) }).validate(raw, c),
    )(singles(u, ['q', 'location'], c));
  },
  (query) => ({
    ...(query.q === undefined ? {} : { q: [query.q] }),
    ...(query.location === undefined ? {} : { location: [query.location] }),
  }),
);

const SuggestionKindCodec: t.Type<SuggestionKind> = t.keyof(
  Object.fromEntries(SUGGESTION_KINDS.map((k) => [k, null])) as Record<SuggestionKind, null>,
  'SuggestionKind',
);

export const SuggestionCodec: t.Type<Suggestion> = t.readonly(
  t.type({ text: t.string, kind: SuggestionKindCodec, url: t.string }),
);

export const SuggestResponseCodec = t.type({
  data: t.type({ query: t.string, suggestions: t.readonlyArray(SuggestionCodec) }),
});
export type SuggestResponse = t.TypeOf<typeof SuggestResponseCodec>;
