import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { MAX_SUGGESTIONS, type Suggestion, hasWordStartingWith, pickSuggestions, suggestRequest } from './suggestions';
import { searchPageUrl } from './searchPageUrl';

const deal = (text: string): Suggestion => ({ text, kind: 'deal', url: `/deal/${text.length}` });

describe('suggestRequest', () => {
  it('suggests nothing under 2 characters and rejects more than 100', () => {
    expect(suggestRequest('kerching', '')).toEqual(E.right(O.none));
    expect(suggestRequest('kerching', '  s  ')).toEqual(E.right(O.none));
    expect(suggestRequest('kerching', '🍕')).toEqual(E.right(O.none));
    expect(suggestRequest('kerching', ' sp ')).toEqual(E.right(O.some({ site: 'kerching', text: 'sp' })));
    expect(suggestRequest('kerching', 'x'.repeat(101))).toMatchObject({ left: { code: 'SEARCH.QUERY_TOO_LONG' } });
  });
});

describe('hasWordStartingWith', () => {
  it('finds the typed text at the start of any word, whatever the case', () => {
    expect(hasWordStartingWith('Full-Body Massage', 'mass')).toBe(true);
    expect(hasWordStartingWith('Full-Body Massage', 'BODY')).toBe(true);
    expect(hasWordStartingWith('Full-Body Massage', 'assage')).toBe(false);
    expect(hasWordStartingWith('Spa Spa', 'pa')).toBe(false);
    expect(hasWordStartingWith('aspa spa', 'spa')).toBe(true);
  });
});

describe('pickSuggestions', () => {
  it('orders categories, merchants then deals, word starts first, each text once, at most 8', () => {
    const picked = pickSuggestions('spa', {
      categories: [
        { text: 'Beauty & Spa', kind: 'category', url: '/deals/london/beauty-and-spa' },
        { text: 'Spa Breaks', kind: 'category', url: '/deals/escapes/spa-breaks' },
        { text: 'Spas', kind: 'category', url: '/x' },
      ],
      merchants: [{ text: 'Serenity Spa', kind: 'merchant', url: searchPageUrl('Serenity Spa') }],
      deals: [
        deal('Gospa Day'),
        deal('Spa Day'),
        deal('spa day'),
        ...Array.from({ length: 10 }, (_, i) => deal(`Spa ${i}`)),
      ],
    });
    expect(picked).toHaveLength(MAX_SUGGESTIONS);
    expect(picked.map((s) => s.text)).toEqual([
      'Beauty & Spa',
      'Spa Breaks',
      'Serenity Spa',
      'Spa Day',
      'Spa 0',
      'Spa 1',
      'Spa 2',
      'Spa 3',
    ]);
    expect(picked[2]?.url).toBe('/search?q=Serenity%20Spa');
  });
  it('suggests nothing from no candidates', () => {
    expect(pickSuggestions('zz', { categories: [], merchants: [], deals: [] })).toEqual([]);
  });
});
