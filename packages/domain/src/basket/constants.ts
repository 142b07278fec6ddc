/** Business constants of the basket family (spec 2 §9, spec 1 §5), kept as data. */

/** "Basket token valid only if longer than 10 characters." */
export const BASKET_TOKEN_LENGTH_TO_EXCEED = 10;

/** "A basket containing subcategory 14, 17, 386, 398, 585 or 586 is allowed only when the total is under 50." */
export const RESTRICTED_SUBCATEGORY_IDS: readonly number[] = [14, 17, 386, 398, 585, 586];

/** The restricted-basket limit: 50 in major units of the basket's currency, held in minor units. */
export const RESTRICTED_BASKET_TOTAL_LIMIT_MINOR = 5000;

/** The only addon type of the spec (spec 1 §3 "Addon", spec 2 §7.6). */
export const ADDON_TYPE_VVE = 'VVE';
