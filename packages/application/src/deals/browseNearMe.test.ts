import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealListing, ListingRequest } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import { BrowseNearMe } from './browseNearMe';
import type { ListDealsError } from './listDeals';
import { aDeal } from '../testing/builders';

const listingOf = (count: number): DealListing => ({
  mainDeal: null,
  deals: Array.from({ length: count }, (_, i) => aDeal(i + 1)),
  count,
  facetedNavigation: { filters: [], navigations: [], stats: { count, minPriceMinor: null, maxPriceMinor: null } },
  canonicalUrl: '/near-me/beauty-and-spa/massage',
  location: { shortName: 'near-me', name: 'Near Me' },
  categories: [],
});

/**
 * A catalogue that knows the categories beauty-and-spa > massage > deep-tissue-massage, the towns
 * london and the areas soho and camden: `within` is how many deals keep to each place.
 */
const fakeBrowse = (within: Readonly<Record<string, number>>) => {
  const asked: ListingRequest[] = [];
  const known = ['beauty-and-spa', 'massage', 'deep-tissue-massage'];
  return {
    asked,
    execute: (request: ListingRequest): TE.TaskEither<ListDealsError, DealListing> => {
      asked.push(request);
      if (!(request.categories ?? []).every((c) => known.includes(c)))
        return TE.left(domainError('LISTING.CATEGORY_NOT_FOUND', 'no category'));
      const place = request.area ?? request.near ?? '';
      if (!(place in within)) return TE.left(domainError('LISTING.LOCATION_NOT_FOUND', `no location ${place}`));
      return TE.right(listingOf(request.near === undefined ? (within[place] ?? 0) : 16));
    },
  };
};

const base: ListingRequest = {
  site: 'kerching',
  location: 'near-me',
  page: 0,
  pageSize: 9,
  categories: ['beauty-and-spa', 'massage'],
};

const run = async (slug: O.Option<string>, within: Readonly<Record<string, number>>) => {
  const browse = fakeBrowse(within);
  const result = await new BrowseNearMe(browse).execute({ listing: base, slug, home: 'london' })();
  return { result, asked: browse.asked };
};

const requestOf = (result: E.Either<ListDealsError, { readonly request: ListingRequest }>) =>
  E.isRight(result) ? result.right.request : result.left;

describe('BrowseNearMe: a near-me page lists the deals near its place', () => {
  it('a place slug keeps to that place (soho), nearest first', async () => {
    const { result } = await run(O.some('soho'), { london: 40, soho: 3 });
    expect(requestOf(result)).toEqual({ ...base, area: 'soho' });
    expect(E.isRight(result) && result.right.nearest).toBe(false);
  });

  it('an "x-near-y" slug is about y', async () => {
    const { result } = await run(O.some('massage-near-camden'), { london: 40, camden: 2 });
    expect(requestOf(result)).toEqual({ ...base, area: 'camden' });
  });

  it('lists the nearest further away when none keep to the place, rather than nothing', async () => {
    const { result } = await run(O.some('massage-near-camden'), { london: 40, camden: 0 });
    expect(requestOf(result)).toEqual({ ...base, near: 'camden' });
    expect(E.isRight(result) && result.right.listing.count).toBe(16);
    // The page says so: none of these is in the place.
    expect(E.isRight(result) && result.right.nearest).toBe(true);
  });

  it("a sub-sub-category slug lists only its deals, near the shopper's town", async () => {
    const { result } = await run(O.some('deep-tissue-massage'), { london: 1 });
    expect(requestOf(result)).toEqual({
      ...base,
      categories: ['beauty-and-spa', 'massage', 'deep-tissue-massage'],
      area: 'london',
    });
  });

  it("the hub and a slug naming nothing we know list the shopper's town's deals", async () => {
    expect(requestOf((await run(O.none, { london: 40 })).result)).toEqual({ ...base, area: 'london' });
    const atlantis = (await run(O.some('atlantis'), { london: 40 })).result;
    expect(requestOf(atlantis)).toEqual({ ...base, area: 'london' });
    // ...and say the slug was set aside (the page is then kept out of search results).
    expect(E.isRight(atlantis) && atlantis.right.slugKnown).toBe(false);
    const soho = (await run(O.some('soho'), { london: 40, soho: 3 })).result;
    expect(E.isRight(soho) && soho.right.slugKnown).toBe(true);
  });

  it('passes other errors through, and a path naming nothing is not found', async () => {
    const down = new BrowseNearMe({
      execute: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')),
    });
    expect(await down.execute({ listing: base, slug: O.some('soho'), home: 'london' })()).toMatchObject({
      left: { code: 'CATALOG.UNAVAILABLE' },
    });
    const browse = fakeBrowse({ london: 1 });
    const nowhere = await new BrowseNearMe(browse).execute({
      listing: { ...base, categories: ['nothing'] },
      slug: O.none,
      home: 'london',
    })();
    expect(nowhere).toMatchObject({ left: { code: 'LISTING.CATEGORY_NOT_FOUND' } });
  });
});
