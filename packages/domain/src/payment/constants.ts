/**
 * Payment constants of spec 2 §9 ("Baskets", "Finance"), kept as data. Amounts in major units are
 * converted to minor units where the rules compare them.
 */

/** Clearpay applies only to totals of 1 to 1000 (major units, inclusive). */
export const CLEARPAY_MIN_TOTAL_MAJOR = 1;
export const CLEARPAY_MAX_TOTAL_MAJOR = 1000;

/** Klarna excludes these subcategories (spec 1 §5). */
export const KLARNA_EXCLUDED_SUBCATEGORY_IDS: readonly number[] = [218, 711];
/** ...and these as well in the stricter mode. */
export const KLARNA_STRICT_EXTRA_EXCLUDED_SUBCATEGORY_IDS: readonly number[] = [197, 200];

/** A card security code has exactly this many digits. */
export const SECURITY_CODE_LENGTH = 3;

/** Finance: representative APR 23.9%, credit limit 1200; 0% for 4 months; Pay in 3 for 18+ UK residents. */
export const FINANCE_REPRESENTATIVE_APR_PERCENT = 23.9;
export const FINANCE_CREDIT_LIMIT_MAJOR = 1200;
export const FINANCE_INTEREST_FREE_MONTHS = 4;
export const PAY_IN_3_INSTALMENTS = 3;
export const PAY_IN_3_MINIMUM_AGE = 18;

export const MINOR_UNITS_PER_MAJOR = 100;
