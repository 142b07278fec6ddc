import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { distanceKm } from '../location/geo';
import { MAP_VIEW_MAX_PINS } from '../location/mapFrame';
import type { Address } from './dealDetail';
import { type DealPlace, MAP_BRANCH_REACH_KM, mapViewDeals, placedDeals } from './dealPlace';
import { aDealSummary } from './testing';

const LONDON = { lat: 51.5074, lon: -0.1278 };

const addressAt = (line: string, lat: number, lon: number): Address => ({
  line,
  town: 'London',
  postcode: 'W1 1AA',
  lat,
  lon,
});

const placeOf = (dealId: number, otherAddresses: ReadonlyArray<Address> = []): DealPlace => ({
  dealId,
  address: addressAt(`${dealId} High Street`, 51.5 + dealId / 1000, -0.1),
  otherAddresses,
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
    const placed = placedDeals(deals, [placeOf(1), placeOf(3)], LONDON);
    expect(placed.map((p) => [p.deal.id, p.place.dealId])).toEqual([
      [3, 3],
      [1, 1],
    ]);
  });

  it("keeps a chain's branches in and near the town, in order, and leaves out those elsewhere", () => {
    const soho = addressAt('9 Dean Street', 51.5136, -0.1319);
    const croydon = addressAt('4 North End, Croydon', 51.3762, -0.0982); // 14.7 km from London's point
    const camden = addressAt('2 Parkway', 51.5365, -0.1454);
    const leeds = addressAt('1 Briggate, Leeds', 53.7965, -1.5418);
    const [placed] = placedDeals([aDealSummary(1)], [placeOf(1, [soho, croydon, camden, leeds])], LONDON);
    expect(placed?.place.otherAddresses).toEqual([soho, camden]);
    // The main address stays whatever its distance: the deal is the town's.
    expect(placed?.place.address).toEqual(placeOf(1).address);
  });

  it('keeps exactly the branches within reach of the town, whatever they are', () => {
    const point = fc.record({
      lat: fc.double({ min: 51.3, max: 51.7, noNaN: true }),
      lon: fc.double({ min: -0.4, max: 0.15, noNaN: true }),
    });
    fc.assert(
      fc.property(fc.array(point, { maxLength: 6 }), (points) => {
        const branches = points.map((p, i) => addressAt(`${i} Branch Road`, p.lat, p.lon));
        const [placed] = placedDeals([aDealSummary(1)], [placeOf(1, branches)], LONDON);
        const kept = placed?.place.otherAddresses ?? [];
        expect(kept).toEqual(branches.filter((b) => distanceKm(LONDON, b) <= MAP_BRANCH_REACH_KM));
      }),
    );
  });
});
