/**
 * Search and suggest always ask for one site's deals. The full-text and title trigram GIN indexes
 * (0002) held every site's deals, so PostgreSQL intersected each with the site's 30,000-row bitmap
 * and then read every site's matching rows; with the site key inside the GIN index (btree_gin), the
 * index hands over only that site's matches. Over the 100,000-deal seed the search for "spa" went
 * from about 22 to 16 ms of database time (docs/PERFORMANCE.md). PostgreSQL 15 and PGlite (btree_gin
 * is loaded as a PGlite extension). Still without a pending list (see 0003).
 */
export const name = '0009_search_by_site';

export const up = `
CREATE EXTENSION IF NOT EXISTS btree_gin WITH SCHEMA public;
CREATE INDEX deal_site_search_idx ON deal USING gin (site_key, search) WITH (fastupdate = off);
CREATE INDEX deal_site_title_trgm_idx ON deal USING gin (site_key, lower(title) gin_trgm_ops) WITH (fastupdate = off);
DROP INDEX deal_search_idx;
DROP INDEX deal_title_trgm_idx;
`;
