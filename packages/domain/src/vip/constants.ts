/**
 * VIP membership constants (spec 2 §9 "VIP"), kept as data: 4.99 per year (trial 60 days), extra 10%
 * (up to 15% on exclusives), 50% off renewal offer, prizes up to 20,000.
 * Amounts are in the site's currency (pounds on UK sites, euros on Irish ones).
 */
export const VIP_PRICE_PER_YEAR = 4.99;
/** The same price in minor units (pence, cent), for exact arithmetic. */
export const VIP_PRICE_PER_YEAR_MINOR = 499;
export const VIP_TRIAL_DAYS = 60;
export const VIP_EXTRA_DISCOUNT_PERCENT = 10;
export const VIP_EXCLUSIVE_DISCOUNT_PERCENT_MAX = 15;
export const VIP_RENEWAL_OFFER_PERCENT = 50;
export const VIP_PRIZES_UP_TO = 20_000;

const MS_PER_DAY = 86_400_000;

/** The trial ends 60 days after it starts. */
export const vipTrialEndsAt = (startedAt: Date): Date => new Date(startedAt.getTime() + VIP_TRIAL_DAYS * MS_PER_DAY);

/**
 * The renewal price once the retention offer (50% off the next renewal) is taken, in minor units.
 * Half a penny rounds up, so 499 becomes 250.
 */
export const renewalPriceWithOffer = (renewalPriceMinor: number): number =>
  Math.round((renewalPriceMinor * (100 - VIP_RENEWAL_OFFER_PERCENT)) / 100);
