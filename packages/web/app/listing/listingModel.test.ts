import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import type { DealListing } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { formatQuery, parseQuery, priceSlider } from '@kerching/domain/listing';
import { SITES } from '@kerching/domain/site';
import {
  canonicalListingQuery,
  listingPageModel,
  listingRequestOf,
  navigationLink,
  previewListingModel,
  sameQuery,
  sliderOf,
} from './listingModel';
import { pageHref } from './pageHref';
import { headContextOf, listingPageHead } from './listingHead';
import { headingOf } from './pageMeta';

const site = SITES.kerching;
const listing = (overrides: Partial<DealListing> = {}): DealListing => ({
  deals: Array.from({ length: 9 }, (_, i) => aDealSummary(i + 2)),
  mainDeal: aDealSummary(1),
  count: 30,
  facetedNavigation: {
    filters: [
      {
        key: 'f_feature',
        name: 'feature',
        label: 'Features',
        values: [{ value: 'gift-pack', label: 'Gift pack available', count: 3, selected: true }],
      },
    ],
    navigations: [{ linkText: 'Spa Days', count: 4, shortName: 'spa-days', url: '/deals/london/beauty/spa-days' }],
    stats: { count: 30, minPriceMinor: 1999, maxPriceMinor: 24_900 },
  },
  canonicalUrl: '/deals/london/beauty',
  location: { shortName: 'london', name: 'London' },
  categories: [{ shortName: 'beauty', name: 'Beauty' }],
  ...overrides,
});

describe('listing URLs (the URL is the state)', () => {
  it('reads a request from the URL: filters, known facets only, page', () => {
    const request = listingRequestOf(
      site,
      { location: 'london', categories: ['beauty'] },
      parseQuery(
        '?minPrice=10&maxPrice=50&orderBy=price&order=asc&f_feature=gift-pack&f_colour=red&page=2&vip=true&categories=spa',
      ),
    );
    expect(request).toEqual({
      site: 'kerching',
      location: 'london',
      categories: ['beauty'],
      page: 2,
      pageSize: 9,
      sort: 'pricelow',
      minPrice: 10,
      maxPrice: 50,
      vip: true,
      facets: [{ name: 'feature', value: 'gift-pack' }],
      categoryFilter: ['spa'],
    });
    expect(listingRequestOf(site, { location: 'near-me', special: 'x', area: 'soho' }, [])).toMatchObject({
      special: 'x',
      area: 'soho',
      sort: 'popularity',
      page: 0,
    });
  });

  it('narrows by the q and searchTag keys that the canonical URL keeps', () => {
    const query = parseQuery('?q=afternoon+tea&searchTag=date-night');
    expect(listingRequestOf(site, { location: 'london' }, query)).toMatchObject({
      q: 'afternoon tea',
      searchTag: 'date-night',
    });
    const plain = listingRequestOf(site, { location: 'london' }, parseQuery('?q=&searchTag='));
    expect('q' in plain || 'searchTag' in plain).toBe(false);
  });

  it('writes the canonical query: sort from the select, prices snapped, ends and defaults left out', () => {
    const slider = O.some(priceSlider(19.99, 249));
    const canonical = (q: string) => formatQuery(canonicalListingQuery(parseQuery(q), slider));
    expect(canonical('?orderBy=pricelow&minPrice=37&maxPrice=123&usr_src=x')).toBe(
      'orderBy=price&order=asc&minPrice=35&maxPrice=130&usr_src=x',
    );
    expect(canonical('?orderBy=popularity&minPrice=15&maxPrice=250')).toBe('');
    expect(canonical('?f_colour=red&f_feature=deposit&page=0')).toBe('f_feature=deposit');
    expect(canonical('?page=3')).toBe('page=3');
    // Prices the wrong way round (one slider dragged past the other) are the range between them.
    expect(canonical('?orderBy=price&order=asc&f_feature=vip-price&minPrice=130&maxPrice=35')).toBe(
      'orderBy=price&order=asc&minPrice=35&maxPrice=130&f_feature=vip-price',
    );
    expect(formatQuery(canonicalListingQuery(parseQuery('?minPrice=37'), O.none))).toBe('minPrice=37');
  });

  it('property: the canonical query is canonical (a redirect never loops)', () => {
    const slider = O.some(priceSlider(5, 800));
    const value = fc.oneof(
      fc.constantFrom('', '0', '37', '123.5', 'price', 'pricelow', 'asc', 'gift-pack', 'x'),
      fc.integer({ min: 0, max: 900 }).map(String),
    );
    const key = fc.constantFrom('minPrice', 'maxPrice', 'orderBy', 'order', 'page', 'f_feature', 'vip', 'q', 'other');
    fc.assert(
      fc.property(fc.array(fc.tuple(key, value), { maxLength: 8 }), (pairs) => {
        const once = canonicalListingQuery(pairs, slider);
        expect(sameQuery(canonicalListingQuery(once, slider), once)).toBe(true);
      }),
    );
  });

  it('finds the slider from the price stats, none when every deal costs the same', () => {
    expect(sliderOf(listing())).toEqual(O.some({ start: 15, end: 250 }));
    const flat = listing().facetedNavigation;
    expect(
      sliderOf({ facetedNavigation: { ...flat, stats: { count: 1, minPriceMinor: 1000, maxPriceMinor: 1000 } } }),
    ).toEqual(O.none);
    expect(
      sliderOf({ facetedNavigation: { ...flat, stats: { count: 0, minPriceMinor: null, maxPriceMinor: null } } }),
    ).toEqual(O.none);
  });
});

describe('listingPageModel', () => {
  const query = parseQuery('?f_feature=gift-pack&minPrice=20&page=1&usr_src=email');
  const request = listingRequestOf(site, { location: 'london', categories: ['beauty'] }, query);
  const model = listingPageModel(listing(), '/deals/london/beauty', query, request, site);

  it('counts, keeps the filters in drill-down links and resets paging in them', () => {
    expect(model.countText).toBe('30 deals');
    expect(model.navigations).toEqual([
      {
        label: 'Spa Days',
        count: 4,
        href: '/deals/london/beauty/spa-days?f_feature=gift-pack&minPrice=20&usr_src=email',
        selected: false,
      },
    ]);
  });
  it('keeps a link that narrows this same listing on this page (specials, early bird), and undoes a chosen one', () => {
    const filters = parseQuery('?minPrice=20&categories=spa');
    expect(navigationLink('/?categories=beauty', '/', '/early-bird', filters)).toEqual({
      href: '/early-bird?minPrice=20&categories=beauty',
      selected: false,
    });
    expect(navigationLink('/?categories=spa', '/', '/early-bird', filters)).toEqual({
      href: '/early-bird?minPrice=20',
      selected: true,
    });
    const special = '/deals/london/special/new-products';
    expect(navigationLink(`${special}?categories=beauty`, special, special, []).href).toBe(
      `${special}?categories=beauty`,
    );
    expect(navigationLink('/deals/london/beauty', '/deals/london', '/deals/london', filters)).toEqual({
      href: '/deals/london/beauty?minPrice=20&categories=spa',
      selected: false,
    });
    const early = listingPageModel(
      listing({
        canonicalUrl: '/',
        facetedNavigation: {
          ...listing().facetedNavigation,
          navigations: [{ linkText: 'Beauty', count: 2, shortName: 'beauty', url: '/?categories=beauty' }],
        },
      }),
      '/early-bird',
      parseQuery('?page=1&orderBy=price'),
      request,
      site,
    );
    expect(early.navigations[0]).toMatchObject({
      href: '/early-bird?orderBy=price&categories=beauty',
      selected: false,
    });
  });
  it('offers a new products special newest first and no popularity, and shows a chosen order', () => {
    const special = { location: 'london', special: 'new-products' };
    const sorts = (query: string) =>
      listingPageModel(
        listing(),
        '/deals/london/special/new-products',
        parseQuery(query),
        listingRequestOf(site, special, parseQuery(query)),
        site,
      ).filters.sort;
    expect(sorts('').map((s) => s.value)).not.toContain('popularity');
    expect(sorts('').find((s) => s.selected)?.value).toBe('recentlyAdded');
    expect(sorts('?orderBy=price&order=asc').find((s) => s.selected)?.value).toBe('pricelow');
    expect(model.filters.sort.map((s) => s.value)).toContain('popularity');
  });
  it('fills the form: sort choices, slider at the chosen range, facets, hidden parameters, clear link', () => {
    expect(model.filters.action).toBe('/deals/london/beauty');
    expect(model.filters.keep).toEqual([['usr_src', 'email']]);
    expect(model.filters.sort.find((s) => s.selected)?.value).toBe('popularity');
    expect(model.filters.slider).toEqual({ start: 15, end: 250, min: 20, max: 250, symbol: '£' });
    expect(model.filters.facets[0]?.values[0]?.selected).toBe(true);
    expect(model.filters.clearHref).toBe('/deals/london/beauty?usr_src=email');
  });
  it('says what text narrows a listing, and clearing every filter clears it too', () => {
    const query = parseQuery('?q=massage&usr_src=email');
    const narrowed = listingPageModel(
      listing(),
      '/deals/london',
      query,
      listingRequestOf(site, { location: 'london' }, query),
      site,
    );
    expect(narrowed.countText).toBe('30 deals matching "massage"');
    expect(narrowed.filters.clearHref).toBe('/deals/london?usr_src=email');
  });

  it('pages: previous and next links, page 0 without a page parameter, and what load more asks for', () => {
    expect(model.paging.previousHref).toBe('/deals/london/beauty?f_feature=gift-pack&minPrice=20&usr_src=email');
    expect(model.paging.nextHref).toBe('/deals/london/beauty?f_feature=gift-pack&minPrice=20&page=2&usr_src=email');
    expect(model.more.page).toBe(1);
    expect(model.more.request).not.toHaveProperty('page');
    expect(pageHref('/deals/x', [], 0)).toBe('/deals/x');
    const last = listingPageModel(listing({ deals: [aDealSummary(3)] }), '/deals/x', [], { ...request, page: 0 }, site);
    expect(last.paging).toMatchObject({ previousHref: null, nextHref: null });
    expect(last.filters.clearHref).toBeNull();
  });
  it('names the default order "Nearest first" on a listing about a place', () => {
    const near = listingPageModel(listing(), '/near-me/x/y/soho', [], { ...request, page: 0, area: 'soho' }, site);
    expect(near.filters.sort.find((s) => s.value === 'popularity')?.label).toBe('Nearest first');
    expect(model.filters.sort.find((s) => s.value === 'popularity')?.label).toBe('Popularity');
  });
  it('offers no next page once the top deal and the pages have shown the whole count', () => {
    // 30 deals: the top deal, page 0 and page 1 of 9 show 19, leaving 11.
    expect(model.more.left).toBe(11);
    const tenDeals = listing({ count: 10 });
    const full = listingPageModel(tenDeals, '/deals/x', [], { ...request, page: 0 }, site);
    expect(full.more.left).toBe(0);
    expect(full.paging.nextHref).toBeNull();
    const eleven = listingPageModel(listing({ count: 11 }), '/deals/x', [], { ...request, page: 0 }, site);
    expect(eleven.paging.nextHref).toBe('/deals/x?page=1');
  });
  it("counts the first page's top deal on later pages, which come without it", () => {
    // 19 deals: the top deal, then two full pages of 9; page 1 is the last.
    const second = listing({ count: 19, mainDeal: null });
    const popular = listingPageModel(second, '/deals/x', [], { ...request, page: 1, sort: 'popularity' }, site);
    expect(popular.more.left).toBe(0);
    expect(popular.paging.nextHref).toBeNull();
    // Cheapest first there is no top deal: one deal is still to come.
    const cheapest = parseQuery('?orderBy=price&order=asc');
    const byPrice = listingPageModel(second, '/deals/x', cheapest, { ...request, page: 1, sort: 'pricelow' }, site);
    expect(byPrice.more.left).toBe(1);
  });
});

describe('previewListingModel (the deal preview page)', () => {
  it('opens the deals in preview and keeps category links inside the preview', () => {
    const request = { ...listingRequestOf(site, { location: 'london', categories: ['beauty'] }, []), preview: true };
    const model = listingPageModel(listing(), '/deal-preview/london/beauty', [], request, site);
    const preview = previewListingModel(model);
    expect(preview.mainDeal?.urlPath).toBe(`${aDealSummary(1).urlPath}?preview=true`);
    expect(preview.deals.every((d) => d.urlPath.endsWith('?preview=true'))).toBe(true);
    expect(preview.navigations[0]?.href).toBe('/deal-preview/london/beauty/spa-days');
    expect(preview.paging).toEqual(model.paging);
    expect(preview.more.request).toMatchObject({ preview: true });
  });
});

describe('listing heads', () => {
  const named = listing();
  it('titles each kind of listing through the seo family', () => {
    expect(listingPageHead('london', named, O.none, site).title).toBe('Beauty Deals in London | Kerching');
    expect(listingPageHead('london', { ...named, categories: [] }, O.none, site).title).toBe(
      'London Deals & Offers | Kerching',
    );
    expect(
      listingPageHead(
        'london',
        { ...named, categories: [...named.categories, { shortName: 'facials', name: 'Facials' }] },
        O.none,
        site,
      ).title,
    ).toBe('Facials Deals in London | Kerching');
    expect(listingPageHead('escapes', { ...named, categories: [] }, O.none, site).title).toBe(
      'Escapes: Hotel Breaks & Holiday Deals | Kerching',
    );
    expect(listingPageHead('vip', named, O.none, site).title).toBe('VIP Beauty Deals | Kerching');
    expect(listingPageHead('wellness-collection', { ...named, categories: [] }, O.none, site).title).toBe(
      'The Wellness Collection | Kerching',
    );
    expect(listingPageHead('wellness-collection', named, O.none, site).title).toBe('Beauty Deals | Kerching');
    expect(
      listingPageHead(
        'national-deal',
        { ...named, categories: [], location: { shortName: 'shop', name: 'Shop' } },
        O.none,
        site,
      ).title,
    ).toBe('Shop Deals | Kerching');
    // A location's special names the location; a national one does not.
    expect(listingPageHead('london', named, O.some('new-products'), site).title).toBe(
      'New Products Deals in London | Kerching',
    );
    expect(
      listingPageHead(
        'national-deal',
        { ...named, categories: [], location: { shortName: 'shop', name: 'Shop' } },
        O.some('black-friday'),
        site,
      ).title,
    ).toBe('Black Friday Deals | Kerching');
    expect(
      headContextOf(
        { kind: 'national' },
        {
          ...named,
          categories: [
            { shortName: 'shopping', name: 'Shopping' },
            { shortName: 'tv', name: 'TVs' },
          ],
        },
        O.none,
      ),
    ).toMatchObject({
      kind: 'category',
      subCategory: O.some('TVs'),
    });
  });
  it('takes the heading from the title without the brand', () => {
    expect(headingOf({ title: 'Beauty Deals | Kerching', description: '', robots: 'index, follow' }, site)).toBe(
      'Beauty Deals',
    );
    expect(headingOf({ title: 'Other', description: '', robots: 'index, follow' }, site)).toBe('Other');
  });
});
