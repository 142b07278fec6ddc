import { describe, expect, it } from 'vitest';
import {
  type FacetCounts,
  NO_FACET_COUNTS,
  facetFilters,
  giftTags,
  isKnownFacet,
  minimumRating,
  selectedValues,
} from './facets';

const counts: FacetCounts = {
  feature: {
    'vip-price': 3,
    'click-and-collect': 0,
    'gift-pack': 2,
    'early-bird': 0,
    'last-chance': 1,
    'price-per-person': 0,
    deposit: 0,
  },
  rating: { '4': 5, '3': 7 },
  nights: [
    { nights: 3, count: 2 },
    { nights: 1, count: 4 },
  ],
};

describe('facets', () => {
  it('knows its facets and values', () => {
    expect(isKnownFacet({ name: 'feature', value: 'gift-pack' })).toBe(true);
    expect(isKnownFacet({ name: 'feature', value: 'gift' })).toBe(false);
    expect(isKnownFacet({ name: 'rating', value: '4' })).toBe(true);
    expect(isKnownFacet({ name: 'rating', value: '5' })).toBe(false);
    expect(isKnownFacet({ name: 'nights', value: '16' })).toBe(true);
    expect(isKnownFacet({ name: 'nights', value: '0' })).toBe(false);
    expect(isKnownFacet({ name: 'nights', value: '01' })).toBe(false);
    expect(isKnownFacet({ name: 'colour', value: 'red' })).toBe(false);
  });
  it('reads the chosen values and the lowest chosen rating', () => {
    const chosen = [
      { name: 'rating', value: '4' },
      { name: 'rating', value: '3' },
      { name: 'rating', value: '4' },
    ];
    expect(selectedValues(chosen, 'rating')).toEqual(['4', '3']);
    expect(minimumRating(chosen)).toBe(3);
    expect(minimumRating([])).toBeNull();
  });
  it('shows values with deals or chosen, and leaves out empty groups', () => {
    const filters = facetFilters(counts, [
      { name: 'feature', value: 'deposit' },
      { name: 'nights', value: '7' },
    ]);
    expect(filters.map((f) => f.key)).toEqual(['f_feature', 'f_rating', 'f_nights']);
    expect(filters[0]?.values).toEqual([
      { value: 'vip-price', label: 'VIP price', count: 3, selected: false },
      { value: 'gift-pack', label: 'Gift pack available', count: 2, selected: false },
      { value: 'last-chance', label: 'Last chance', count: 1, selected: false },
      { value: 'deposit', label: 'Pay a deposit', count: 0, selected: true },
    ]);
    expect(filters[1]?.values.map((v) => v.label)).toEqual(['4 stars and up', '3 stars and up']);
    expect(filters[2]?.values).toEqual([
      { value: '1', label: '1 night', count: 4, selected: false },
      { value: '3', label: '3 nights', count: 2, selected: false },
      { value: '7', label: '7 nights', count: 0, selected: true },
    ]);
    expect(facetFilters(NO_FACET_COUNTS, [])).toEqual([]);
  });
});

describe("the gift finder's facets (f_for, f_character)", () => {
  it("know the spec's audiences and personalities only", () => {
    expect(isKnownFacet({ name: 'for', value: 'little-ones' })).toBe(true);
    expect(isKnownFacet({ name: 'for', value: 'cat' })).toBe(false);
    expect(isKnownFacet({ name: 'character', value: 'jet-setter' })).toBe(true);
    expect(isKnownFacet({ name: 'character', value: 'mum' })).toBe(false);
  });
  it('name the catalogue tags a deal answers them with, each once', () => {
    const facets = [
      { name: 'for', value: 'mum' },
      { name: 'for', value: 'mum' },
      { name: 'for', value: 'bff' },
      { name: 'for', value: 'cat' },
      { name: 'character', value: 'geeky' },
    ];
    expect(giftTags(facets, 'for')).toEqual(['gifts-for-mum', 'gifts-for-bff']);
    expect(giftTags(facets, 'character')).toEqual(['character-geeky']);
    expect(giftTags([], 'for')).toEqual([]);
  });
  it('have no group in the filter panel: the gift finder asks them as questions', () => {
    const groups = facetFilters(NO_FACET_COUNTS, [{ name: 'for', value: 'mum' }]);
    expect(groups.map((g) => g.name)).toEqual([]);
  });
});
