import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { buildDealPath, parseDealPath } from './dealPath';

const codeOf = (path: string) => {
  const result = parseDealPath(path);
  return E.isLeft(result) ? result.left.code : 'ok';
};

describe('deal paths: /deal/{category}/{sub}/{subsub}/{dealId}/{blurb} (spec 1 §2)', () => {
  it('reads categories, the deal id and the blurb', () => {
    expect(parseDealPath('/deal/london/beauty/facials/12345/luxury-facial?usr_src=search')).toEqual(
      E.right({
        categories: ['london', 'beauty', 'facials'],
        dealId: 12345,
        evergreen: false,
        productId: O.none,
        blurb: O.some('luxury-facial'),
      }),
    );
    expect(parseDealPath('/deal/shop/999')).toEqual(
      E.right({ categories: ['shop'], dealId: 999, evergreen: false, productId: O.none, blurb: O.none }),
    );
  });
  it('a second numeric segment is a product id', () => {
    expect(parseDealPath('/deal/travel/uk/123/456/spa-break')).toEqual(
      E.right({
        categories: ['travel', 'uk'],
        dealId: 123,
        evergreen: false,
        productId: O.some(456),
        blurb: O.some('spa-break'),
      }),
    );
  });
  it('an evergreen deal uses e instead of a numeric id', () => {
    expect(parseDealPath('/deal/shop/electricals/e/777/headphones')).toEqual(
      E.right({
        categories: ['shop', 'electricals'],
        dealId: 777,
        evergreen: true,
        productId: O.none,
        blurb: O.some('headphones'),
      }),
    );
  });
  it('an evergreen path without a deal id is an error', () => {
    expect(codeOf('/deal/shop/electricals/e/headphones')).toBe('ROUTE.EVERGREEN_DEAL_ID_MISSING');
    expect(codeOf('/deal/shop/e')).toBe('ROUTE.EVERGREEN_DEAL_ID_MISSING');
  });
  it('rejects paths without an id, without categories, with too many categories or segments', () => {
    expect(codeOf('/deal/london/beauty')).toBe('ROUTE.DEAL_ID_MISSING');
    expect(codeOf('/deal/123/blurb')).toBe('ROUTE.DEAL_PATH_INVALID');
    expect(codeOf('/deal/a/b/c/d/123')).toBe('ROUTE.DEAL_PATH_INVALID');
    expect(codeOf('/deal/a/123/456/blurb/extra')).toBe('ROUTE.DEAL_PATH_INVALID');
    expect(codeOf('/deals/london/123')).toBe('ROUTE.DEAL_PATH_INVALID');
    expect(codeOf('')).toBe('ROUTE.EMPTY_PATH');
  });
  it('builds the path back', () => {
    expect(
      buildDealPath({
        categories: ['shop', 'electricals'],
        dealId: 777,
        evergreen: true,
        productId: O.some(5),
        blurb: O.some('head phones'),
      }),
    ).toBe('/deal/shop/electricals/e/777/5/head%20phones');
    expect(
      buildDealPath({ categories: ['london'], dealId: 1, evergreen: false, productId: O.none, blurb: O.none }),
    ).toBe('/deal/london/1');
  });
});
