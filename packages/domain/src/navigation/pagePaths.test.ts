import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { classifyRoute } from '../routing/classifyRoute';
import { isTravelPagePath, isVipPagePath } from './pagePaths';

describe('shell page paths', () => {
  it('knows travel pages', () => {
    for (const path of ['/travel', '/escapes/x', '/deals/escapes', '/deals/travel/uk-travel?page=2', '/DEALS/Escapes'])
      expect(isTravelPagePath(path), path).toBe(true);
    for (const path of [
      '/',
      '/deals',
      '/deals/london',
      '/deals/escapes/gift-finder',
      '/deals/escapes/special/x',
      '/deals/escapes/vip-x',
      '/page/escapes',
    ])
      expect(isTravelPagePath(path), path).toBe(false);
  });
  it('knows VIP pages', () => {
    for (const path of ['/deals/vip', '/deals/london/vip-beauty', '/deal/vip/spa/1/x', '/deal/london/vip-spa/12/x'])
      expect(isVipPagePath(path), path).toBe(true);
    for (const path of [
      '/vip',
      '/deals/london',
      '/deals/vip/gift-finder',
      '/deals/special/vip',
      '/deals/wellness-collection/vip-x',
      '/deals/%E0%A4%A',
    ])
      expect(isVipPagePath(path), path).toBe(false);
  });
  it('property: agrees with classifyRoute on /deals paths and first segments', () => {
    const word = fc.constantFrom(
      'deals',
      'travel',
      'escapes',
      'vip',
      'vip-spa',
      'special',
      'gift-finder',
      'london',
      'wellness-collection',
      'shop',
      'near-me',
      'x',
    );
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), (segments) => {
        const path = `/${segments.join('/')}`;
        const type = classifyRoute(path);
        if (E.isLeft(type)) return;
        expect(isTravelPagePath(path), path).toBe(type.right === 'travel');
        if (segments[0] === 'deals') expect(isVipPagePath(path), path).toBe(type.right === 'vipCategory');
      }),
    );
  });
});
