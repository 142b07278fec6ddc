/** Business constants of the deal family (spec 2 §9, spec 1 §5), kept as data. */

/** "Buy-closed-deal up to 4 days after closing." */
export const BUY_CLOSED_DEAL_DAYS = 4;

/** "A price-per-person deal forces a minimum quantity of 2." */
export const PRICE_PER_PERSON_MIN_QUANTITY = 2;

/** The smallest quantity of any other chosen product. */
export const DEFAULT_MIN_QUANTITY = 1;

/**
 * "High total price when a product totalPrice is at least 30" — 30 in major units of the deal's
 * currency, held here in minor units like every amount of the model.
 */
export const HIGH_TOTAL_PRICE_THRESHOLD_MINOR = 3000;

/** "Good review display ... 4 when the light variant is on." */
export const GOOD_REVIEW_LIGHT_VARIANT_THRESHOLD = 4;

/** usr_src values that keep a lastChance deal available after closing (spec 1 §2 Query parameters). */
export const LAST_CHANCE_USR_SRC_VALUES = ['search', 'recentlyViewed', 'recommended'] as const;

/** usr_src prefix of sponsored search results: `sponsored_search_*`. */
export const SPONSORED_SEARCH_USR_SRC_PREFIX = 'sponsored_search_';

/** One calendar day in milliseconds. */
export const DAY_MS = 86_400_000;
