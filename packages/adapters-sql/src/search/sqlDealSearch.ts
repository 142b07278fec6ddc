import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealSummary } from '@kerching/domain/catalogue';
import {
  type FacetCount,
  PRICE_BAND_THRESHOLDS_MINOR,
  type PriceBandCount,
  type SearchFacetCounts,
  type SearchMatches,
  type SearchRequest,
  correctableWords,
} from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealSearch, SearchMatch } from '@kerching/ports';
import {
  DEAL_SUMMARY_COLUMNS,
  DEAL_SUMMARY_FROM,
  type DealSummaryRow,
  toDealSummary,
} from '../catalogue/dealSummaryRow';
import type { SqlExecutor } from '../sqlClient';
import { SIMILAR_WORDS_SQL, TOP_DEAL_IDS_SQL, searchSql, summariesSql } from './searchSql';

interface SearchRow {
  readonly part: 'facet' | 'page';
  readonly g_category: number;
  readonly g_location: number;
  readonly g_band: number;
  readonly band: number | null;
  readonly for_category: number;
  readonly for_location: number;
  readonly for_band: number;
  readonly total: number;
  readonly unfiltered: number;
  readonly min_price: number | null;
  readonly max_price: number | null;
  readonly category_short_name: string | null;
  readonly category_name: string | null;
  readonly location_short_name: string | null;
  readonly location_name: string | null;
  readonly deal_id: number | null;
  readonly position: number | string | null;
}

const failed = (error: unknown): CatalogError =>
  domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'search query failed');

const facetCount = (shortName: string | null, name: string | null, count: number): FacetCount[] =>
  shortName === null || name === null ? [] : [{ shortName, name, count }];

/** The grouping-sets rows as facet counts; the totals row (no grouping column) carries the counts. */
const readFacets = (
  rows: readonly SearchRow[],
): { facets: SearchFacetCounts; count: number; unfilteredCount: number } => {
  const totals = rows.find((r) => r.g_category === 1 && r.g_location === 1 && r.g_band === 1);
  const priceBands: PriceBandCount[] = rows
    .filter((r) => r.g_band === 0 && r.band !== null)
    .map((r) => ({ band: r.band ?? 0, count: r.for_band }));
  return {
    count: totals?.total ?? 0,
    unfilteredCount: totals?.unfiltered ?? 0,
    facets: {
      categories: rows
        .filter((r) => r.g_category === 0)
        .flatMap((r) => facetCount(r.category_short_name, r.category_name, r.for_category)),
      locations: rows
        .filter((r) => r.g_location === 0)
        .flatMap((r) => facetCount(r.location_short_name, r.location_name, r.for_location)),
      priceBands,
      minPriceMinor: totals?.min_price ?? null,
      maxPriceMinor: totals?.max_price ?? null,
    },
  };
};

/**
 * DealSearch over PostgreSQL full text (`deal.search`, weighted title A, headline B, search text
 * C; GIN index) ranked by text (ADR 45) and popularity, or over trigram-similar titles (GIN trigram
 * index on lower(title)). One site's open deals only (and closed lastChance deals).
 */
export class SqlDealSearch implements DealSearch {
  constructor(
    private readonly db: SqlExecutor,
    private readonly clock: Clock,
  ) {}

  matching(request: SearchRequest, match: SearchMatch): TE.TaskEither<CatalogError, SearchMatches> {
    return TE.tryCatch(() => this.match(request, match), failed);
  }

  private async match(request: SearchRequest, match: SearchMatch): Promise<SearchMatches> {
    const params = [
      request.site,
      this.clock.now().toISOString(),
      match.text,
      O.toNullable(request.category),
      O.toNullable(request.location),
      O.toNullable(request.minPriceMinor),
      O.toNullable(request.maxPriceMinor),
      PRICE_BAND_THRESHOLDS_MINOR,
      request.priceBands,
    ];
    const rows = await this.db.query<SearchRow>(searchSql(request.sort, match.kind), [
      ...params,
      request.pageSize,
      request.page * request.pageSize,
      // Only relevance reads the shopper's town ($12): a parameter no statement names has no type.
      ...(request.sort === 'popularity' ? [O.toNullable(request.near)] : []),
    ]);
    const { facets, count, unfilteredCount } = readFacets(rows.filter((r) => r.part === 'facet'));
    const ids = rows
      .filter((r) => r.part === 'page')
      .sort((a, b) => Number(a.position) - Number(b.position))
      .flatMap((r) => (r.deal_id === null ? [] : [r.deal_id]));
    const deals = await this.cards(ids);
    return { deals, count, unfilteredCount, facets };
  }

  similarWords(site: SiteKey, text: string, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<string>> {
    const words = correctableWords(text);
    return TE.tryCatch(
      async () =>
        words.length === 0
          ? []
          : (await this.db.query<{ readonly word: string }>(SIMILAR_WORDS_SQL, [site, words, limit])).map(
              (r) => r.word,
            ),
      failed,
    );
  }

  topDeals(site: SiteKey, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    return TE.tryCatch(async () => {
      const rows = await this.db.query<{ readonly id: number }>(TOP_DEAL_IDS_SQL, [
        site,
        this.clock.now().toISOString(),
        limit,
      ]);
      return this.cards(rows.map((r) => r.id));
    }, failed);
  }

  /** The deal cards of `ids`, in their order. */
  private async cards(ids: readonly number[]): Promise<DealSummary[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.query<DealSummaryRow>(summariesSql(DEAL_SUMMARY_COLUMNS, DEAL_SUMMARY_FROM), [ids]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row === undefined ? [] : [toDealSummary(row)];
    });
  }
}
