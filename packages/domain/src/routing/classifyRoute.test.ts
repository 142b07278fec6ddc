import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { classifyRoute, isVipPrefixed } from './classifyRoute';
import { PAGE_TYPES, pageTypeFromString } from './pageTypes';

const pageTypeOf = (path: string) => classifyRoute(path);
const right = (path: string, expected: string) => expect(pageTypeOf(path)).toEqual(E.right(expected));
const codeOf = (path: string) => {
  const result = pageTypeOf(path);
  return E.isLeft(result) ? result.left.code : `right:${result.right}`;
};

describe('route classification by first path segments (spec 1 §2)', () => {
  it('empty path: root page', () => {
    right('/', 'homepage');
    right('/?utm_source=x', 'homepage');
  });
  it('guides: guide pages; with a claim-my-gift query flag it is the claim-experience-gift page', () => {
    right('/guides/hub', 'guide');
    right('/guides/holiday-deals', 'guide');
    right('/guides/black-friday-deals?claim-my-gift=true', 'claim-gift');
    right('/editorial-team', 'guide');
  });
  it('gifts, recommended-for-you, early-bird, recently-viewed, search, map-view each have a page', () => {
    right('/gifts', 'gifts');
    right('/recommended-for-you', 'recommended');
    right('/early-bird', 'early-bird');
    right('/recently-viewed', 'recentlyViewed');
    right('/search?q=spa', 'search');
    right('/find/', 'search');
    right('/map-view', 'map-view');
  });
  it('second segment special: special page; gift-finder: gift-finder page', () => {
    right('/deals/london/special/valentines', 'special');
    right('/deals/special/black-friday', 'special');
    right('/deal/dublin/gift-finder', 'gift-finder');
    right('/deals/shop/gift-finder/gifts-for-mum', 'gift-finder');
    right('/deal/london/special/xmas', 'special');
    right('/gift-finder', 'gift-finder');
  });
  it('a deal-preview query flag gives the deal preview page; deal-preview paths too', () => {
    right('/deals/london/spa?preview=true', 'dealPreview');
    right('/deal/london/spa/123?preview', 'dealPreview');
    right('/deal-preview/london/spa', 'dealPreview');
    right('/search?preview=true', 'search');
  });
  it('deal paths are deal pages; vip-prefixed second segments give VIP deal pages', () => {
    right('/deal/london/beauty/facials/12345/luxury-facial', 'deal');
    right('/deal/shop/e/777/evergreen-blurb', 'deal');
    right('/deal/shop/vip-electricals/555', 'vipDeal');
    right('/deal/vip/555', 'vipDeal');
    expect(codeOf('/deal/london/beauty')).toBe('ROUTE.DEAL_ID_MISSING');
    expect(codeOf('/deal/shop/e/blurb')).toBe('ROUTE.EVERGREEN_DEAL_ID_MISSING');
  });
  it('listing pages: location homepage (exactly two segments), shop, escapes, vip, wellness-collection', () => {
    right('/deals', 'homepage');
    right('/deals/london', 'homepage');
    right('/deals/shop', 'category');
    right('/deals/national-deal', 'category');
    right('/deals/near-me', 'category');
    right('/deals/escapes', 'travel');
    right('/deals/travel/uk-breaks', 'travel');
    right('/deals/vip', 'vipCategory');
    right('/deals/shop/vip-electricals', 'vipCategory');
    right('/deals/wellness-collection', 'wellness-collection');
    right('/deals/london/beauty/facials', 'category');
    right('/DEALS/London/Beauty', 'category');
  });
  it('shopping, account and member routes', () => {
    right('/near-me/hub', 'category');
    right('/near-me/beauty/nails/nails-in-clapham', 'category');
    right('/shop', 'category');
    right('/travel', 'travel');
    right('/checkout/abcdefghijk', 'checkout');
    right('/order-addon/signin-page', 'order-addon');
    right('/welcome', 'ppc');
    right('/insights', 'dashboard');
    right('/mygift', 'claim-gift');
    right('/login', 'account');
    right('/wishlist', 'account');
    right('/myaccount/profile', 'myaccount');
    right('/myaccount/vouchers', 'vouchers');
    right('/myaccount/vouchers/extend', 'extendLanding');
  });
  it('unsupported page types raise an error', () => {
    expect(codeOf('/page/aboutus')).toBe('ROUTE.UNSUPPORTED_PAGE_TYPE');
    expect(codeOf('/no-such-page')).toBe('ROUTE.UNSUPPORTED_PAGE_TYPE');
    expect(codeOf('/constructor')).toBe('ROUTE.UNSUPPORTED_PAGE_TYPE');
    expect(codeOf('')).toBe('ROUTE.EMPTY_PATH');
    expect(codeOf('http://x.test/deals')).toBe('ROUTE.FULL_URL');
  });
  it('page types (spec 1 §2) and their names', () => {
    expect(PAGE_TYPES).toHaveLength(26);
    expect(pageTypeFromString('vipDeal')).toEqual(E.right('vipDeal'));
    const bad = pageTypeFromString('wishlist');
    expect(E.isLeft(bad) && bad.left).toEqual({
      code: 'ROUTE.UNSUPPORTED_PAGE_TYPE',
      detail: 'Unsupported page type: wishlist',
    });
    expect(isVipPrefixed('vip-travel')).toBe(true);
    expect(isVipPrefixed('vipers')).toBe(false);
    expect(isVipPrefixed(undefined)).toBe(false);
  });
});
