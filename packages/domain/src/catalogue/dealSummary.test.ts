import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealSummaryPlace } from './dealSummary';

describe('dealSummaryPlace', () => {
  it("names a trip's destination, its merchant's town, not the travel section it is listed under", () => {
    expect(dealSummaryPlace({ isTravel: true, merchantTown: 'Kilkenny', locationName: 'Escapes' })).toBe('Kilkenny');
    expect(dealSummaryPlace({ isTravel: true, merchantTown: 'Lake Garda', locationName: 'Escapes' })).toBe(
      'Lake Garda',
    );
  });

  it("names any other deal's location, wherever its merchant is", () => {
    expect(dealSummaryPlace({ isTravel: false, merchantTown: 'Soho', locationName: 'London' })).toBe('London');
    expect(dealSummaryPlace({ isTravel: false, merchantTown: 'Leeds', locationName: 'National Deals' })).toBe(
      'National Deals',
    );
  });

  it("keeps the section's name for a trip whose merchant's town is not known", () => {
    expect(dealSummaryPlace({ isTravel: true, merchantTown: '', locationName: 'Escapes' })).toBe('Escapes');
    expect(dealSummaryPlace({ isTravel: true, merchantTown: '  ', locationName: 'Escapes' })).toBe('Escapes');
  });

  it('is always one of the two names, and the location for any deal that is not a trip', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.string(), fc.string(), (isTravel, merchantTown, locationName) => {
        const place = dealSummaryPlace({ isTravel, merchantTown, locationName });
        expect([merchantTown, locationName]).toContain(place);
        if (!isTravel) expect(place).toBe(locationName);
      }),
    );
  });
});
