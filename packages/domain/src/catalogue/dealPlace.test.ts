import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_VIEW_MAX_PINS } from '../location/mapFrame';
import { type DealPlace, mapViewDeals, placedDeals } from './dealPlace';
import { aDealSummary } from './testing';

const placeOf = (dealId: number): DealPlace => ({
  dealId,
  address: { line: `${dealId} High Street`, town: 'London', postcode: 'W1 1AA', lat: 51.5 + dealId / 1000, lon: -0.1 },
});

describe('the deals on a location map', () => {
  it("shows the town's own deals, main deal first, not national deals or trips", () => {
    const page = {
      mainDeal: aDealSummary(1),
      deals: [
        aDealSummary(2),
        aDealSummary(3, { locationShortName: 'national-deal' }),
        aDealSummary(4, { isTravel: true }),
        aDealSummary(5, { locationShortName: 'manchester' }),
        aDealSummary(6),
      ],
    };
    expect(mapViewDeals(page, 'london').map((d) => d.id)).toEqual([1, 2, 6]);
  });

  it('lists a deal once even when the page repeats the main deal', () => {
    const page = { mainDeal: aDealSummary(1), deals: [aDealSummary(1), aDealSummary(2)] };
    expect(mapViewDeals(page, 'london').map((d) => d.id)).toEqual([1, 2]);
  });

  it('keeps order, never repeats and never exceeds the pin limit', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { maxLength: 100 }), (ids) => {
        const page = { mainDeal: null, deals: ids.map((id) => aDealSummary(id)) };
        const shown = mapViewDeals(page, 'london').map((d) => d.id);
        expect(shown.length).toBeLessThanOrEqual(MAP_VIEW_MAX_PINS);
        expect(new Set(shown).size).toBe(shown.length);
        expect(shown).toEqual([...new Set(ids)].slice(0, MAP_VIEW_MAX_PINS));
      }),
    );
  });

  it("pairs deals with their merchants' places in the deals' order, leaving off deals with no place", () => {
    const deals = [aDealSummary(3), aDealSummary(1), aDealSummary(2)];
    const placed = placedDeals(deals, [placeOf(1), placeOf(3)]);
    expect(placed.map((p) => [p.deal.id, p.place.dealId])).toEqual([
      [3, 3],
      [1, 1],
    ]);
  });
});
