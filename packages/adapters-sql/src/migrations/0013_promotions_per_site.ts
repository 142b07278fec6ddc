/**
 * Promotions are a site's own (spec 2 §9: "Exit promo code EXTRA10 (extra 10%)" on every site), so a
 * code is unique within its site, not across all four: the key becomes (site, code), and a
 * redemption names the site of the code it used. `listed` marks the codes the site shows on its
 * discount codes page (/discountcodes); a code not listed still works when typed (a partner's or a
 * newsletter's code, say).
 */
export const name = '0013_promotions_per_site';

export const up = `
ALTER TABLE promotion_redemption ADD COLUMN site_key text;
UPDATE promotion_redemption r SET site_key = p.site_key FROM promotion p WHERE p.code = r.code;
ALTER TABLE promotion_redemption ALTER COLUMN site_key SET NOT NULL;
ALTER TABLE promotion_redemption DROP CONSTRAINT promotion_redemption_code_fkey;
ALTER TABLE promotion_redemption DROP CONSTRAINT promotion_redemption_pkey;
DROP INDEX promotion_redemption_by_customer;

ALTER TABLE promotion DROP CONSTRAINT promotion_pkey;
ALTER TABLE promotion ADD PRIMARY KEY (site_key, code);
ALTER TABLE promotion ADD COLUMN listed boolean NOT NULL DEFAULT false;

ALTER TABLE promotion_redemption ADD PRIMARY KEY (site_key, code, customer_id, order_id);
ALTER TABLE promotion_redemption
  ADD FOREIGN KEY (site_key, code) REFERENCES promotion (site_key, code) ON DELETE CASCADE;
CREATE INDEX promotion_redemption_by_customer ON promotion_redemption (site_key, code, customer_id);
`;
