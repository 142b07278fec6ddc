/**
 * The SQL of search, as text built only from the constants below (never from input): every value
 * travels as a parameter. Parameters of a search:
 *   $1 site key, $2 now, $3 text, $4 category short name or null, $5 location short name or null,
 *   $6 min price (minor) or null, $7 max price (minor) or null, $8 price band thresholds int[],
 *   $9 chosen price bands int[], $10 page size, $11 offset; by relevance, $12 the shopper's town's
 *   short name or null.
 * Search shows open deals, and closed lastChance deals: reached from search they stay available
 * (spec 1 §4 Deal unavailability).
 */
import { LISTING_ON_SALE, SEARCH_ON_SALE } from '@kerching/domain/deal';
import type { SortOption } from '@kerching/domain/listing';
import type { SearchMatch } from '@kerching/ports';
import { discountPercentageSql, onSaleNowSql, priceBandSql } from '../catalogue/dealRulesSql';

/** How much relevance a deal in the shopper's own town gains. */
export const NEAR_BOOST = 2;

/** On sale now as search reads it (domain deal `onSaleNow`, `SEARCH_ON_SALE`), at $2. */
export const OPEN_FOR_SEARCH = onSaleNowSql('$2', SEARCH_ON_SALE);

interface MatchSql {
  /** The table of deals read: each has the columns search filters, ranks, sorts and counts by. */
  readonly from: string;
  readonly where: string;
  readonly rank: string;
}

/**
 * Full text over the weighted tsvector (title A, headline B, search text C) of the deals' narrow
 * search rows (migration 0026), or trigram-similar titles of the deals themselves.
 */
const MATCH: Readonly<Record<SearchMatch['kind'], MatchSql>> = {
  fullText: {
    from: 'deal_search_row',
    where: `d.search @@ websearch_to_tsquery('english', $3::text)`,
    // The query as a subquery: computed once (an InitPlan) even in a generic plan, where the text
    // is not known when planning and a bare call would be made again for every matching row.
    // Several words: cover density (ts_rank_cd), which ranks them higher the closer they stand.
    // One word: ts_rank, which orders one word's matches as ts_rank_cd does, at a third to a half
    // of its cost; one word is what matches thousands of deals ("spa", "hotel"; ADR 45).
    rank: `CASE WHEN (SELECT numnode(websearch_to_tsquery('english', $3::text)) = 1)
      THEN ts_rank(d.search, (SELECT websearch_to_tsquery('english', $3::text)), 32)
      ELSE ts_rank_cd(d.search, (SELECT websearch_to_tsquery('english', $3::text)), 32) END`,
  },
  similarTitle: {
    from: 'deal',
    // The text as a subquery too: with the text in view, the planner estimated its matches from
    // the titles' statistics, so every plan for a value looked cheaper than the generic plan (the
    // same plan) and the statement was planned again on every search that fell back to it, 1.6 ms
    // (session 33). Hidden, the two estimates agree and the generic plan is kept after five.
    where: `(SELECT lower($3::text)) <% lower(d.title)`,
    rank: `word_similarity((SELECT lower($3::text)), lower(d.title))`,
  },
};

export const CATEGORY_OK = `($4::text IS NULL OR ARRAY[d.category_id, d.subcategory_id, d.subsubcategory_id] &&
  (SELECT coalesce(array_agg(fc.id), '{}') FROM category fc WHERE fc.short_name = $4))`;
export const LOCATION_OK = `($5::text IS NULL OR d.location_id =
  (SELECT fl.id FROM location fl WHERE fl.site_key = $1 AND fl.short_name = $5))`;
export const PRICE_OK = `($6::int IS NULL OR d.price_minor >= $6) AND ($7::int IS NULL OR d.price_minor <= $7)`;
export const BAND_OK = `(cardinality($9::int[]) = 0 OR ${priceBandSql('$8::int[]', 'd.')} = ANY ($9::int[]))`;

/**
 * Relevance: the text rank, lifted by popularity (up to about 1.7 times for the most popular), and
 * doubled for a deal in the shopper's town ($12), so a Londoner's "spa" finds London's spas before
 * Nottingham's; deals anywhere else (other towns, national, travel) keep their order among themselves.
 */
const score = (rank: string): string => `(${rank}) * (1 + ln(1 + greatest(d.popularity, 0)) / 10)
  * CASE WHEN d.location_id = (SELECT nl.id FROM location nl WHERE nl.site_key = $1 AND nl.short_name = $12::text)
         THEN ${NEAR_BOOST} ELSE 1 END`;

/** Orders over the `base` rows (`b`), which carry the columns each sort needs. */
const ORDER: Readonly<Record<SortOption, string>> = {
  popularity: 'b.score DESC, b.popularity DESC, b.id',
  price: 'b.price_minor DESC, b.popularity DESC, b.id',
  pricelow: 'b.price_minor ASC, b.popularity DESC, b.id',
  discountPercentage: `${discountPercentageSql('b.')} DESC, b.popularity DESC, b.id`,
  recentlyAdded: 'b.created_at DESC, b.id DESC',
};

export const matchWhere = (match: SearchMatch['kind']): string => MATCH[match].where;

/**
 * One pass over the text's matches (the GIN index finds them; each row is read once):
 * - facet rows (part 'facet', GROUPING SETS): per top category, location and price band, each
 *   counted with every filter but its own (disjunctive), and the totals row with the filtered and
 *   unfiltered counts and the price range (every filter but the price ones);
 * - page rows (part 'page'): the ids of the requested page in order (`position`), fetched after.
 * The text rank is computed only when sorting by relevance.
 */
export const searchSql = (sort: SortOption, match: SearchMatch['kind']): string => `
  WITH base AS MATERIALIZED (
    SELECT d.id, d.category_id, d.location_id, d.price_minor, d.original_price_minor, d.popularity, d.created_at,
           ${sort === 'popularity' ? score(MATCH[match].rank) : '0'} AS score,
           ${priceBandSql('$8::int[]', 'd.')} AS band,
           ${CATEGORY_OK} AS cat_ok, ${LOCATION_OK} AS loc_ok, ${PRICE_OK} AS price_ok, ${BAND_OK} AS band_ok
      FROM ${MATCH[match].from} d
     WHERE d.site_key = $1 AND ${OPEN_FOR_SEARCH} AND ${matchWhere(match)}
  ), counted AS (
    SELECT GROUPING(category_id) AS g_category, GROUPING(location_id) AS g_location, GROUPING(band) AS g_band,
           category_id, location_id, band,
           (count(*) FILTER (WHERE loc_ok AND price_ok AND band_ok))::int AS for_category,
           (count(*) FILTER (WHERE cat_ok AND price_ok AND band_ok))::int AS for_location,
           (count(*) FILTER (WHERE cat_ok AND loc_ok AND price_ok))::int AS for_band,
           (count(*) FILTER (WHERE cat_ok AND loc_ok AND price_ok AND band_ok))::int AS total,
           count(*)::int AS unfiltered,
           min(price_minor) FILTER (WHERE cat_ok AND loc_ok) AS min_price,
           max(price_minor) FILTER (WHERE cat_ok AND loc_ok) AS max_price
      FROM base
     GROUP BY GROUPING SETS ((category_id), (location_id), (band), ())
  ), page AS (
    SELECT b.id
      FROM base b
     WHERE b.cat_ok AND b.loc_ok AND b.price_ok AND b.band_ok
     ORDER BY ${ORDER[sort]}
     LIMIT $10 OFFSET $11
  )
  SELECT 'facet' AS part, k.g_category, k.g_location, k.g_band, k.band, k.for_category, k.for_location, k.for_band,
         k.total, k.unfiltered, k.min_price, k.max_price,
         c.short_name AS category_short_name, c.name AS category_name,
         l.short_name AS location_short_name, l.name AS location_name,
         NULL::int AS deal_id, NULL::bigint AS position
    FROM counted k
    LEFT JOIN category c ON k.g_category = 0 AND c.id = k.category_id
    LEFT JOIN location l ON k.g_location = 0 AND l.id = k.location_id
  UNION ALL
  SELECT 'page', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL,
         p.id, row_number() OVER ()
    FROM page p`;

/** The deal cards of a page's ids ($1): `columns` and `from` are the shared deal summary projection. */
export const summariesSql = (columns: string, from: string): string => `
  SELECT ${columns}
    FROM ${from}
   WHERE d.id = ANY ($1::int[])`;

/**
 * Joins each typed word (`t.typed`) to the words of site $1's titles most like it (`c.word`; pg_trgm
 * word similarity at least the connection's threshold, sessionSettings.ts; then the most used): the
 * title vocabulary of migration 0010. `limit` is SQL text from this package (a number or a
 * parameter), never input.
 */
export const closeWordsJoin = (limit: string): string => `
   CROSS JOIN LATERAL (
          SELECT s.word
            FROM search_word s
           WHERE s.site_key = $1 AND t.typed <% s.word
           ORDER BY word_similarity(t.typed, s.word) DESC, s.deals DESC, s.word
           LIMIT ${limit}) c`;

/** For each typed word ($2), the $3 words of site $1's titles most like it. */
export const SIMILAR_WORDS_SQL = `
  SELECT DISTINCT c.word
    FROM unnest($2::text[]) AS t(typed)${closeWordsJoin('$3')}`;

/**
 * The ids of the site's most popular open deals that can be bought, in order: $1 site, $2 now, $3
 * rows. Their cards come from summariesSql: one statement with the cards' joins kept a custom plan
 * for its LIMIT, planned again on every search that fell back (1.2–1.6 ms, session 33); the ids
 * alone are planned in about 0.15 ms.
 */
export const TOP_DEAL_IDS_SQL = `
  SELECT d.id
    FROM deal d
   WHERE d.site_key = $1 AND ${onSaleNowSql('$2', LISTING_ON_SALE)} AND NOT d.sold_out
   ORDER BY d.popularity DESC, d.id
   LIMIT $3`;
