import { describe, expect, it } from 'vitest';
import { parseQuery } from '@kerching/domain/listing';
import type { DealSummary } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { EMPTY_SEARCH_FACETS, type SearchResults } from '@kerching/domain/search';
import { SITES } from '@kerching/domain/site';
import { searchPageModel } from './searchPageModel';

const deal = (id: number, overrides: Partial<DealSummary> = {}): DealSummary =>
  aDealSummary(id, {
    urlPath: `/deal/london/beauty-and-spa/${id}/spa`,
    title: `Spa ${id}`,
    headline: 'h',
    priceMinor: 2500,
    originalPriceMinor: 5000,
    discountPercentage: 50,
    imageId: 'i',
    categoryShortName: 'beauty-and-spa',
    merchantName: 'Serenity Spa',
    categoryName: 'Beauty & Spa',
    ...overrides,
  });

const results: SearchResults = {
  deals: [deal(1), deal(2)],
  count: 30,
  facetedNavigation: {
    navigations: [{ linkText: 'Beauty & Spa', shortName: 'beauty-and-spa', count: 30 }],
    filters: [
      {
        key: 'location',
        name: 'location',
        label: 'Location',
        values: [{ value: 'leeds', label: 'Leeds', count: 4, selected: true }],
      },
      {
        key: 'f_price',
        name: 'price',
        label: 'Price',
        values: [{ value: '20-50', label: '£20 to £50', count: 30, selected: false }],
      },
    ],
    stats: { count: 30, minPriceMinor: 2500, maxPriceMinor: 2500 },
  },
  searchResult: { query: 'spa', fallback: false },
};

describe('searchPageModel', () => {
  it('heads the page with the text and count, and links deals with usr_src=search', () => {
    const model = searchPageModel(results, parseQuery('q=spa'), 0, 12, 'popularity', SITES.kerching);
    expect(model.heading).toBe('Search results for "spa"');
    expect(model.countText).toBe('30 deals found');
    expect(model.deals[0]?.href).toBe('/deal/london/beauty-and-spa/1/spa?usr_src=search');
    expect(model.deals[0]?.price).toBe('£25');
    expect(model.fallbackMessage).toBeNull();
    expect(model.clearFiltersHref).toBeNull();
    expect(model.sortChoices[0]).toEqual({ value: 'popularity', label: 'Best match', selected: true });
  });

  it('links facets through the filter URL rules: toggling values and resetting paging', () => {
    const query = parseQuery('q=spa&location=leeds&page=1&minPrice=10');
    const model = searchPageModel(results, query, 1, 12, 'pricelow', SITES.kerching);
    const [category, location, price] = model.facets;
    expect(category?.links[0]).toEqual({
      label: 'Beauty & Spa',
      count: 30,
      selected: false,
      href: '/search?q=spa&location=leeds&minPrice=10&category=beauty-and-spa',
    });
    expect(location?.links[0]).toMatchObject({ selected: true, href: '/search?q=spa&minPrice=10' });
    expect(price?.links[0]?.href).toBe('/search?q=spa&location=leeds&minPrice=10&f_price=20-50');
    expect(model.keep).toEqual([['location', 'leeds']]);
    expect(model.minPrice).toBe('10');
    expect(model.maxPrice).toBe('');
    expect(model.clearFiltersHref).toBe('/search?q=spa');
    expect(model.sortChoices.find((c) => c.selected)?.value).toBe('pricelow');
  });

  it('lists every place with matches, those past the first 12 under "More locations"', () => {
    const towns = Array.from({ length: 15 }, (_, i) => ({
      value: `town-${i}`,
      label: `Town ${i}`,
      count: 20 - i,
      selected: i === 13,
    }));
    const many: SearchResults = {
      ...results,
      facetedNavigation: {
        ...results.facetedNavigation,
        filters: [{ key: 'location', name: 'location', label: 'Location', values: towns }],
      },
    };
    const [, location] = searchPageModel(many, parseQuery('q=spa'), 0, 12, 'popularity', SITES.kerching).facets;
    expect(location?.links.map((link) => link.label)).toEqual(towns.slice(0, 12).map((town) => town.label));
    expect(location?.more).toMatchObject({ label: '3 more locations', open: true });
    expect(location?.more?.links.map((link) => link.label)).toEqual(['Town 12', 'Town 13', 'Town 14']);
    const [, few] = searchPageModel(results, parseQuery('q=spa'), 0, 12, 'popularity', SITES.kerching).facets;
    expect(few?.more).toBeNull();
  });

  it('pages with previous and next links', () => {
    const model = searchPageModel(results, parseQuery('q=spa&page=1'), 1, 12, 'popularity', SITES.kerching);
    expect(model.paging).toEqual({
      page: 2,
      pages: 3,
      previousHref: '/search?q=spa',
      nextHref: '/search?q=spa&page=2',
    });
    const last = searchPageModel(results, parseQuery('q=spa&page=2'), 2, 12, 'popularity', SITES.kerching);
    expect(last.paging?.nextHref).toBeNull();
  });

  it('shows the no-results message over the top deals, without facets or paging', () => {
    const fallback: SearchResults = {
      deals: [deal(3, { currency: 'EUR', priceMinor: 1999, site: 'kerchingie' })],
      count: 1,
      facetedNavigation: EMPTY_SEARCH_FACETS,
      searchResult: { query: 'zzz', fallback: true, message: 'Sorry, no deals for "zzz".' },
    };
    const model = searchPageModel(fallback, parseQuery('q=zzz'), 0, 12, 'popularity', SITES.kerchingie);
    expect(model.fallbackMessage).toBe('Sorry, no deals for "zzz".');
    expect(model.dealsHeading).toBe('Top deals');
    expect(model.countText).toBeNull();
    expect(model.paging).toBeNull();
    expect(model.facets).toEqual([]);
    expect(model.deals[0]?.price).toBe('€19.99');
    expect(model.currencySymbol).toBe('€');
  });

  it('tells of a correction, and of filters that leave nothing', () => {
    const corrected = searchPageModel(
      { ...results, searchResult: { query: 'masage', corrected: 'massage', fallback: false } },
      parseQuery('q=masage'),
      0,
      12,
      'popularity',
      SITES.kerching,
    );
    expect(corrected.correctedMessage).toBe('Showing results for "massage"');
    const empty = searchPageModel(
      { ...results, deals: [], count: 0 },
      parseQuery('q=spa&maxPrice=1'),
      0,
      12,
      'popularity',
      SITES.kerching,
    );
    expect(empty.emptyFilteredMessage).toBe('No deals match these filters. Try removing one.');
    expect(empty.clearFiltersHref).toBe('/search?q=spa');
  });
});
