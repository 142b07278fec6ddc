import { describe, expect, it } from 'vitest';
import { categorySuggestionUrl, searchResultDealUrl } from './urls';

describe('searchResultDealUrl', () => {
  it('marks a deal reached from search with usr_src=search, keeping other parameters', () => {
    expect(searchResultDealUrl('/deal/london/spa/12/day')).toBe('/deal/london/spa/12/day?usr_src=search');
    expect(searchResultDealUrl('/deal/x/1?page=2&usr_src=recommended')).toBe('/deal/x/1?page=2&usr_src=search');
  });
});

describe('categorySuggestionUrl', () => {
  it("leads to the category listing by the navigation family's rule", () => {
    expect(
      categorySuggestionUrl({ shortName: 'beauty-and-spa', parentShortName: null, pathType: 'local' }, 'leeds'),
    ).toBe('/deals/leeds/beauty-and-spa');
    expect(
      categorySuggestionUrl({ shortName: 'facials', parentShortName: 'beauty-and-spa', pathType: 'local' }, 'london'),
    ).toBe('/deals/london/beauty-and-spa/facials');
    expect(
      categorySuggestionUrl({ shortName: 'electricals', parentShortName: 'shopping', pathType: 'national' }, 'london'),
    ).toBe('/deals/shop/shopping/electricals');
  });
});
