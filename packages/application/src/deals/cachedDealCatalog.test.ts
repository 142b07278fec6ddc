import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { type ListingCriteria, listingCriteria } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import { CachedDealCatalog, type DealListingCacheEntry, invalidateOnCatalogueChange } from './cachedDealCatalog';
import { InMemoryCatalogueEvents, NotifyCatalogueChanged } from './catalogueChanged';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';
import { MapCache } from '../testing/mapCache';

const criteria = (overrides: object = {}): ListingCriteria => {
  const result = listingCriteria({ site: 'kerching', location: 'london', page: 0, pageSize: 3, ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};

describe('CachedDealCatalog (spec 2 §9: deal data 10 minutes)', () => {
  const setup = () => {
    const inner = new InMemoryDealCatalog(Array.from({ length: 8 }, (_, i) => aDeal(i + 1)));
    const cache = new MapCache<DealListingCacheEntry>();
    return { inner, cache, catalog: new CachedDealCatalog(inner, cache) };
  };

  it('answers a repeated page from the cache, tagged with the site, for 10 minutes', async () => {
    const { inner, cache, catalog } = setup();
    const first = await catalog.page(criteria())();
    const second = await catalog.page(criteria())();
    expect(second).toEqual(first);
    expect(inner.requests).toHaveLength(1);
    expect([...cache.entries.values()][0]?.options).toEqual({ ttlMs: 600_000, tags: ['deals:kerching'] });
  });

  it('shares the navigation between pages and sorts, and caches deals by id', async () => {
    const { inner, catalog } = setup();
    await catalog.navigation(criteria({ page: 0 }))();
    await catalog.navigation(criteria({ page: 1, sort: 'price' }))();
    expect(inner.navigationRequests).toHaveLength(1);
    await catalog.page(criteria({ page: 1 }))();
    expect(inner.requests).toHaveLength(1);
    const byIds = await catalog.byIds('kerching', [2, 1])();
    expect(await catalog.byIds('kerching', [2, 1])()).toEqual(byIds);
    expect(E.isRight(byIds) && byIds.right.map((d) => d.id)).toEqual([2, 1]);
  });

  it('never caches a failure', async () => {
    const cache = new MapCache<DealListingCacheEntry>();
    let calls = 0;
    const failing = {
      page: () => {
        calls += 1;
        return TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down'));
      },
      navigation: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')),
      byIds: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')),
    };
    const catalog = new CachedDealCatalog(failing, cache);
    await catalog.page(criteria())();
    await catalog.page(criteria())();
    expect(calls).toBe(2);
    expect(cache.entries.size).toBe(0);
  });

  it('drops a site’s entries when its catalogue changes, and only that site’s', async () => {
    const { inner, cache, catalog } = setup();
    const events = new InMemoryCatalogueEvents();
    const subscription = invalidateOnCatalogueChange(events, [cache]);
    await catalog.page(criteria())();
    cache.set('other', { kind: 'deals', value: [] }, { ttlMs: 1, tags: ['deals:kerchingie'] });
    const notify = new NotifyCatalogueChanged(events);
    notify.execute({ sites: [] });
    expect(cache.entries.size).toBe(2);
    notify.execute({ sites: ['kerching', 'kerching'] });
    expect([...cache.entries.keys()]).toEqual(['other']);
    await catalog.page(criteria())();
    expect(inner.requests).toHaveLength(2);
    subscription.unsubscribe();
  });
});
