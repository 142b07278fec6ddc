/**
 * Indexes for search and suggest (spec 2 §7.2 /v1/search, /v1/suggest), PostgreSQL 15 and PGlite:
 * - the site's deals by popularity: the top-deals fallback and suggest's deal titles read them in
 *   order and stop early;
 * - deals by merchant and site: "does this merchant have an open deal on this site" for suggest;
 * - merchant names, lower-cased, in byte order (C collation): suggest's merchants by prefix, read in
 *   name order and stopping early;
 * - the full-text and title trigram GIN indexes (0002) without a pending list (fastupdate off):
 *   the embedded database has no autovacuum to merge it, and every search would scan it.
 */
export const name = '0003_search';

export const up = `
CREATE INDEX deal_site_popularity_idx ON deal (site_key, popularity DESC, id);
CREATE INDEX deal_merchant_site_idx ON deal (merchant_id, site_key);
CREATE INDEX merchant_display_name_prefix_idx ON merchant ((lower(display_name) COLLATE "C"));
ALTER INDEX deal_search_idx SET (fastupdate = off);
ALTER INDEX deal_title_trgm_idx SET (fastupdate = off);
`;
