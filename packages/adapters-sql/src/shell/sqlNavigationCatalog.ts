import * as TE from 'fp-ts/TaskEither';
import { type CategoryNode, isNavigationType } from '@kerching/domain/navigation';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, NavigationCatalog } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

interface CategoryRow {
  readonly id: number;
  readonly parent_id: number | null;
  readonly short_name: string;
  readonly name: string;
  readonly canonical_path_type: string;
  readonly sort_order: number;
  readonly navigation_type: string | null;
  readonly count: number;
}

/**
 * Every category with the site's open deals in it or below it. A deal counts in its category, its
 * sub-category and its sub-sub-category and in all their ancestors, once each (the recursive
 * ancestry guards against cycles with UNION).
 */
const CATEGORIES_WITH_COUNTS = `
  WITH RECURSIVE ancestry (id, ancestor_id) AS (
    SELECT id, id FROM category
    UNION
    SELECT a.id, c.parent_id FROM ancestry a JOIN category c ON c.id = a.ancestor_id WHERE c.parent_id IS NOT NULL
  ),
  open_deal AS (
    SELECT id, category_id, subcategory_id, subsubcategory_id FROM deal
     WHERE site_key = $1 AND opens_at <= $2 AND closing_at > $2
  ),
  deal_category (deal_id, category_id) AS (
    SELECT id, category_id FROM open_deal
    UNION SELECT id, subcategory_id FROM open_deal WHERE subcategory_id IS NOT NULL
    UNION SELECT id, subsubcategory_id FROM open_deal WHERE subsubcategory_id IS NOT NULL
  ),
  counted AS (
    SELECT a.ancestor_id AS category_id, count(DISTINCT dc.deal_id)::int AS n
      FROM deal_category dc JOIN ancestry a ON a.id = dc.category_id
     GROUP BY a.ancestor_id
  )
  SELECT c.id, c.parent_id, c.short_name, c.name, c.canonical_path_type, c.sort_order, c.navigation_type,
         COALESCE(counted.n, 0)::int AS count
    FROM category c LEFT JOIN counted ON counted.category_id = c.id
   ORDER BY c.sort_order, c.id`;

const toNode = (row: CategoryRow): CategoryNode => ({
  id: row.id,
  parentId: row.parent_id,
  shortName: row.short_name,
  name: row.name,
  canonicalPathType: row.canonical_path_type,
  sortOrder: row.sort_order,
  navigationType: row.navigation_type !== null && isNavigationType(row.navigation_type) ? row.navigation_type : null,
  count: row.count,
});

export class SqlNavigationCatalog implements NavigationCatalog {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  categories(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<CategoryNode>> {
    return TE.tryCatch(
      async () =>
        (await this.db.query<CategoryRow>(CATEGORIES_WITH_COUNTS, [site, this.clock.now().toISOString()])).map(toNode),
      (error) => domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'category query failed'),
    );
  }
}
