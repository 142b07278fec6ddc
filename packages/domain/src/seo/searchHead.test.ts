import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import { searchCanonicalUrl, searchPageHead } from './searchHead';

describe('searchPageHead', () => {
  it('titles results with the text and the brand, indexed only when the search policy allows', () => {
    expect(searchPageHead(O.some('spa day'), true, SITES.kerching)).toEqual({
      title: 'Search results for "spa day" | Kerching',
      description: 'Deals and discounts for "spa day" on Kerching: restaurants, beauty, days out, shopping and breaks.',
      robots: 'index, follow',
    });
    expect(searchPageHead(O.some('spa'), false, SITES.livingsocialie).robots).toBe('noindex, follow');
  });
  it('never indexes the empty search page', () => {
    expect(searchPageHead(O.none, true, SITES.kerchingie)).toEqual({
      title: 'Search deals | Kerching',
      description: 'Search every deal on Kerching by name, merchant, category or town.',
      robots: 'noindex, follow',
    });
  });
  it('names the plain results of the text as canonical, so an indexed results page names itself', () => {
    expect(searchCanonicalUrl('https://kerching.example/', O.some('hot stone'))).toBe(
      'https://kerching.example/search?q=hot%20stone',
    );
    expect(searchCanonicalUrl('https://kerching.example', O.some('50% off & more'))).toBe(
      'https://kerching.example/search?q=50%25%20off%20%26%20more',
    );
    expect(searchCanonicalUrl('https://kerching.example', O.none)).toBe('https://kerching.example/search');
  });
});
