import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CategoryNode } from '@kerching/domain/navigation';
import { SITES, type Site } from '@kerching/domain/site';
import { aDeal } from '../testing/builders';
import { InMemoryShellData, aLocation } from '../testing/inMemoryShellData';
import { BuildSitemap } from './buildSitemap';
import { GetStaticPage } from './getStaticPage';
import { GetGuide, ListGuides } from './guides';

const page = {
  site: 'kerching' as const,
  slug: 'aboutus',
  title: 'About us',
  body: 'We sell deals.',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const guide = {
  site: 'kerchingie' as const,
  guide: { slug: 'holiday-deals', title: 'Holiday deals', summary: 'Sun.', body: 'Go.' },
  deals: [aDeal(1)],
};
const data = new InMemoryShellData({ pages: [page], guides: [guide] });

describe('GetStaticPage', () => {
  const get = new GetStaticPage(data);
  it("answers the site's page", async () => {
    expect(await get.execute('kerching', 'aboutus')()).toEqual(
      E.right({ slug: 'aboutus', title: 'About us', body: 'We sell deals.', updatedAt: '2026-01-01T00:00:00.000Z' }),
    );
  });
  it('answers STATIC_PAGE.NOT_FOUND for a page the site does not have, and a bad slug before asking', async () => {
    expect(await get.execute('kerchingie', 'aboutus')()).toMatchObject({ left: { code: 'STATIC_PAGE.NOT_FOUND' } });
    expect(await get.execute('kerching', '../x')()).toMatchObject({ left: { code: 'CONTENT.SLUG_INVALID' } });
  });
});

describe('guides', () => {
  it("lists a site's guides and answers one with its deals", async () => {
    expect(await new ListGuides(data).execute('kerchingie')()).toEqual(
      E.right([{ slug: 'holiday-deals', title: 'Holiday deals', summary: 'Sun.' }]),
    );
    const one = await new GetGuide(data).execute('kerchingie', 'holiday-deals')();
    expect(E.isRight(one) && one.right.deals.map((d) => d.id)).toEqual([1]);
    expect(await new GetGuide(data).execute('kerching', 'holiday-deals')()).toMatchObject({
      left: { code: 'GUIDE.NOT_FOUND' },
    });
    expect(await new GetGuide(data).execute('kerching', 'Holiday Deals')()).toMatchObject({
      left: { code: 'CONTENT.SLUG_INVALID' },
    });
  });
});

describe('BuildSitemap', () => {
  const node = (id: number, shortName: string, overrides: Partial<CategoryNode> = {}): CategoryNode => ({
    id,
    parentId: null,
    shortName,
    name: shortName,
    canonicalPathType: 'local',
    sortOrder: id,
    navigationType: null,
    count: 1,
    ...overrides,
  });
  it('lists home, towns, categories, the guides hub, the gift finder and the listed entries', async () => {
    const source = new InMemoryShellData({
      categories: [
        node(1, 'beauty'),
        node(11, 'facials', { parentId: 1 }),
        node(2, 'escapes', { canonicalPathType: 'travel' }),
        node(21, 'spa-breaks', { parentId: 2, navigationType: 'travel' }),
      ],
      locations: [aLocation(1, 'London'), aLocation(2, 'Leeds')],
      entries: [{ path: '/deal/london/beauty/1/x', lastModified: O.some('2026-05-01T00:00:00.000Z') }],
    });
    const xml = await new BuildSitemap(source, source, source).execute(
      SITES.kerching,
      'http://kerching.localhost:3000',
    )();
    if (E.isLeft(xml)) throw new Error('expected a sitemap');
    const locs = [...xml.right.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      m[1]?.replace('http://kerching.localhost:3000', ''),
    );
    expect(locs).toEqual([
      '/',
      '/deals/london',
      '/deals/leeds',
      '/deals/london/beauty',
      '/deals/london/beauty/facials',
      '/deals/escapes',
      '/deals/escapes/spa-breaks',
      '/guides/hub',
      '/discountcodes',
      '/deal/london/gift-finder',
      ...['mum', 'dad', 'hubby', 'wifey', 'little-ones', 'teen', 'grandparents', 'bff', 'colleague'].map(
        (audience) => `/deal/london/gift-finder/gifts-for-${audience}`,
      ),
      '/deal/london/beauty/1/x',
    ]);
  });
  it('leaves out the categories with no deal in the default town: their pages are empty and noindex', async () => {
    const source = new InMemoryShellData({
      categories: [
        node(1, 'beauty'),
        node(11, 'facials', { parentId: 1 }),
        node(12, 'lashes', { parentId: 1 }),
        node(2, 'escapes', { canonicalPathType: 'travel' }),
        node(21, 'spa-breaks', { parentId: 2, navigationType: 'travel' }),
      ],
      categoriesIn: { london: ['beauty', 'facials'] },
    });
    const xml = await new BuildSitemap(source, source, source).execute(SITES.kerching, 'http://x')();
    if (E.isLeft(xml)) throw new Error('expected a sitemap');
    expect(xml.right).toContain('<loc>http://x/deals/london/beauty/facials</loc>');
    expect(xml.right).not.toContain('lashes');
    // Travel is not a town's: it stays.
    expect(xml.right).toContain('<loc>http://x/deals/escapes/spa-breaks</loc>');
    expect(source.calls).toContain('categoriesWithDealsIn:kerching:london');
  });
  it("leaves out an Irish site's privacypolicy, whose page is privacypolicy-ie", async () => {
    const source = new InMemoryShellData({
      entries: [
        { path: '/page/privacypolicy', lastModified: O.none },
        { path: '/page/privacypolicy-ie', lastModified: O.none },
      ],
    });
    const build = (site: Site) => new BuildSitemap(source, source, source).execute(site, 'http://x')();
    const irish = await build(SITES.kerchingie);
    expect(E.isRight(irish) && irish.right.includes('/page/privacypolicy<')).toBe(false);
    expect(E.isRight(irish) && irish.right.includes('/page/privacypolicy-ie<')).toBe(true);
    const uk = await build(SITES.kerching);
    expect(E.isRight(uk) && uk.right.includes('/page/privacypolicy<')).toBe(true);
  });
});
