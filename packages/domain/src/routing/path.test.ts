import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { isFullUrl, isUnder, parsePath, pathSegments, pathnameOf } from './path';

describe('path parser (spec 2 §8)', () => {
  it("empty string: 'Empty string received'", () => {
    expect(parsePath('')).toEqual(E.left({ code: 'ROUTE.EMPTY_PATH', detail: 'Empty string received' }));
  });
  it('full URL to the path parser: error (strip origin)', () => {
    const result = parsePath('https://www.kerching.co.uk/deals/london');
    expect(E.isLeft(result) && result.left.code).toBe('ROUTE.FULL_URL');
    expect(isFullUrl('//cdn.example.com/x')).toBe(true);
    expect(isFullUrl('/deals/london')).toBe(false);
  });
  it('reads decoded segments and the query, dropping the fragment and extra slashes', () => {
    expect(parsePath('/deals//london/spa%20days/?page=2&q=a+b#top')).toEqual(
      E.right({
        segments: ['deals', 'london', 'spa days'],
        query: [
          ['page', '2'],
          ['q', 'a b'],
        ],
      }),
    );
    expect(parsePath('/#frag?x=1')).toEqual(E.right({ segments: [], query: [] }));
    expect(pathSegments('deals/london')).toEqual(['deals', 'london']);
    expect(pathnameOf('/a/b?c#d')).toBe('/a/b');
  });
  it('knows when a path is under a prefix', () => {
    expect(isUnder('/deals', '/deals')).toBe(true);
    expect(isUnder('/deals/shop', '/deals')).toBe(true);
    expect(isUnder('/dealsx', '/deals')).toBe(false);
  });
});
