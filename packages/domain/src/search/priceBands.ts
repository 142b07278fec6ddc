/**
 * Price bands of the search facets, from the listing family's price filter steps (spec 1 §3 "Price
 * filter steps 0, 10, 20, 50, 100, 200 and variants up to 1000"): 0-10, 10-20, ..., 500-1000 and
 * 1000 upwards, in whole currency units. A band holds prices from its start up to, but not
 * including, its end, so every price is in exactly one band. In the URL a band is the facet
 * `f_price={start}-{end}` (the open top band has no end: `f_price=1000-`).
 */
import * as O from 'fp-ts/Option';
import { giftBudgetLabel } from '../listing/messages';
import { PRICE_FILTER_STEPS } from '../listing/priceSlider';
import { currencySymbol } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';

export const PRICE_BAND_FACET = 'price';
export const PRICE_BAND_PARAM = `f_${PRICE_BAND_FACET}` as const;

export interface PriceBand {
  /** Position of the band, from 0 (cheapest). */
  readonly index: number;
  /** `10-20`, or `1000-` for the open top band. */
  readonly key: string;
  readonly startMajor: number;
  /** None for the open top band. */
  readonly endMajor: O.Option<number>;
}

export const PRICE_BANDS: ReadonlyArray<PriceBand> = PRICE_FILTER_STEPS.map((start, index) => {
  const end = PRICE_FILTER_STEPS[index + 1];
  return {
    index,
    key: `${start}-${end ?? ''}`,
    startMajor: start,
    endMajor: end === undefined ? O.none : O.some(end),
  };
});

/**
 * The band starts above the first, in minor units: the thresholds of SQL's `width_bucket`, which
 * then answers a price's band index (0 below the first threshold).
 */
export const PRICE_BAND_THRESHOLDS_MINOR: ReadonlyArray<number> = PRICE_BANDS.slice(1).map((b) => b.startMajor * 100);

export const priceBandByKey = (key: string): O.Option<PriceBand> =>
  O.fromNullable(PRICE_BANDS.find((band) => band.key === key));

export const priceBandByIndex = (index: number): O.Option<PriceBand> => O.fromNullable(PRICE_BANDS[index]);

/** "Under £10", "£10 to £20", "€1000+" (the listing family's budget wording). */
export const priceBandLabel = (band: PriceBand, currency: CurrencyCode): string =>
  giftBudgetLabel(band.startMajor, O.toUndefined(band.endMajor), currencySymbol(currency));
