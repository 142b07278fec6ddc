import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineAmount, unitAmount } from './lineAmount';

describe('lineAmount (a product costs its price and its admin fee, spec 1 §3)', () => {
  it('adds the admin fee to every unit', () => {
    // The theme park day pass: £28 and a £1.95 admin fee per voucher.
    expect(unitAmount({ priceMinor: 2800, adminFeeMinor: 195 })).toBe(2995);
    expect(lineAmount({ priceMinor: 2800, adminFeeMinor: 195 }, 2)).toBe(5990);
    expect(lineAmount({ priceMinor: 1300, adminFeeMinor: 0 }, 3)).toBe(3900);
  });
  it('property: grows with the quantity and never falls below the price alone', () => {
    const minor = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(minor, minor, fc.integer({ min: 0, max: 50 }), (priceMinor, adminFeeMinor, quantity) => {
        const charge = { priceMinor, adminFeeMinor };
        expect(lineAmount(charge, quantity + 1)).toBeGreaterThanOrEqual(lineAmount(charge, quantity));
        expect(lineAmount(charge, quantity)).toBeGreaterThanOrEqual(priceMinor * quantity);
        expect(lineAmount(charge, quantity)).toBe(unitAmount(charge) * quantity);
      }),
    );
  });
});
