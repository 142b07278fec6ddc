import { describe, expect, it } from 'vitest';
import { SITES } from '../site/site';
import {
  isCheckoutPath,
  isTokenMigrationExempt,
  loadsMerchandisingScript,
  showsSmartBanner,
  skipsDataLoad,
  suppressesExitPromo,
  usesWellnessTheme,
} from './shell';

describe('shell behaviours by path (spec 1 §2 "Shared shell")', () => {
  it('paths containing checkout or order-addon are checkout pages', () => {
    expect(isCheckoutPath('/checkout/abcdefghijkl')).toBe(true);
    expect(isCheckoutPath('/basket-checkout/abc')).toBe(true);
    expect(isCheckoutPath('/order-addon/signin-page')).toBe(true);
    expect(isCheckoutPath('/deals/london?next=checkout')).toBe(false);
  });
  it('order-addon, my-account and PPC pages skip a data load', () => {
    expect(skipsDataLoad('order-addon')).toBe(true);
    expect(skipsDataLoad('myaccount')).toBe(true);
    expect(skipsDataLoad('ppc')).toBe(true);
    expect(skipsDataLoad('deal')).toBe(false);
  });
  it('/consume-token is exempt from token-migration redirect', () => {
    expect(isTokenMigrationExempt('/consume-token')).toBe(true);
    expect(isTokenMigrationExempt('/consume-token?token=x')).toBe(true);
    expect(isTokenMigrationExempt('/consume-tokens')).toBe(false);
    expect(isTokenMigrationExempt('/deals/london')).toBe(false);
  });
  it('the exit promo is suppressed on paths containing checkout, myaccount, benefits, mygift or page', () => {
    for (const path of ['/checkout/x', '/myaccount/profile', '/benefits', '/mygift', '/page/aboutus']) {
      expect(suppressesExitPromo(path)).toBe(true);
    }
    expect(suppressesExitPromo('/deals/london')).toBe(false);
    expect(suppressesExitPromo('/deals/london?page=2')).toBe(false);
  });
  it('a wellness-collection location switches to the wellness theme', () => {
    expect(usesWellnessTheme('wellness-collection')).toBe(true);
    expect(usesWellnessTheme('london')).toBe(false);
  });
  it('on the Irish brand paths under /deals, /guides or /deal (except /deals/shop) load an external merchandising script', () => {
    const ie = SITES.kerchingie;
    expect(loadsMerchandisingScript(ie, '/deals/dublin')).toBe(true);
    expect(loadsMerchandisingScript(ie, '/guides/hub')).toBe(true);
    expect(loadsMerchandisingScript(ie, '/deal/dublin/spa/123')).toBe(true);
    expect(loadsMerchandisingScript(SITES.livingsocialie, '/deals')).toBe(true);
    expect(loadsMerchandisingScript(ie, '/deals/shop')).toBe(false);
    expect(loadsMerchandisingScript(ie, '/deals/shop/electricals')).toBe(false);
    expect(loadsMerchandisingScript(ie, '/dealsx')).toBe(false);
    expect(loadsMerchandisingScript(ie, '/checkout')).toBe(false);
    expect(loadsMerchandisingScript(SITES.kerching, '/deals/london')).toBe(false);
  });
  it('the smart banner shows only on homepage and category page types', () => {
    expect(showsSmartBanner('homepage')).toBe(true);
    expect(showsSmartBanner('category')).toBe(true);
    expect(showsSmartBanner('deal')).toBe(false);
  });
});
