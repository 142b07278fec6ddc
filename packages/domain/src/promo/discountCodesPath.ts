/**
 * The discount codes page (spec 1 §2 "/discountcodes"). On its own because every page's footer
 * links it: the web build puts this module with the shell instead of in a chunk of its own.
 */
export const DISCOUNT_CODES_PAGE_PATH = '/discountcodes';
