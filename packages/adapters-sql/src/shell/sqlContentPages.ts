import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type GuideSummary, type GuideWithDeals, type StaticPage, guidePath } from '@kerching/domain/content';
import type { SitemapEntry } from '@kerching/domain/seo';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import { LISTING_ON_SALE } from '@kerching/domain/deal';
import type { CatalogError, Clock, ContentPages, SitemapSource } from '@kerching/ports';
import {
  DEAL_SUMMARY_COLUMNS,
  DEAL_SUMMARY_FROM,
  type DealSummaryRow,
  toDealSummary,
} from '../catalogue/dealSummaryRow';
import type { SqlClient } from '../sqlClient';
import { onSaleNowSql } from '../catalogue/dealRulesSql';

interface StaticPageRow {
  readonly slug: string;
  readonly title: string;
  readonly body: string;
  readonly updated_at: Date | string;
}

interface GuideRow {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly deal_ids: readonly number[];
}

const unavailable = (error: unknown): CatalogError =>
  domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'content query failed');

const iso = (at: Date | string): string => new Date(at).toISOString();

/** At most this many open deals go into a sitemap, most popular first (the rest of 50,000 is pages). */
export const SITEMAP_MAX_DEALS = 45_000;

/** Static pages, guides (with their open deals) and the sitemap's addresses, over SQL. */
export class SqlContentPages implements ContentPages, SitemapSource {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  staticPage(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<StaticPage>> {
    return TE.tryCatch(async () => {
      const rows = await this.db.query<StaticPageRow>(
        'SELECT slug, title, body, updated_at FROM static_page WHERE site_key = $1 AND slug = $2',
        [site, slug],
      );
      return O.map((row: StaticPageRow): StaticPage => ({
        slug: row.slug,
        title: row.title,
        body: row.body,
        updatedAt: iso(row.updated_at),
      }))(O.fromNullable(rows[0]));
    }, unavailable);
  }

  guides(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<GuideSummary>> {
    return TE.tryCatch(
      async () =>
        this.db.query<GuideSummary>('SELECT slug, title, summary FROM guide WHERE site_key = $1 ORDER BY title, slug', [
          site,
        ]),
      unavailable,
    );
  }

  guide(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<GuideWithDeals>> {
    return TE.tryCatch(async () => {
      const [row] = await this.db.query<GuideRow>(
        'SELECT slug, title, summary, body, deal_ids FROM guide WHERE site_key = $1 AND slug = $2',
        [site, slug],
      );
      if (row === undefined) return O.none;
      const ids = row.deal_ids.map(Number);
      const deals =
        ids.length === 0
          ? []
          : await this.db.query<DealSummaryRow>(
              `SELECT ${DEAL_SUMMARY_COLUMNS} FROM ${DEAL_SUMMARY_FROM}
                WHERE d.site_key = $1 AND d.id = ANY($2::integer[]) AND ${onSaleNowSql('$3', LISTING_ON_SALE)}`,
              [site, ids, this.clock.now().toISOString()],
            );
      const order = new Map(ids.map((id, index) => [id, index]));
      return O.some({
        guide: { slug: row.slug, title: row.title, summary: row.summary, body: row.body },
        deals: [...deals].sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0)).map(toDealSummary),
      });
    }, unavailable);
  }

  entries(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<SitemapEntry>> {
    return TE.tryCatch(async () => {
      const pages = await this.db.query<{ slug: string; updated_at: Date | string }>(
        'SELECT slug, updated_at FROM static_page WHERE site_key = $1 ORDER BY slug',
        [site],
      );
      const guides = await this.db.query<{ slug: string }>('SELECT slug FROM guide WHERE site_key = $1 ORDER BY slug', [
        site,
      ]);
      const deals = await this.db.query<{ url_path: string; updated_at: Date | string }>(
        `SELECT url_path, updated_at FROM deal
          WHERE site_key = $1 AND opens_at <= $2 AND closing_at > $2
          ORDER BY popularity DESC, id LIMIT $3`,
        [site, this.clock.now().toISOString(), SITEMAP_MAX_DEALS],
      );
      return [
        ...pages.map((p) => ({ path: `/page/${p.slug}`, lastModified: O.some(iso(p.updated_at)) })),
        ...guides.map((g) => ({ path: guidePath(g.slug), lastModified: O.none })),
        ...deals.map((d) => ({ path: d.url_path, lastModified: O.some(iso(d.updated_at)) })),
      ];
    }, unavailable);
  }

  categoriesWithDealsIn(site: SiteKey, location: string): TE.TaskEither<CatalogError, ReadonlyArray<string>> {
    return TE.tryCatch(async () => {
      const rows = await this.db.query<{ short_name: string }>(
        `SELECT DISTINCT c.short_name
           FROM deal d
           JOIN category c ON c.id = d.category_id OR c.id = d.subcategory_id OR c.id = d.subsubcategory_id
          WHERE d.site_key = $1 AND ${onSaleNowSql('$3', LISTING_ON_SALE)}
            AND d.location_id IN (SELECT x.id FROM location x JOIN location t ON x.id = t.id OR x.parent_id = t.id
                                   WHERE t.site_key = $1 AND t.short_name = $2)
          ORDER BY c.short_name`,
        [site, location, this.clock.now().toISOString()],
      );
      return rows.map((row) => row.short_name);
    }, unavailable);
  }
}
