/**
 * A product's best-seller claim (spec 1 §3 "Product within a deal" `bestSellerClaim`), such as
 * "Best seller": shown beside the option when it has text (domain `showsBestSellerClaim`).
 */
export const name = '0028_product_best_seller_claim';

export const up = `
ALTER TABLE product ADD COLUMN best_seller_claim text;
`;
