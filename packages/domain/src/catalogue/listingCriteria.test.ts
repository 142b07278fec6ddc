import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SORT_OPTION_VALUES } from '../listing/sort';
import {
  ALL_LOCATIONS,
  LISTING_PAGE_SIZE,
  type ListingCriteria,
  type ListingRequest,
  MAX_FILTER_PRICE,
  NEW_PRODUCTS_SPECIAL,
  listingCriteria,
  listingSort,
  offersPopularitySort,
  scopeFromSegment,
} from './listingRequest';
import { listingNavigationKey, listingPageKey, DEAL_DATA_CACHE_TTL_MS } from './listingCache';
import {
  categoryLinkUrl,
  categoryPathWithParents,
  childListingPath,
  dealSectionPaths,
  hasCategoryPages,
  listingCanonicalPath,
  scopePageSegment,
  scopePlace,
} from './listingNavigation';
import { aDealSummary } from './testing';
import { dealsFeedPage, feedListingRequest } from './dealsFeed';
import {
  dealCountText,
  homeCategoriesHeading,
  homeMoreDealsHeading,
  homeNewDealsHeading,
  homeTopDealHeading,
  seeAllLabel,
} from './messages';

const base: ListingRequest = { site: 'kerching', location: 'london', page: 0, pageSize: LISTING_PAGE_SIZE };
const criteria = (overrides: Partial<ListingRequest> = {}): ListingCriteria => {
  const result = listingCriteria({ ...base, ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};
const codeOf = (overrides: Partial<ListingRequest>): string | undefined => {
  const result = listingCriteria({ ...base, ...overrides });
  return E.isLeft(result) ? result.left.code : undefined;
};

// Built here, while the file loads: fast-check takes 1.3 s to build its 'binary' (any code point)
// string unit the first time, which would count against the property's 5 s limit.
const anySearchText = fc.string({ unit: 'binary', maxLength: 300 });

describe('listingCriteria (spec 2 §7.4 listing URL and path shape)', () => {
  it('fills the defaults: page 0, no offset, popularity, no filters', () => {
    expect(criteria()).toEqual({
      site: 'kerching',
      scope: { kind: 'local', shortName: 'london' },
      categories: [],
      special: O.none,
      area: O.none,
      near: O.none,
      page: 0,
      pageSize: 9,
      offset: 0,
      sort: 'popularity',
      minPriceMinor: O.none,
      maxPriceMinor: O.none,
      facets: [],
      vip: false,
      categoryFilter: [],
      q: O.none,
      searchTag: O.none,
      preview: false,
    });
    expect(criteria({ preview: true })).toMatchObject({ preview: true });
  });

  it('reads the location segment: national, travel, near-me, vip, wellness and all locations', () => {
    expect(scopeFromSegment('national-deal')).toEqual({ kind: 'national' });
    expect(scopeFromSegment('shop')).toEqual({ kind: 'national' });
    expect(scopeFromSegment('escapes')).toEqual({ kind: 'travel', segment: 'escapes' });
    expect(scopeFromSegment('near-me')).toEqual({ kind: 'hyperlocal' });
    expect(scopeFromSegment('vip')).toEqual({ kind: 'vip' });
    expect(scopeFromSegment('wellness-collection')).toEqual({ kind: 'wellness' });
    expect(scopeFromSegment(ALL_LOCATIONS)).toEqual({ kind: 'all' });
  });

  it('turns major-unit prices into minor units and sorts and de-duplicates the sets', () => {
    const c = criteria({
      minPrice: 10,
      maxPrice: 49.99,
      facets: [
        { name: 'rating', value: '4' },
        { name: 'feature', value: 'gift-pack' },
        { name: 'feature', value: 'deposit' },
        { name: 'feature', value: 'gift-pack' },
      ],
      categoryFilter: ['spa', 'beauty', 'spa'],
      q: '  spa   day ',
      sort: 'pricelow',
      offset: 2,
    });
    expect(c.minPriceMinor).toEqual(O.some(1000));
    expect(c.maxPriceMinor).toEqual(O.some(4999));
    expect(c.facets).toEqual([
      { name: 'feature', value: 'deposit' },
      { name: 'feature', value: 'gift-pack' },
      { name: 'rating', value: '4' },
    ]);
    expect(c.categoryFilter).toEqual(['beauty', 'spa']);
    expect(c.q).toEqual(O.some('spa day'));
    expect(c.sort).toBe('pricelow');
    expect(c.offset).toBe(2);
    expect(criteria({ q: '   ' }).q).toEqual(O.none);
    expect(criteria({ q: 'spa\u0000 day\n\u200b' }).q).toEqual(O.some('spa day'));
    expect(criteria({ q: '\u0000' }).q).toEqual(O.none);
  });

  it('property: a listing search text reaches the catalogue without control characters, trimmed, or is refused', () => {
    fc.assert(
      fc.property(anySearchText, (q) => {
        const checked = listingCriteria({ ...base, q });
        if (E.isLeft(checked)) return expect(checked.left.code).toBe('LISTING.QUERY_INVALID');
        const text = O.getOrElse(() => '')(checked.right.q);
        expect(/[\p{Cc}\p{Cf}]/u.test(text)).toBe(false);
        expect(text).toBe(text.trim());
      }),
    );
  });

  it('reads vip-prefixed categories like any other (VIP categories have their own short names)', () => {
    const c = criteria({ categories: ['vip-beauty-and-spa'] });
    expect(c.categories).toEqual(['vip-beauty-and-spa']);
    expect(c.vip).toBe(false);
    expect(criteria({ vip: true }).vip).toBe(true);
  });

  it('keeps the searchTag filter key when it is a short name, and refuses it otherwise', () => {
    expect(criteria({ searchTag: 'date-night' }).searchTag).toEqual(O.some('date-night'));
    expect(codeOf({ searchTag: 'Date Night' })).toBe('LISTING.SEARCH_TAG_INVALID');
  });

  it('keeps the special slug and the near-me area', () => {
    const c = criteria({ special: 'new-products', area: 'clapham' });
    expect(c.special).toEqual(O.some('new-products'));
    expect(c.area).toEqual(O.some('clapham'));
  });

  it('answers every bad value with its own stable code', () => {
    expect(codeOf({ page: -1 })).toBe('LISTING.PAGE_INVALID');
    expect(codeOf({ page: 1.5 })).toBe('LISTING.PAGE_INVALID');
    expect(codeOf({ pageSize: 0 })).toBe('LISTING.PAGE_SIZE_INVALID');
    expect(codeOf({ pageSize: 101 })).toBe('LISTING.PAGE_SIZE_INVALID');
    expect(codeOf({ offset: -1 })).toBe('LISTING.OFFSET_INVALID');
    expect(codeOf({ offset: 1001 })).toBe('LISTING.OFFSET_INVALID');
    expect(codeOf({ location: 'Not A Place' })).toBe('LISTING.LOCATION_INVALID');
    expect(codeOf({ area: 'Clapham!' })).toBe('LISTING.LOCATION_INVALID');
    expect(codeOf({ categories: ['a', 'b', 'c', 'd'] })).toBe('LISTING.CATEGORY_INVALID');
    expect(codeOf({ categories: ['Beauty'] })).toBe('LISTING.CATEGORY_INVALID');
    expect(codeOf({ categoryFilter: ['ok', 'not ok'] })).toBe('LISTING.CATEGORY_INVALID');
    expect(codeOf({ categoryFilter: Array.from({ length: 21 }, (_, i) => `c${i}`) })).toBe('LISTING.CATEGORY_INVALID');
    expect(codeOf({ special: '../x' })).toBe('LISTING.SPECIAL_INVALID');
    expect(codeOf({ minPrice: -1 })).toBe('LISTING.PRICE_INVALID');
    expect(codeOf({ maxPrice: Number.NaN })).toBe('LISTING.PRICE_INVALID');
    expect(codeOf({ maxPrice: MAX_FILTER_PRICE + 1 })).toBe('LISTING.PRICE_INVALID');
    expect(codeOf({ minPrice: 50, maxPrice: 20 })).toBe('LISTING.PRICE_RANGE_INVALID');
    expect(codeOf({ facets: [{ name: 'colour', value: 'red' }] })).toBe('LISTING.FACET_INVALID');
    expect(codeOf({ facets: [{ name: 'nights', value: '17' }] })).toBe('LISTING.FACET_INVALID');
    expect(
      codeOf({
        facets: Array.from({ length: 16 }, (_, i) => ({ name: 'nights', value: String(i + 1) })).concat([
          { name: 'feature', value: 'deposit' },
          { name: 'feature', value: 'gift-pack' },
          { name: 'feature', value: 'early-bird' },
          { name: 'feature', value: 'last-chance' },
          { name: 'rating', value: '4' },
        ]),
      }),
    ).toBe('LISTING.FACET_INVALID');
    expect(codeOf({ q: 'x'.repeat(201) })).toBe('LISTING.QUERY_INVALID');
  });

  it('property: prices within range always pass and come back as whole minor units', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: MAX_FILTER_PRICE, noNaN: true }),
        fc.double({ min: 0, max: MAX_FILTER_PRICE, noNaN: true }),
        (a, b) => {
          const [min, max] = a <= b ? [a, b] : [b, a];
          const c = criteria({ minPrice: min, maxPrice: max });
          expect(O.isSome(c.minPriceMinor) && Number.isInteger(c.minPriceMinor.value)).toBe(true);
          expect(O.isSome(c.maxPriceMinor) && c.maxPriceMinor.value <= MAX_FILTER_PRICE * 100).toBe(true);
        },
      ),
    );
  });
});

describe('listing cache keys (spec 2 §9 deal data 10 min)', () => {
  it('keys pages by everything and navigation by the selection only', () => {
    expect(DEAL_DATA_CACHE_TTL_MS).toBe(600_000);
    const a = criteria({ page: 0, sort: 'price' });
    const b = criteria({ page: 1, sort: 'pricelow', offset: 2 });
    expect(listingPageKey(a)).not.toBe(listingPageKey(b));
    expect(listingNavigationKey(a)).toBe(listingNavigationKey(b));
    expect(listingNavigationKey(a)).not.toBe(listingNavigationKey(criteria({ minPrice: 5 })));
    for (const narrower of [{ q: 'spa' }, { searchTag: 'spa' }, { special: 'spa' }])
      expect(listingNavigationKey(a), JSON.stringify(narrower)).not.toBe(listingNavigationKey(criteria(narrower)));
    expect(listingNavigationKey(criteria({ q: 'spa' }))).not.toBe(listingNavigationKey(criteria({ searchTag: 'spa' })));
  });
  it('property: the same selection written in any order has the same key', () => {
    const facet = fc.constantFrom(
      { name: 'feature', value: 'deposit' },
      { name: 'feature', value: 'gift-pack' },
      { name: 'rating', value: '3' },
      { name: 'nights', value: '2' },
    );
    fc.assert(
      fc.property(fc.array(facet, { maxLength: 6 }), fc.constantFrom(...SORT_OPTION_VALUES), (facets, sort) => {
        const forwards = criteria({ facets, sort });
        const backwards = criteria({ facets: [...facets].reverse(), sort });
        expect(listingPageKey(forwards)).toBe(listingPageKey(backwards));
      }),
    );
  });
});

describe('listing canonical paths', () => {
  it('puts every listing under /deals, national under shop, travel under escapes', () => {
    expect(listingCanonicalPath(criteria({ categories: ['beauty-and-spa', 'facials'] }))).toBe(
      '/deals/london/beauty-and-spa/facials',
    );
    expect(listingCanonicalPath(criteria({ location: 'national-deal', categories: ['electricals'] }))).toBe(
      '/deals/shop/electricals',
    );
    expect(listingCanonicalPath(criteria({ location: 'travel' }))).toBe('/deals/escapes');
    expect(listingCanonicalPath(criteria({ location: 'vip' }))).toBe('/deals/vip');
    expect(listingCanonicalPath(criteria({ location: 'wellness-collection' }))).toBe('/deals/wellness-collection');
    expect(listingCanonicalPath(criteria({ location: 'london', special: 'new-products' }))).toBe(
      '/deals/london/special/new-products',
    );
    expect(listingCanonicalPath(criteria({ location: 'near-me', categories: ['beauty-and-spa', 'nails'] }))).toBe(
      '/near-me/beauty-and-spa/nails',
    );
    expect(listingCanonicalPath(criteria({ location: ALL_LOCATIONS }))).toBe('/');
    expect(scopePageSegment({ kind: 'all' })).toBe('');
    expect(scopePageSegment({ kind: 'hyperlocal' })).toBe('near-me');
  });
  it('names the listings that are not about one town', () => {
    expect(scopePlace({ kind: 'national' })).toEqual({ shortName: 'shop', name: 'Shop' });
    expect(scopePlace({ kind: 'travel', segment: 'travel' })).toEqual({ shortName: 'escapes', name: 'Escapes' });
    expect(scopePlace({ kind: 'all' })).toEqual({ shortName: 'all-locations', name: 'All locations' });
    expect(scopePlace({ kind: 'local', shortName: 'cork' })).toEqual({ shortName: 'cork', name: 'cork' });
  });
  it('puts back the parents a category path skipped, but not the top category its scope stands for', () => {
    const london = { kind: 'local', shortName: 'london' } as const;
    expect(categoryPathWithParents(london, ['beauty-and-spa'], ['facials'])).toEqual(['beauty-and-spa', 'facials']);
    expect(categoryPathWithParents(london, [], ['beauty-and-spa'])).toEqual(['beauty-and-spa']);
    expect(categoryPathWithParents({ kind: 'travel', segment: 'escapes' }, ['escapes'], ['uk-travel'])).toEqual([
      'uk-travel',
    ]);
    // The scope's own top category named as the path: /deals/escapes/escapes is /deals/escapes.
    expect(categoryPathWithParents({ kind: 'travel', segment: 'escapes' }, [], ['escapes'])).toEqual([]);
    expect(categoryPathWithParents({ kind: 'vip' }, [], ['vip', 'vip-shopping'])).toEqual(['vip-shopping']);
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z-]{1,8}$/)),
        fc.array(fc.stringMatching(/^[a-z-]{1,8}$/)),
        (parents, path) => {
          const full = categoryPathWithParents(london, parents, path);
          // The path itself always ends the full path; only parents are added in front of it.
          expect(full.slice(full.length - path.length)).toEqual(path);
          expect(full.length).toBeLessThanOrEqual(parents.length + path.length);
        },
      ),
    );
  });
  it("leads a deal's breadcrumbs to its section's pages, not to second addresses", () => {
    expect(dealSectionPaths('escapes', 'escapes', O.some('international-travel'))).toEqual({
      location: '/deals/escapes',
      category: '/deals/escapes',
      subCategory: O.some('/deals/escapes/international-travel'),
    });
    expect(dealSectionPaths('national-deal', 'shopping', O.some('electronics'))).toEqual({
      location: '/deals/shop',
      category: '/deals/shop/shopping',
      subCategory: O.some('/deals/shop/shopping/electronics'),
    });
    expect(dealSectionPaths('london', 'beauty-and-spa', O.none)).toEqual({
      location: '/deals/london',
      category: '/deals/london/beauty-and-spa',
      subCategory: O.none,
    });
  });
  it('builds child links from a parent path', () => {
    expect(childListingPath('/deals/london', 'beauty-and-spa')).toBe('/deals/london/beauty-and-spa');
    expect(childListingPath('/', 'x y')).toBe('/x%20y');
  });
  it('links a category to its own page, or narrows a special or the every-location list to it', () => {
    const local = criteria({ location: 'london', categories: ['beauty-and-spa'] });
    expect(hasCategoryPages(local)).toBe(true);
    expect(categoryLinkUrl(local, 'facials')).toBe('/deals/london/beauty-and-spa/facials');
    const special = criteria({ location: 'london', special: 'new-products' });
    expect(hasCategoryPages(special)).toBe(false);
    expect(categoryLinkUrl(special, 'beauty-and-spa')).toBe(
      '/deals/london/special/new-products?categories=beauty-and-spa',
    );
    const everywhere = criteria({ location: ALL_LOCATIONS });
    expect(hasCategoryPages(everywhere)).toBe(false);
    expect(categoryLinkUrl(everywhere, 'gifts & more')).toBe('/?categories=gifts%20%26%20more');
  });
});

describe('listingSort', () => {
  it('lists a new products special newest first unless the shopper chose another order', () => {
    const fresh = O.some(NEW_PRODUCTS_SPECIAL);
    expect(listingSort(fresh, 'popularity')).toBe('recentlyAdded');
    expect(listingSort(fresh, 'pricelow')).toBe('pricelow');
    expect(listingSort(O.some('valentines'), 'popularity')).toBe('popularity');
    expect(listingSort(O.none, 'popularity')).toBe('popularity');
    expect(offersPopularitySort(fresh)).toBe(false);
    expect(offersPopularitySort(O.none)).toBe(true);
  });
  it('keeps every chosen order but the default, on every listing', () => {
    fc.assert(
      fc.property(
        fc.option(fc.oneof(fc.constant(NEW_PRODUCTS_SPECIAL), fc.string()), { nil: undefined }),
        fc.constantFrom(...SORT_OPTION_VALUES),
        (slug, chosen) => {
          const applied = listingSort(O.fromNullable(slug), chosen);
          if (chosen !== 'popularity' || slug !== NEW_PRODUCTS_SPECIAL) expect(applied).toBe(chosen);
          else expect(applied).toBe('recentlyAdded');
        },
      ),
    );
  });
});

describe('aDealSummary', () => {
  it('builds a card with overrides', () => {
    expect(aDealSummary(3, { priceMinor: 0 })).toMatchObject({ id: 3, priceMinor: 0, currency: 'GBP' });
  });
});

describe('deals feeds (spec 1 §3 Deals feed page)', () => {
  const feed = {
    slug: 'gifts-for-her',
    displayName: 'Gifts for Her',
    description: 'd',
    text: 't',
    additionalText: 'a',
    redirectUrl: O.none,
    listicleView: true,
    categoryShortName: O.some('shopping'),
    locationShortName: O.none,
    searchTag: O.some('for-her'),
    maxPriceMinor: O.some(5000),
    pageSize: 12,
  };
  it('stands for a listing of all locations with its category, tag and price cap', () => {
    expect(feedListingRequest(feed, 'kerching', 1)).toEqual({
      site: 'kerching',
      location: 'all-locations',
      page: 1,
      pageSize: 12,
      categories: ['shopping'],
      special: 'for-her',
      maxPrice: 50,
    });
    expect(
      feedListingRequest(
        {
          ...feed,
          categoryShortName: O.none,
          locationShortName: O.some('cork'),
          searchTag: O.none,
          maxPriceMinor: O.none,
        },
        'kerchingie',
        0,
      ),
    ).toEqual({ site: 'kerchingie', location: 'cork', page: 0, pageSize: 12, categories: [] });
  });
  it('answers the page with its texts, deals and total', () => {
    const page = dealsFeedPage({ ...feed, redirectUrl: O.some('/gshop/new') }, [aDealSummary(1)], 40);
    expect(page.dealsFeed).toEqual({ dataPageSize: 12, allLocations: true, totalDeals: 40 });
    expect(page.redirectUrl).toBe('/gshop/new');
    expect(page.listicleDeals).toHaveLength(1);
    expect(page).toMatchObject({ displayName: 'Gifts for Her', text: 't', additionalText: 'a', listicleView: true });
    expect(dealsFeedPage(feed, [], 0).redirectUrl).toBeNull();
  });
});

describe('listing texts (OUR WORDING)', () => {
  it('counts deals and names the homepage sections', () => {
    expect(dealCountText(1)).toBe('1 deal');
    expect(dealCountText(12)).toBe('12 deals');
    expect(seeAllLabel('London')).toBe('See all London deals');
    expect(homeTopDealHeading('Cork')).toBe("Today's top deal in Cork");
    expect(homeMoreDealsHeading('Cork')).toBe('More deals in Cork');
    expect(homeNewDealsHeading('Cork')).toBe('New in Cork');
    expect(homeCategoriesHeading('Cork')).toBe('Browse Cork');
  });
});
