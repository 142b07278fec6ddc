import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealsFeedDefinition } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import { BrowseDeals } from './browseDeals';
import { GetDealsFeed } from './getDealsFeed';
import { ListDeals } from './listDeals';
import { ListRecentlyViewedDeals } from './listRecentlyViewedDeals';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';

const deals = Array.from({ length: 20 }, (_, i) => aDeal(i + 1));
const request = { site: 'kerching' as const, location: 'london', page: 0, pageSize: 9 };
const down = () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down'));

describe('ListDeals', () => {
  it('returns a page from the catalogue with the main deal on page 0', async () => {
    const result = await new ListDeals(new InMemoryDealCatalog(deals)).execute(request)();
    expect(E.isRight(result) && result.right.mainDeal?.id).toBe(1);
    expect(E.isRight(result) && result.right.deals.map((d) => d.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('hands the catalogue normalised criteria: prices in minor units, defaults filled', async () => {
    const catalog = new InMemoryDealCatalog(deals);
    await new ListDeals(catalog).execute({ ...request, minPrice: 12.5, sort: 'pricelow' })();
    expect(catalog.requests[0]).toMatchObject({ minPriceMinor: O.some(1250), sort: 'pricelow', offset: 0 });
  });
  it('rejects a bad request before it reaches the catalogue', async () => {
    const catalog = new InMemoryDealCatalog(deals);
    const result = await new ListDeals(catalog).execute({ ...request, page: -1 })();
    expect(result).toMatchObject({ left: { code: 'LISTING.PAGE_INVALID' } });
    expect(catalog.requests).toHaveLength(0);
  });
  it('passes the catalogue error through', async () => {
    const result = await new ListDeals({ page: down }).execute(request)();
    expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});

describe('BrowseDeals', () => {
  it('answers the page with its navigation: count, stats, canonical URL', async () => {
    const result = await new BrowseDeals(new InMemoryDealCatalog(deals)).execute({
      ...request,
      categories: ['restaurants-and-food'],
    })();
    expect(result).toMatchObject({
      right: {
        mainDeal: { id: 1 },
        count: 20,
        canonicalUrl: '/deals/london/restaurants-and-food',
        facetedNavigation: { stats: { minPriceMinor: 1001, maxPriceMinor: 1020 } },
      },
    });
  });
  it('fails when either half fails, and checks the request first', async () => {
    const catalog = new InMemoryDealCatalog(deals);
    expect(await new BrowseDeals({ page: (c) => catalog.page(c), navigation: down }).execute(request)()).toMatchObject({
      left: { code: 'CATALOG.UNAVAILABLE' },
    });
    expect(await new BrowseDeals(catalog).execute({ ...request, location: 'No Place' })()).toMatchObject({
      left: { code: 'LISTING.LOCATION_INVALID' },
    });
  });
});

describe('ListRecentlyViewedDeals', () => {
  const now = new Date('2026-11-24T12:00:00.000Z');
  const clock = { now: () => now };
  const config = { utcOffsetMinutes: () => 0 };
  it('reads up to 5 deals by id in the order asked', async () => {
    const list = new ListRecentlyViewedDeals(new InMemoryDealCatalog(deals), clock, config);
    const result = await list.execute('kerching', [3, 1, 99])();
    expect(E.isRight(result) && result.right.map((d) => d.id)).toEqual([3, 1]);
    expect(await list.execute('kerching', [])()).toEqual(E.right([]));
    expect(await list.execute('kerching', [1, 2, 3, 4, 5, 6])()).toMatchObject({
      left: { code: 'LISTING.IDS_INVALID' },
    });
  });

  it('marks the deals that have ended; a lastChance deal stays on sale from this list', async () => {
    const yesterday = '2026-11-23T10:00:00.000Z';
    const closed = aDeal(41, { closingAt: yesterday });
    const lastChance = aDeal(42, { closingAt: yesterday, display: { ...closed.display, lastChance: true } });
    const open = aDeal(43, { closingAt: '2026-11-24T10:00:00.000Z' });
    const list = new ListRecentlyViewedDeals(new InMemoryDealCatalog([closed, lastChance, open]), clock, config);
    const result = await list.execute('kerching', [41, 42, 43])();
    expect(E.isRight(result) && result.right.map((d) => [d.id, d.ended])).toEqual([
      [41, true],
      [42, false],
      [43, false],
    ]);
  });
});

describe('GetDealsFeed', () => {
  const feed: DealsFeedDefinition = {
    slug: 'for-her',
    displayName: 'Gifts for Her',
    description: 'd',
    text: '',
    additionalText: '',
    redirectUrl: O.none,
    listicleView: false,
    categoryShortName: O.none,
    locationShortName: O.some('london'),
    searchTag: O.none,
    maxPriceMinor: O.none,
    pageSize: 12,
  };
  const feeds = { bySlug: (_site: string, slug: string) => TE.right(slug === 'for-her' ? O.some(feed) : O.none) };

  it('answers the feed page with its deals, main deal first, and their total', async () => {
    const result = await new GetDealsFeed(feeds, new InMemoryDealCatalog(deals)).execute({
      site: 'kerching',
      slug: 'for-her',
      page: 0,
    })();
    expect(E.isRight(result) && result.right.listicleDeals.map((d) => d.id)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
    expect(result).toMatchObject({ right: { dealsFeed: { dataPageSize: 12, allLocations: false, totalDeals: 20 } } });
  });
  it('answers DEALS_FEED.NOT_FOUND for an unknown slug or one that is not a slug', async () => {
    const get = new GetDealsFeed(feeds, new InMemoryDealCatalog(deals));
    for (const slug of ['nothing', '../etc', 'A B', 'x'.repeat(201)])
      expect(await get.execute({ site: 'kerching', slug, page: 0 })()).toMatchObject({
        left: { code: 'DEALS_FEED.NOT_FOUND' },
      });
  });
});
