/**
 * Search rules for tests: what the SQL computes, stated in TypeScript, for in-memory doubles and
 * for the property tests that check the SQL against it.
 */
import { PRICE_BAND_THRESHOLDS_MINOR } from '../priceBands';

/**
 * The index of the band a price in minor units falls in: what SQL's `width_bucket` answers over
 * PRICE_BAND_THRESHOLDS_MINOR (the search query groups and filters by it in the database).
 */
export const priceBandIndexOf = (priceMinor: number): number =>
  PRICE_BAND_THRESHOLDS_MINOR.filter((threshold) => priceMinor >= threshold).length;
