import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import { ACCOUNT_ROUTES, accountRoutesFor } from './accountRoutes';
import { rewriteDealPreviewPath } from './dealPreview';
import {
  STATIC_PAGE_SLUGS,
  isStaticPageOfEdition,
  isStaticPageSlug,
  staticPageMovedTo,
  staticPageOfPath,
  staticPagePath,
} from './staticPages';

describe('static pages under /page/{slug} (spec 1 §2)', () => {
  it('lists the slugs, from aboutus to regulated-finance-disclosure.html', () => {
    expect(STATIC_PAGE_SLUGS).toHaveLength(22);
    expect(isStaticPageSlug('businessfaq')).toBe(true);
    expect(isStaticPageSlug('regulated-finance-complaints.html')).toBe(true);
    expect(isStaticPageSlug('about')).toBe(false);
    expect(staticPagePath('faqs')).toBe('/page/faqs');
  });
  it('finds the static page of a path', () => {
    expect(staticPageOfPath('/page/privacypolicy-ie?x=1')).toEqual(O.some('privacypolicy-ie'));
    expect(staticPageOfPath('/page/unknown')).toEqual(O.none);
    expect(staticPageOfPath('/page/faqs/more')).toEqual(O.none);
    expect(staticPageOfPath('/page')).toEqual(O.none);
    expect(staticPageOfPath('https://x.test/page/faqs')).toEqual(O.none);
  });
});

describe('account and member routes (spec 1 §2)', () => {
  it('lists the account routes', () => {
    expect(ACCOUNT_ROUTES.map((r) => r.path)).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/myaccount/profile',
      '/myaccount/vouchers',
      '/myaccount/subscriptions',
      '/myaccount/wallet',
      '/myaccount/password',
      '/myaccount/delete',
      '/myaccount/vip-rewards',
      '/myaccount/rewards',
      '/myaccount/refer-a-friend',
      '/giftcard/redeem',
      '/mygift',
      '/migrate-user',
      '/consume-token',
    ]);
  });
  it('/myaccount/vip-rewards (VIP only, UK); /myaccount/rewards (Club, UK); refer-a-friend in both', () => {
    const paths = (routes: ReadonlyArray<{ path: string }>) => routes.map((r) => r.path);
    expect(paths(accountRoutesFor(SITES.kerching, true))).toContain('/myaccount/vip-rewards');
    expect(paths(accountRoutesFor(SITES.kerching, false))).not.toContain('/myaccount/vip-rewards');
    expect(paths(accountRoutesFor(SITES.kerching, false))).toContain('/myaccount/rewards');
    expect(paths(accountRoutesFor(SITES.kerchingie, true))).not.toContain('/myaccount/vip-rewards');
    expect(paths(accountRoutesFor(SITES.kerchingie, true))).not.toContain('/myaccount/rewards');
    expect(paths(accountRoutesFor(SITES.kerchingie, false))).toContain('/myaccount/refer-a-friend');
  });
});

describe('deal preview (spec 1 §2)', () => {
  it('in paths deal-preview is rewritten to deals', () => {
    expect(rewriteDealPreviewPath('/deal-preview/london/spa?x=deal-preview')).toEqual({
      path: '/deals/london/spa?x=deal-preview',
      preview: true,
    });
    expect(rewriteDealPreviewPath('/deals/london')).toEqual({ path: '/deals/london', preview: false });
  });
});

describe('staticPageMovedTo', () => {
  it("leads an Irish site's privacypolicy to privacypolicy-ie, and nothing else anywhere", () => {
    expect(staticPageMovedTo('privacypolicy', true)).toEqual(O.some('privacypolicy-ie'));
    expect(staticPageMovedTo('privacypolicy', false)).toEqual(O.none);
    for (const slug of STATIC_PAGE_SLUGS.filter((s) => s !== 'privacypolicy'))
      for (const irish of [true, false]) expect(staticPageMovedTo(slug, irish)).toEqual(O.none);
  });
});

describe('isStaticPageOfEdition', () => {
  it('keeps the Irish privacy policy to the Irish sites and the UK Modern Slavery Act statement to the UK ones', () => {
    expect(isStaticPageOfEdition('privacypolicy-ie', true)).toBe(true);
    expect(isStaticPageOfEdition('privacypolicy-ie', false)).toBe(false);
    expect(isStaticPageOfEdition('uk-modern-slavery-act-transparency-statement', false)).toBe(true);
    expect(isStaticPageOfEdition('uk-modern-slavery-act-transparency-statement', true)).toBe(false);
    const both = STATIC_PAGE_SLUGS.filter((s) => isStaticPageOfEdition(s, true) && isStaticPageOfEdition(s, false));
    expect(both).toHaveLength(STATIC_PAGE_SLUGS.length - 2);
  });
});
