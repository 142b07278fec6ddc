import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import type { DealPlace } from '@kerching/domain/catalogue';
import { MAP_VIEW_MAX_PINS } from '@kerching/domain/location';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealPlaces } from '@kerching/ports';
import { GetMapView } from './getMapView';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';
import { InMemoryShellData, aLocation } from '../testing/inMemoryShellData';

const branch = (line: string, lat: number, lon: number) => ({ line, town: '', postcode: '', lat, lon });
const CAMDEN = branch('2 Parkway, Camden', 51.5365, -0.1454);
const LEEDS = branch('1 Briggate, Leeds', 53.7965, -1.5418);

/** Deal 1's merchant is a chain with a branch in town and one in Leeds. */
const placeOf = (dealId: number): DealPlace => ({
  dealId,
  address: { line: `${dealId} High St`, town: 'London', postcode: 'W1 1AA', lat: 51.5 + dealId / 1000, lon: -0.12 },
  otherAddresses: dealId === 1 ? [CAMDEN, LEEDS] : [],
});

/** Every deal has a place except those named; records what it was asked. */
class FakePlaces implements DealPlaces {
  readonly asked: number[][] = [];
  constructor(private readonly unplaced: ReadonlySet<number> = new Set()) {}
  ofDeals(_site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealPlace>> {
    this.asked.push([...ids]);
    return TE.right(ids.filter((id) => !this.unplaced.has(id)).map(placeOf));
  }
}

const london = aLocation(1, 'London');
const soho = aLocation(3, 'Soho', { kind: 'near-me', parentShortName: 'london' });
const shell = new InMemoryShellData({ locations: [london, soho] });
const deals = [...Array.from({ length: 40 }, (_, i) => aDeal(i + 1)), aDeal(90, { locationShortName: 'manchester' })];

describe('GetMapView', () => {
  it("answers the town with its most popular deals and their merchants' places, at most the pin limit", async () => {
    const places = new FakePlaces();
    const result = await new GetMapView(new InMemoryDealCatalog(deals), shell, places).execute({
      site: 'kerching',
      location: 'london',
    })();
    expect(result).toMatchObject({ right: { location: { shortName: 'london', name: 'London' } } });
    const shown = result._tag === 'Right' ? result.right.deals : [];
    expect(shown).toHaveLength(MAP_VIEW_MAX_PINS);
    expect(shown.map((p) => p.deal.id)).toEqual(Array.from({ length: MAP_VIEW_MAX_PINS }, (_, i) => i + 1));
    // A chain's branch in town is on the map, its branch in another city is not.
    expect(shown[0]?.place).toEqual({ ...placeOf(1), otherAddresses: [CAMDEN] });
    expect(shown[1]?.place).toEqual(placeOf(2));
    expect(places.asked).toEqual([Array.from({ length: MAP_VIEW_MAX_PINS }, (_, i) => i + 1)]);
  });

  it("shows the full pin limit of the town's own deals when trips come first in its listing", async () => {
    const trips = Array.from({ length: 20 }, (_, i) => aDeal(200 + i, { isTravel: true }));
    const result = await new GetMapView(new InMemoryDealCatalog([...trips, ...deals]), shell, new FakePlaces()).execute(
      {
        site: 'kerching',
        location: 'london',
      },
    )();
    const shown = result._tag === 'Right' ? result.right.deals.map((p) => p.deal.id) : [];
    expect(shown).toEqual(Array.from({ length: MAP_VIEW_MAX_PINS }, (_, i) => i + 1));
  });

  it('leaves a deal whose place is unknown off the map', async () => {
    const result = await new GetMapView(new InMemoryDealCatalog(deals), shell, new FakePlaces(new Set([2]))).execute({
      site: 'kerching',
      location: 'london',
    })();
    const shown = result._tag === 'Right' ? result.right.deals.map((p) => p.deal.id) : [];
    expect(shown.slice(0, 3)).toEqual([1, 3, 4]);
  });

  it('has no map for a near-me area, an unknown town or a badly written name', async () => {
    const view = new GetMapView(new InMemoryDealCatalog(deals), shell, new FakePlaces());
    expect(await view.execute({ site: 'kerching', location: 'soho' })()).toMatchObject({
      left: { code: 'LISTING.LOCATION_NOT_FOUND' },
    });
    expect(await view.execute({ site: 'kerching', location: 'atlantis' })()).toMatchObject({
      left: { code: 'LISTING.LOCATION_NOT_FOUND' },
    });
    expect(await view.execute({ site: 'kerching', location: 'No Place!' })()).toMatchObject({
      left: { code: 'LISTING.LOCATION_INVALID' },
    });
  });

  it('passes a catalogue failure through', async () => {
    const down = () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down'));
    const result = await new GetMapView({ page: down }, shell, new FakePlaces()).execute({
      site: 'kerching',
      location: 'london',
    })();
    expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
