/**
 * The discovery catalogue: the category tree and location kinds, every Deal field a page shows,
 * product caps, reviews, static pages, guides, deal feeds, and search (full text with weights,
 * trigram suggest). PostgreSQL 15 and PGlite (pg_trgm is loaded as a PGlite extension).
 */
export const name = '0002_discovery';

export const up = `
-- In public, so every schema of the database (tests work in schemas of their own) sees it.
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

ALTER TABLE category
  ADD COLUMN sort_order integer NOT NULL DEFAULT 0,
  ADD COLUMN navigation_type text CHECK (navigation_type IN ('travel', 'international-travel'));

ALTER TABLE location
  ADD COLUMN kind text NOT NULL DEFAULT 'local' CHECK (kind IN ('local', 'national', 'travel', 'near-me')),
  ADD COLUMN parent_id integer REFERENCES location (id);

ALTER TABLE merchant
  ADD COLUMN town text NOT NULL DEFAULT '',
  ADD COLUMN postcode text NOT NULL DEFAULT '',
  ADD COLUMN phone text,
  ADD COLUMN website text,
  ADD COLUMN vat_number text;

ALTER TABLE deal
  ADD COLUMN subcategory_id integer REFERENCES category (id),
  ADD COLUMN subsubcategory_id integer REFERENCES category (id),
  ADD COLUMN description text NOT NULL DEFAULT '',
  ADD COLUMN fine_print text NOT NULL DEFAULT '',
  ADD COLUMN deal_type text NOT NULL DEFAULT 'default' CHECK (deal_type IN ('default', 'calendar')),
  ADD COLUMN display_type text NOT NULL DEFAULT 'default' CHECK (display_type IN ('default', 'dropdown', 'calendar')),
  ADD COLUMN evergreen boolean NOT NULL DEFAULT false,
  ADD COLUMN last_chance boolean NOT NULL DEFAULT false,
  ADD COLUMN enable_buy_closed_deal boolean NOT NULL DEFAULT false,
  ADD COLUMN early_bird boolean NOT NULL DEFAULT false,
  ADD COLUMN price_per_person boolean NOT NULL DEFAULT false,
  ADD COLUMN price_indicative boolean NOT NULL DEFAULT false,
  ADD COLUMN show_price boolean NOT NULL DEFAULT true,
  ADD COLUMN show_discount boolean NOT NULL DEFAULT true,
  ADD COLUMN vip_only boolean NOT NULL DEFAULT false,
  ADD COLUMN vip_discount_allowed boolean NOT NULL DEFAULT false,
  ADD COLUMN vip_price_minor integer CHECK (vip_price_minor >= 0),
  ADD COLUMN deposit_price_minor integer CHECK (deposit_price_minor >= 0),
  ADD COLUMN is_travel boolean NOT NULL DEFAULT false,
  ADD COLUMN nights integer CHECK (nights BETWEEN 1 AND 16),
  ADD COLUMN gift_packable boolean NOT NULL DEFAULT false,
  ADD COLUMN click_and_collect boolean NOT NULL DEFAULT false,
  ADD COLUMN wellness boolean NOT NULL DEFAULT false,
  ADD COLUMN delivery_type text NOT NULL DEFAULT 'none' CHECK (delivery_type IN ('none', 'other')),
  ADD COLUMN min_postage_price_minor integer NOT NULL DEFAULT 0 CHECK (min_postage_price_minor >= 0),
  ADD COLUMN purchase_cap integer NOT NULL DEFAULT 10 CHECK (purchase_cap >= 0),
  ADD COLUMN social_cue_claim text,
  ADD COLUMN review_total integer NOT NULL DEFAULT 0 CHECK (review_total >= 0),
  ADD COLUMN review_average real NOT NULL DEFAULT 0 CHECK (review_average BETWEEN 0 AND 5),
  ADD COLUMN image_ids text[] NOT NULL DEFAULT '{}',
  ADD COLUMN tags text[] NOT NULL DEFAULT '{}',
  ADD COLUMN search_text text NOT NULL DEFAULT '',
  ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') ||
    setweight(to_tsvector('english', headline), 'B') ||
    setweight(to_tsvector('english', search_text), 'C')
  ) STORED;

CREATE INDEX deal_search_idx ON deal USING gin (search);
CREATE INDEX deal_title_trgm_idx ON deal USING gin (lower(title) gin_trgm_ops);
CREATE INDEX deal_site_category_idx ON deal (site_key, category_id, popularity DESC, id);
CREATE INDEX deal_site_subcategory_idx ON deal (site_key, subcategory_id, popularity DESC, id);
CREATE INDEX deal_site_price_idx ON deal (site_key, price_minor, id);
CREATE INDEX deal_site_closing_idx ON deal (site_key, closing_at);

ALTER TABLE product
  ADD COLUMN vip_exclusive boolean NOT NULL DEFAULT false,
  ADD COLUMN daily_cap integer CHECK (daily_cap >= 0),
  ADD COLUMN weekly_cap integer CHECK (weekly_cap >= 0),
  ADD COLUMN remaining_for_day integer CHECK (remaining_for_day >= 0),
  ADD COLUMN remaining_for_week integer CHECK (remaining_for_week >= 0),
  ADD COLUMN max_per_user integer CHECK (max_per_user >= 0),
  ADD COLUMN admin_fee_minor integer NOT NULL DEFAULT 0 CHECK (admin_fee_minor >= 0),
  ADD COLUMN total_price_minor integer CHECK (total_price_minor >= 0),
  ADD COLUMN total_bought integer NOT NULL DEFAULT 0 CHECK (total_bought >= 0),
  ADD COLUMN nights integer CHECK (nights BETWEEN 1 AND 16),
  ADD COLUMN gift_pack boolean NOT NULL DEFAULT false;

CREATE TABLE review (
  id integer PRIMARY KEY,
  deal_id integer NOT NULL REFERENCES deal (id) ON DELETE CASCADE,
  rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  author text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL
);
CREATE INDEX review_deal_idx ON review (deal_id, created_at DESC);

CREATE TABLE static_page (
  site_key text NOT NULL REFERENCES site (key),
  slug text NOT NULL,
  title text NOT NULL,
  body text NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (site_key, slug)
);

CREATE TABLE guide (
  site_key text NOT NULL REFERENCES site (key),
  slug text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL,
  body text NOT NULL,
  deal_ids integer[] NOT NULL DEFAULT '{}',
  PRIMARY KEY (site_key, slug)
);

CREATE TABLE deal_feed (
  site_key text NOT NULL REFERENCES site (key),
  slug text NOT NULL,
  display_name text NOT NULL,
  description text NOT NULL,
  text text NOT NULL DEFAULT '',
  additional_text text NOT NULL DEFAULT '',
  redirect_url text,
  listicle_view boolean NOT NULL DEFAULT false,
  category_short_name text,
  location_short_name text,
  search_tag text,
  max_price_minor integer,
  page_size integer NOT NULL DEFAULT 9 CHECK (page_size BETWEEN 1 AND 100),
  PRIMARY KEY (site_key, slug)
);
`;
