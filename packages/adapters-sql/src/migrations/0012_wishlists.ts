/**
 * Wish lists (spec 2 §7.8): a visitor's list is known by its id (the wish list id cookie); a
 * shopper has at most one per site. Deals are kept by id without a foreign key, as basket lines
 * are, so a catalogue import never fails on a saved deal; the page shows the ones still on the site.
 */
export const name = '0012_wishlists';

export const up = `
CREATE TABLE wishlist (
  id text PRIMARY KEY,
  site_key text NOT NULL CHECK (site_key IN ('kerching', 'kerchingie', 'livingsocial', 'livingsocialie')),
  customer_id text REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE UNIQUE INDEX wishlist_of_customer ON wishlist (site_key, customer_id) WHERE customer_id IS NOT NULL;

CREATE TABLE wishlist_deal (
  wishlist_id text NOT NULL REFERENCES wishlist (id) ON DELETE CASCADE,
  deal_id integer NOT NULL,
  added_at timestamptz NOT NULL,
  PRIMARY KEY (wishlist_id, deal_id)
);
`;
