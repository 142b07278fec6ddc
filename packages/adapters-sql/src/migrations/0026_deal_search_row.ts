/**
 * Full-text search reads a narrow copy of each deal: the columns search filters, ranks, sorts and
 * counts facets by, and the weighted text (`deal.search`), about 300 bytes a row against the deal's
 * 1,500. A search for "spa" over the 100,000-deal seed matches 5,523 of one site's deals and must
 * read every one to rank and count them: from `deal` that is 4,224 pages (five rows a page), from
 * this table a fifth of that, and the query takes half the time (docs/PERFORMANCE.md, session 30).
 *
 * The copy is kept by the database itself, so no writer can forget it: statement triggers on `deal`
 * upsert the rows an INSERT or UPDATE wrote (one statement per statement, so a bulk load stays one
 * pass), and deleting a deal deletes its row. PostgreSQL 15 and PGlite (plpgsql is built in).
 * The typo fallback (trigram-similar titles) and the listings' `q` still read `deal`.
 */
export const name = '0026_deal_search_row';

const COLUMNS = `id, site_key, opens_at, closing_at, last_chance, category_id, subcategory_id, subsubcategory_id,
  location_id, price_minor, original_price_minor, popularity, created_at, search`;

export const up = `
CREATE TABLE deal_search_row (
  id integer PRIMARY KEY REFERENCES deal (id) ON DELETE CASCADE,
  site_key text NOT NULL,
  opens_at timestamptz NOT NULL,
  closing_at timestamptz NOT NULL,
  last_chance boolean NOT NULL,
  category_id integer NOT NULL,
  subcategory_id integer,
  subsubcategory_id integer,
  location_id integer NOT NULL,
  price_minor integer NOT NULL,
  original_price_minor integer NOT NULL,
  popularity integer NOT NULL,
  created_at timestamptz NOT NULL,
  search tsvector NOT NULL
);

CREATE FUNCTION deal_search_row_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO deal_search_row (${COLUMNS})
  SELECT ${COLUMNS} FROM written
  ON CONFLICT (id) DO UPDATE SET
    site_key = excluded.site_key, opens_at = excluded.opens_at, closing_at = excluded.closing_at,
    last_chance = excluded.last_chance, category_id = excluded.category_id,
    subcategory_id = excluded.subcategory_id, subsubcategory_id = excluded.subsubcategory_id,
    location_id = excluded.location_id, price_minor = excluded.price_minor,
    original_price_minor = excluded.original_price_minor, popularity = excluded.popularity,
    created_at = excluded.created_at, search = excluded.search;
  RETURN NULL;
END
$$;

CREATE TRIGGER deal_search_row_inserted AFTER INSERT ON deal
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION deal_search_row_copy();
CREATE TRIGGER deal_search_row_updated AFTER UPDATE ON deal
  REFERENCING NEW TABLE AS written FOR EACH STATEMENT EXECUTE FUNCTION deal_search_row_copy();

INSERT INTO deal_search_row (${COLUMNS}) SELECT ${COLUMNS} FROM deal;

CREATE INDEX deal_search_row_text_idx ON deal_search_row USING gin (site_key, search) WITH (fastupdate = off);
`;
