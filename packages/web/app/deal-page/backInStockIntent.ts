/** The deal page form's `intent` value that asks for a back-in-stock email (not a basket action). */
export const BACK_IN_STOCK_INTENT = 'back-in-stock';
