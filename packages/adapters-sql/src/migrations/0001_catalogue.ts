/** Sites, locations, categories, merchants, deals and products (PostgreSQL 15 and PGlite). */
export const name = '0001_catalogue';

export const up = `
CREATE TABLE site (
  key text PRIMARY KEY,
  brand_slug text NOT NULL,
  display_name text NOT NULL,
  country_code text NOT NULL CHECK (country_code IN ('gb', 'ie')),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR'))
);

CREATE TABLE location (
  id integer PRIMARY KEY,
  site_key text NOT NULL REFERENCES site (key),
  name text NOT NULL,
  short_name text NOT NULL,
  country_code text NOT NULL CHECK (country_code IN ('gb', 'ie')),
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  UNIQUE (site_key, short_name)
);

CREATE TABLE category (
  id integer PRIMARY KEY,
  parent_id integer REFERENCES category (id),
  short_name text NOT NULL,
  name text NOT NULL,
  canonical_path_type text NOT NULL DEFAULT 'local'
);

CREATE TABLE merchant (
  id integer PRIMARY KEY,
  name text NOT NULL,
  display_name text NOT NULL,
  address text NOT NULL,
  lat double precision NOT NULL,
  lon double precision NOT NULL
);

CREATE TABLE deal (
  id integer PRIMARY KEY,
  site_key text NOT NULL REFERENCES site (key),
  location_id integer NOT NULL REFERENCES location (id),
  category_id integer NOT NULL REFERENCES category (id),
  merchant_id integer NOT NULL REFERENCES merchant (id),
  url_path text NOT NULL,
  title text NOT NULL,
  headline text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  original_price_minor integer NOT NULL CHECK (original_price_minor >= 0),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  image_id text NOT NULL,
  opens_at timestamptz NOT NULL,
  closing_at timestamptz NOT NULL,
  sold_out boolean NOT NULL DEFAULT false,
  popularity integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (site_key, url_path)
);

CREATE INDEX deal_listing_idx ON deal (site_key, location_id, popularity DESC, id);

CREATE TABLE product (
  id integer PRIMARY KEY,
  deal_id integer NOT NULL REFERENCES deal (id) ON DELETE CASCADE,
  friendly_name text NOT NULL,
  price_minor integer NOT NULL CHECK (price_minor >= 0),
  original_price_minor integer NOT NULL CHECK (original_price_minor >= 0),
  vip_price_minor integer CHECK (vip_price_minor >= 0),
  purchase_cap integer NOT NULL CHECK (purchase_cap >= 0),
  total_remaining integer NOT NULL CHECK (total_remaining >= 0),
  sort_order integer NOT NULL DEFAULT 0
);

CREATE INDEX product_deal_idx ON product (deal_id, sort_order);
`;
