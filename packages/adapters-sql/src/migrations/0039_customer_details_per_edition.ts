/**
 * Checkout details per edition (issue 42: "addresses saved per site and never offered on the other
 * edition"): a UK address (postcode) and an Irish one (Eircode) are kept apart, one row each, so
 * the Irish checkout never offers the UK address (which its Eircode check would refuse).
 */
export const name = '0039_customer_details_per_edition';

export const up = `
ALTER TABLE customer_details DROP CONSTRAINT customer_details_pkey;
ALTER TABLE customer_details ADD PRIMARY KEY (customer_id, country_code);
`;
