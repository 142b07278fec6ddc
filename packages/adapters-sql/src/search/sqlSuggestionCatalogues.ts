import * as TE from 'fp-ts/TaskEither';
import type { SuggestionCatalogue } from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock, SuggestionCatalogues, SuggestionsError } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

/** Deals of site $1 that are open or will open, and lastChance deals (open after closing): $2 now. */
const DEALS_SQL = `
  SELECT d.id, d.title, d.url_path, d.popularity, d.last_chance, d.category_id, d.subcategory_id, d.merchant_id,
         (extract(epoch FROM d.opens_at) * 1000)::float8 AS opens_at,
         (extract(epoch FROM d.closing_at) * 1000)::float8 AS closing_at
    FROM deal d
   WHERE d.site_key = $1 AND (d.closing_at > $2 OR d.last_chance)`;

const CATEGORIES_SQL = `
  SELECT c.id, c.name, c.short_name, c.parent_id, c.sort_order, p.short_name AS parent_short_name,
         coalesce(p.canonical_path_type, c.canonical_path_type) AS path_type
    FROM category c
    LEFT JOIN category p ON p.id = c.parent_id`;

const MERCHANTS_SQL = `
  SELECT m.id, m.display_name
    FROM merchant m
   WHERE EXISTS (SELECT 1 FROM deal d
                  WHERE d.merchant_id = m.id AND d.site_key = $1 AND (d.closing_at > $2 OR d.last_chance))`;

const VOCABULARY_SQL = 'SELECT s.word, s.deals FROM search_word s WHERE s.site_key = $1';

interface DealRow {
  readonly id: number;
  readonly title: string;
  readonly url_path: string;
  readonly popularity: number;
  readonly last_chance: boolean;
  readonly category_id: number;
  readonly subcategory_id: number | null;
  readonly merchant_id: number;
  readonly opens_at: number;
  readonly closing_at: number;
}

interface CategoryRow {
  readonly id: number;
  readonly name: string;
  readonly short_name: string;
  readonly parent_id: number | null;
  readonly sort_order: number;
  readonly parent_short_name: string | null;
  readonly path_type: string;
}

/** A site's suggestable catalogue in four reads of one snapshot (a repeatable-read, read-only transaction). */
export class SqlSuggestionCatalogues implements SuggestionCatalogues {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  load(site: SiteKey): TE.TaskEither<SuggestionsError, SuggestionCatalogue> {
    return TE.tryCatch(
      () =>
        this.db.transaction(async (tx) => {
          await tx.exec('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
          const now = this.clock.now().toISOString();
          const deals = await tx.query<DealRow>(DEALS_SQL, [site, now]);
          const categories = await tx.query<CategoryRow>(CATEGORIES_SQL, []);
          const merchants = await tx.query<{ id: number; display_name: string }>(MERCHANTS_SQL, [site, now]);
          const vocabulary = await tx.query<{ word: string; deals: number }>(VOCABULARY_SQL, [site]);
          return {
            deals: deals.map((d) => ({
              id: d.id,
              title: d.title,
              urlPath: d.url_path,
              popularity: d.popularity,
              opensAt: d.opens_at,
              closingAt: d.closing_at,
              lastChance: d.last_chance,
              categoryIds: d.subcategory_id === null ? [d.category_id] : [d.category_id, d.subcategory_id],
              merchantId: d.merchant_id,
            })),
            categories: categories.map((c) => ({
              id: c.id,
              name: c.name,
              shortName: c.short_name,
              parentId: c.parent_id,
              parentShortName: c.parent_short_name,
              pathType: c.path_type,
              sortOrder: c.sort_order,
            })),
            merchants: merchants.map((m) => ({ id: m.id, displayName: m.display_name })),
            vocabulary,
          };
        }),
      (error) =>
        domainError('SUGGEST.UNAVAILABLE', error instanceof Error ? error.message : 'suggest catalogue read failed'),
    );
  }
}
