/** Promo constants of spec 1 §6 and spec 2 §9, kept as data. */

/** Promotional marketing credit is capped at 10% per eligible basket item... */
export const MARKETING_CREDIT_CAP_PERCENT = 10;
/** ...up to 5 in local currency (major units). */
export const MARKETING_CREDIT_CAP_MAJOR = 5;

export const MINOR_UNITS_PER_MAJOR = 100;
