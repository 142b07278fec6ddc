/**
 * How the shopper reached the deal a basket line came from (spec 1 §3 basket line
 * "sessionPurchaseSource"): the deal page's usr_src and st_cid. A lastChance deal stays on sale
 * after closing for a shopper who came from search and the like (spec 1 §4), in the basket and at
 * checkout as on the page.
 */
export const name = '0022_basket_line_visit';

export const up = `
ALTER TABLE basket_line ADD COLUMN usr_src text, ADD COLUMN st_cid text;
`;
