import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CategoryNode } from '@kerching/domain/navigation';
import { SITES } from '@kerching/domain/site';
import type { Location } from '@kerching/domain/location';
import { InMemoryShellData, aLocation } from '../testing/inMemoryShellData';
import { MapCache } from '../testing/mapCache';
import { CachedLocationDirectory, CachedNavigationCatalog, SHELL_DATA_CACHE_TTL_MS } from './cachedCatalogues';
import { GetNavigation } from './getNavigation';
import { GetTravelFacets } from './getTravelFacets';

const node = (id: number, shortName: string, overrides: Partial<CategoryNode> = {}): CategoryNode => ({
  id,
  parentId: null,
  shortName,
  name: shortName,
  canonicalPathType: 'local',
  sortOrder: id,
  navigationType: null,
  count: 2,
  ...overrides,
});

const categories = [
  node(1, 'beauty-and-spa'),
  node(11, 'facials', { parentId: 1 }),
  node(2, 'escapes', { canonicalPathType: 'travel', count: 7 }),
  node(21, 'spa-breaks', { parentId: 2, navigationType: 'travel', count: 4 }),
  node(22, 'beach', { parentId: 2, navigationType: 'international-travel', count: 3 }),
];

describe('GetNavigation', () => {
  it("builds the main and travel menus at the shopper's location", async () => {
    const data = new InMemoryShellData({ categories });
    const menus = await new GetNavigation(data).execute({
      site: 'kerching',
      location: 'leeds',
      pathname: O.some('/deals/leeds/beauty-and-spa'),
    })();
    expect(E.isRight(menus)).toBe(true);
    if (E.isLeft(menus)) return;
    expect(menus.right.main.map((i) => [i.url, i.isActive])).toEqual([
      ['/deals/leeds/beauty-and-spa', true],
      ['/deals/escapes', false],
    ]);
    expect(menus.right.travel.map((i) => i.shortName)).toEqual(['spa-breaks', 'beach']);
  });
  it('passes failures on', async () => {
    const data = new InMemoryShellData({ categories });
    data.failing = true;
    const menus = await new GetNavigation(data).execute({ site: 'kerching', location: 'x', pathname: O.none })();
    expect(menus).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});

describe('GetTravelFacets', () => {
  it('lists travel navigations with counts, the navigation-type filter labelled for the edition, and stats', async () => {
    const facets = await new GetTravelFacets(new InMemoryShellData({ categories })).execute(SITES.kerchingie)();
    expect(facets).toEqual(
      E.right({
        filters: [
          {
            name: 'navigationType',
            values: [
              { value: 'travel', label: 'Ireland Travel', count: 4 },
              { value: 'international-travel', label: 'International Travel', count: 3 },
            ],
          },
        ],
        navigations: [
          {
            linkText: 'spa-breaks',
            count: 4,
            shortName: 'spa-breaks',
            url: '/deals/escapes/spa-breaks',
            navigationType: 'travel',
          },
          {
            linkText: 'beach',
            count: 3,
            shortName: 'beach',
            url: '/deals/escapes/beach',
            navigationType: 'international-travel',
          },
        ],
        stats: { count: 7 },
      }),
    );
  });
});

describe('the cached catalogues (10 minutes, site deal tag)', () => {
  it('asks the catalogue once per site and keeps failures out', async () => {
    const data = new InMemoryShellData({ categories, locations: [aLocation(1, 'London')] });
    const cache = new MapCache<readonly CategoryNode[]>();
    const cached = new CachedNavigationCatalog(data, cache);
    await cached.categories('kerching')();
    await cached.categories('kerching')();
    await cached.categories('kerchingie')();
    expect(data.calls).toEqual(['categories:kerching', 'categories:kerchingie']);
    expect(cache.entries.get('categories:kerching')?.options).toEqual({
      ttlMs: SHELL_DATA_CACHE_TTL_MS,
      tags: ['deals:kerching', 'shell:kerching'],
    });
    cache.invalidateTag('deals:kerching');
    data.failing = true;
    expect(await cached.categories('kerching')()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(O.isNone(cache.get('categories:kerching'))).toBe(true);

    const locationCache = new MapCache<readonly Location[]>();
    const locations = new CachedLocationDirectory(
      new InMemoryShellData({ locations: [aLocation(1, 'London')] }),
      locationCache,
    );
    expect(await locations.locations('kerching', 'local')()).toEqual(E.right([aLocation(1, 'London')]));
    expect(O.isSome(locationCache.get('locations:kerching:local'))).toBe(true);
  });
});
