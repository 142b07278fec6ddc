import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  PRICE_BANDS,
  PRICE_BAND_PARAM,
  PRICE_BAND_THRESHOLDS_MINOR,
  priceBandByIndex,
  priceBandByKey,
  priceBandLabel,
} from './priceBands';
import { priceBandIndexOf } from './testing';

describe('price bands (spec 1 §3 price filter steps)', () => {
  it('runs from the steps 0, 10, 20, 50, 100, 200, 500, 1000 with an open top band', () => {
    expect(PRICE_BANDS.map((b) => b.key)).toEqual([
      '0-10',
      '10-20',
      '20-50',
      '50-100',
      '100-200',
      '200-500',
      '500-1000',
      '1000-',
    ]);
    expect(PRICE_BAND_THRESHOLDS_MINOR).toEqual([1000, 2000, 5000, 10000, 20000, 50000, 100000]);
    expect(PRICE_BAND_PARAM).toBe('f_price');
  });
  it('labels bands in the listing wording and the site currency', () => {
    const label = (key: string, currency: 'GBP' | 'EUR') =>
      O.match(
        () => '',
        (band: (typeof PRICE_BANDS)[number]) => priceBandLabel(band, currency),
      )(priceBandByKey(key));
    expect(label('0-10', 'GBP')).toBe('Under £10');
    expect(label('10-20', 'EUR')).toBe('€10 to €20');
    expect(label('1000-', 'GBP')).toBe('£1000+');
    expect(priceBandByKey('10-30')).toEqual(O.none);
    expect(priceBandByIndex(8)).toEqual(O.none);
    expect(O.map((b: (typeof PRICE_BANDS)[number]) => b.key)(priceBandByIndex(1))).toEqual(O.some('10-20'));
  });
  it('property: every price is in exactly one band, the one whose range holds it', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (priceMinor) => {
        const index = priceBandIndexOf(priceMinor);
        const holding = PRICE_BANDS.filter(
          (b) => priceMinor >= b.startMajor * 100 && O.getOrElse(() => Infinity)(b.endMajor) * 100 > priceMinor,
        );
        expect(holding.map((b) => b.index)).toEqual([index]);
      }),
    );
    expect(priceBandIndexOf(999)).toBe(0);
    expect(priceBandIndexOf(1000)).toBe(1);
    expect(priceBandIndexOf(100_000)).toBe(7);
  });
});
