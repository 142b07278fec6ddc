import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import { GSHOP_INDEXED_SLUG_IE, gshopRobots, isGshopIndexed } from './gshop';
import { pageHead } from './pageHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './robots';
import { lastPathWords, slugToWords } from './slugWords';

const uk = SITES.kerching;
const ie = SITES.kerchingie;

describe('page titles and descriptions vary by category, location, special events, VIP, escapes and hyperlocal pages', () => {
  it('location pages', () => {
    expect(pageHead({ kind: 'location', location: 'London' }, uk)).toEqual({
      title: 'London Deals & Offers | Kerching',
      description: 'Discover the best deals in London on Kerching: restaurants, beauty, days out and more.',
      robots: ROBOTS_INDEX,
    });
  });
  it('category pages, local and national, named after the deepest category', () => {
    expect(
      pageHead({ kind: 'category', category: 'Beauty', subCategory: O.some('Facials'), location: O.some('Leeds') }, uk)
        .title,
    ).toBe('Facials Deals in Leeds | Kerching');
    const national = pageHead(
      { kind: 'category', category: 'Electricals', subCategory: O.none, location: O.none },
      SITES.livingsocial,
    );
    expect(national.title).toBe('Electricals Deals | LivingSocial');
    expect(national.description).toBe('Shop the latest Electricals deals and discounts on LivingSocial.');
    // The shop section's own description does not say "Shop the latest Shop deals".
    expect(
      pageHead({ kind: 'category', category: 'Shop', subCategory: O.none, location: O.none }, uk).description,
    ).not.toMatch(/Shop deals/);
  });
  it('special events, VIP and escapes pages', () => {
    expect(pageHead({ kind: 'specialEvent', event: 'Black Friday', location: O.none }, uk).title).toBe(
      'Black Friday Deals | Kerching',
    );
    // Each location's special has its own title and description.
    const cork = pageHead({ kind: 'specialEvent', event: 'New Products', location: O.some('Cork') }, ie);
    expect(cork.title).toBe('New Products Deals in Cork | Kerching');
    expect(cork.description).toBe(
      'Find the best New Products deals and offers in Cork on Kerching, for a limited time only.',
    );
    expect(pageHead({ kind: 'vip', category: O.none }, uk).title).toBe('VIP Deals | Kerching');
    expect(pageHead({ kind: 'vip', category: O.some('Spa') }, uk).title).toBe('VIP Spa Deals | Kerching');
    // The VIP section's own categories are named for VIP already.
    expect(pageHead({ kind: 'vip', category: O.some('VIP Shopping') }, uk).title).toBe('VIP Shopping Deals | Kerching');
    expect(pageHead({ kind: 'vip', category: O.some('Vipassana Retreats') }, uk).title).toBe(
      'VIP Vipassana Retreats Deals | Kerching',
    );
    expect(pageHead({ kind: 'escapes', subCategory: O.none }, ie).title).toBe(
      'Escapes: Hotel Breaks & Holiday Deals | Kerching',
    );
    expect(pageHead({ kind: 'escapes', subCategory: O.some('Spa Breaks') }, ie).title).toBe(
      'Escapes: Spa Breaks Deals | Kerching',
    );
  });
  it('a hyperlocal page derives its title from the last path word', () => {
    const head = pageHead({ kind: 'hyperlocal', path: '/near-me/beauty/nails/nails-in-clapham?page=2' }, uk);
    expect(head.title).toBe('Nails in Clapham | Kerching');
    expect(head.description).toBe('Find Nails deals in Clapham on Kerching.');
    expect(pageHead({ kind: 'hyperlocal', path: '/' }, uk).title).toBe('Local Deals Near You | Kerching');
  });
  it('a hyperlocal title that names its own place reads naturally, never "near ... Near You"', () => {
    const camden = pageHead({ kind: 'hyperlocal', path: '/near-me/beauty-and-spa/massage/massage-near-camden' }, uk);
    expect(camden.title).toBe('Massage near Camden | Kerching');
    expect(camden.description).toBe('Find Massage deals near Camden on Kerching.');
    expect(
      pageHead({ kind: 'hyperlocal', path: '/near-me/beauty-and-spa/massage/deep-tissue-massage' }, uk).title,
    ).toBe('Deep Tissue Massage Deals Near You | Kerching');
    expect(pageHead({ kind: 'hyperlocal', path: '/near-me/food/afternoon-tea/soho' }, uk).title).toBe(
      'Soho Deals Near You | Kerching',
    );
  });
});

describe('/gshop/{slug} (spec 1 §2)', () => {
  it('the last slug segment is used in the page title', () => {
    expect(pageHead({ kind: 'gshop', slug: 'christmas/gifts-for-her' }, uk).title).toBe(
      'Gifts for Her Deals | Kerching',
    );
    expect(pageHead({ kind: 'gshop', slug: 'garden_furniture' }, uk).title).toBe('Garden Furniture Deals | Kerching');
    // A slug ending in "deals" is not given the word twice.
    const tech = pageHead({ kind: 'gshop', slug: 'tech-deals' }, uk);
    expect([tech.title, tech.description]).toEqual(['Tech Deals | Kerching', 'Shop Tech deals on Kerching.']);
  });
  it('pages are marked noindex except one specific slug on the Irish edition', () => {
    expect(pageHead({ kind: 'gshop', slug: 'tvs' }, ie).robots).toBe(ROBOTS_NOINDEX);
    expect(pageHead({ kind: 'gshop', slug: GSHOP_INDEXED_SLUG_IE }, ie).robots).toBe(ROBOTS_INDEX);
    expect(pageHead({ kind: 'gshop', slug: GSHOP_INDEXED_SLUG_IE }, SITES.livingsocialie).robots).toBe(ROBOTS_INDEX);
    expect(gshopRobots(GSHOP_INDEXED_SLUG_IE, uk)).toBe(ROBOTS_NOINDEX);
    expect(isGshopIndexed(GSHOP_INDEXED_SLUG_IE, SITES.livingsocial)).toBe(false);
  });
});

describe('slug words', () => {
  it('turns slugs into words, small words lower-case unless first', () => {
    expect(slugToWords('the-best-of-london')).toBe('The Best of London');
    expect(slugToWords('SPA--DAYS')).toBe('Spa Days');
    expect(slugToWords('--')).toBe('');
    expect(lastPathWords('/near-me/')).toEqual(O.some('Near Me'));
    expect(lastPathWords('/a/--')).toEqual(O.none);
  });
});
