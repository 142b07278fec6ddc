import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineAmount, linePostage, unitAmount } from './lineAmount';

const notDelivered = { delivered: false, postageMinor: 0 };

describe('lineAmount (a product costs its price and admin fee, a delivered line its postage; spec 1 §3)', () => {
  it('adds the admin fee to every unit', () => {
    // The theme park day pass: £28 and a £1.95 admin fee per voucher.
    expect(unitAmount({ priceMinor: 2800, adminFeeMinor: 195 })).toBe(2995);
    expect(lineAmount({ priceMinor: 2800, adminFeeMinor: 195, ...notDelivered }, 2)).toBe(5990);
    expect(lineAmount({ priceMinor: 1300, adminFeeMinor: 0, ...notDelivered }, 3)).toBe(3900);
  });
  it('adds a delivered line its postage once, whatever the quantity; none when not delivered', () => {
    const pad = { priceMinor: 1300, adminFeeMinor: 0, delivered: true, postageMinor: 499 };
    expect(lineAmount(pad, 1)).toBe(1799);
    expect(lineAmount(pad, 3)).toBe(4399);
    expect(lineAmount(pad, 0)).toBe(0);
    expect(linePostage({ delivered: false, postageMinor: 499 })).toBe(0);
  });
  it('property: grows with the quantity and never falls below the price alone', () => {
    const minor = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(
        minor,
        minor,
        minor,
        fc.boolean(),
        fc.integer({ min: 0, max: 50 }),
        (priceMinor, adminFeeMinor, postageMinor, delivered, quantity) => {
          const charge = { priceMinor, adminFeeMinor, delivered, postageMinor };
          expect(lineAmount(charge, quantity + 1)).toBeGreaterThanOrEqual(lineAmount(charge, quantity));
          expect(lineAmount(charge, quantity)).toBeGreaterThanOrEqual(priceMinor * quantity);
          expect(lineAmount(charge, quantity + 1) - lineAmount(charge, quantity)).toBe(
            unitAmount(charge) + (quantity === 0 ? linePostage(charge) : 0),
          );
        },
      ),
    );
  });
});
