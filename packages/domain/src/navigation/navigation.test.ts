import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import {
  ALL_TRAVEL_DEALS_LABEL,
  type CategoryNode,
  DEFAULT_MENU_RANGE,
  applyMenuRange,
  buildMainMenu,
  buildTravelMenu,
  canonicalPathType,
  categoryUrl,
  topCategoryPathType,
  currentTravelItem,
  isActiveUrl,
  isLocalLinkText,
  isLocalUrl,
  isMenuKey,
  isNavigationType,
  parseMenuRange,
  travelAccordionHeading,
  travelGroupLabel,
  travelGroups,
} from './index';

const node = (id: number, shortName: string, overrides: Partial<CategoryNode> = {}): CategoryNode => ({
  id,
  parentId: null,
  shortName,
  name: shortName.replace(/-/g, ' '),
  canonicalPathType: 'local',
  sortOrder: id,
  navigationType: null,
  count: 3,
  ...overrides,
});

const tree: readonly CategoryNode[] = [
  node(1, 'beauty-and-spa', { name: 'Beauty & Spa', sortOrder: 2 }),
  node(11, 'facials', { parentId: 1, name: 'Facials' }),
  node(12, 'nails', { parentId: 1, count: 0 }),
  node(2, 'restaurants-and-food', { name: 'Restaurants & Food', sortOrder: 1 }),
  node(3, 'shopping', { canonicalPathType: 'national', name: 'Shopping', sortOrder: 3 }),
  node(31, 'electricals', { parentId: 3 }),
  node(4, 'escapes', { canonicalPathType: 'travel', name: 'Escapes', sortOrder: 4 }),
  node(41, 'spa-breaks', { parentId: 4, navigationType: 'travel', name: 'Spa Breaks' }),
  node(411, 'hotel-spa', { parentId: 41 }),
  node(42, 'international', { parentId: 4, navigationType: 'international-travel', name: 'International' }),
  node(421, 'beach-holidays', { parentId: 42, name: 'Beach Holidays' }),
  node(422, 'city-breaks-abroad', { parentId: 42, navigationType: 'international-travel', name: 'City Breaks' }),
  node(43, 'cottages', { parentId: 4, name: 'Cottages' }),
  node(44, 'ireland-travel', { parentId: 4, navigationType: 'travel', name: 'Ireland Travel', sortOrder: 50 }),
  node(441, 'wild-atlantic-way', { parentId: 44, name: 'Wild Atlantic Way' }),
  node(5, 'vip', { canonicalPathType: 'VIP', name: 'VIP', sortOrder: 5 }),
  node(6, 'empty', { count: 0, sortOrder: 0 }),
  node(7, 'local', { name: 'Local', sortOrder: 9, parentId: 999 }),
];

const london = { location: 'london', pathname: O.none };

describe('categoryUrl (spec 1 §2 listing paths)', () => {
  it('puts local categories under the location and the others under their own location', () => {
    expect(categoryUrl('local', ['beauty-and-spa', 'facials'], 'london')).toBe('/deals/london/beauty-and-spa/facials');
    expect(categoryUrl('national', ['shopping'], 'london')).toBe('/deals/shop/shopping');
    expect(categoryUrl('national', ['shopping', 'electricals'], 'x')).toBe('/deals/shop/shopping/electricals');
    expect(categoryUrl('travel', ['escapes', 'spa-breaks'], 'x')).toBe('/deals/escapes/spa-breaks');
    expect(categoryUrl('vip', ['vip', 'spa'], 'x')).toBe('/deals/vip/spa');
    expect(categoryUrl('wellness', ['wellness'], 'x')).toBe('/deals/wellness-collection');
  });
  it('reads canonical path types in any case; unknown ones are local', () => {
    expect(canonicalPathType('Travel')).toBe('travel');
    expect(canonicalPathType('something')).toBe('local');
    expect(topCategoryPathType('vip', 'national')).toBe('vip');
    expect(topCategoryPathType('wellness-collection', 'national')).toBe('wellness');
    expect(topCategoryPathType('gifts', 'national')).toBe('national');
  });
  it('knows local addresses', () => {
    expect(isLocalUrl('/deals/london/beauty')).toBe(true);
    expect(isLocalUrl('/deals/shop/electricals')).toBe(false);
    expect(isLocalUrl('/deals/escapes')).toBe(false);
    expect(isLocalUrl('/deals/vip/spa')).toBe(false);
    expect(isLocalUrl('/deals/wellness-collection')).toBe(false);
    expect(isLocalUrl('/deals')).toBe(false);
    expect(isLocalUrl('/near-me/x')).toBe(false);
  });
  it('marks the item of the page, of a page below it and of a deal page naming its category', () => {
    expect(isActiveUrl('/deals/london/beauty', 'beauty', '/deals/london/beauty')).toBe(true);
    expect(isActiveUrl('/deals/london/beauty', 'beauty', '/deals/london/beauty/facials?sort=price')).toBe(true);
    expect(isActiveUrl('/deals/london/beauty', 'beauty', '/deals/london/beautyx')).toBe(false);
    expect(isActiveUrl('/deals/london/beauty', 'beauty', '/deal/london/beauty/12/facial')).toBe(true);
    expect(isActiveUrl('/deals/london/beauty', 'beauty', '/deal/london/spa/12/beauty')).toBe(false);
    expect(isActiveUrl('/', 'home', '/anything')).toBe(false);
  });
  it('property: every category address is a path that the page marks active', () => {
    const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    fc.assert(
      fc.property(
        fc.constantFrom('local', 'national', 'travel', 'vip', 'wellness' as const),
        fc.array(slug, { minLength: 1, maxLength: 3 }),
        slug,
        (type, path, location) => {
          const url = categoryUrl(type, path, location);
          expect(url.startsWith('/')).toBe(true);
          expect(isActiveUrl(url, path[path.length - 1] ?? '', url)).toBe(true);
        },
      ),
    );
  });
});

describe('the main menu (spec 1 §3 Navigation item)', () => {
  it('lists top categories with open deals in sort order, with their sub-categories', () => {
    const menu = buildMainMenu(tree, london);
    expect(menu.map((i) => i.shortName)).toEqual([
      'restaurants-and-food',
      'beauty-and-spa',
      'shopping',
      'escapes',
      'vip',
      'local',
    ]);
    const beauty = menu[1];
    expect(beauty).toMatchObject({
      id: 1,
      linkText: 'Beauty & Spa',
      url: '/deals/london/beauty-and-spa',
      imageUrl: null,
      isLocal: false,
      isLocalLink: true,
      navigationType: null,
      isActive: false,
      count: 3,
    });
    expect(beauty?.subNavigations).toEqual([
      { id: 11, url: '/deals/london/beauty-and-spa/facials', linkText: 'Facials', shortName: 'facials', count: 3 },
    ]);
    expect(menu[2]).toMatchObject({ url: '/deals/shop/shopping', isLocalLink: false });
    expect(menu[4]?.url).toBe('/deals/vip');
  });
  it("sets isLocal when the link text is 'local' and marks the active item", () => {
    const menu = buildMainMenu(tree, { location: 'leeds', pathname: O.some('/deals/shop/shopping/electricals') });
    expect(menu.find((i) => i.shortName === 'local')?.isLocal).toBe(true);
    expect(menu.filter((i) => i.isActive).map((i) => i.shortName)).toEqual(['shopping']);
    expect(isLocalLinkText(' LOCAL ')).toBe(true);
  });
  it('orders equal sort orders by id', () => {
    const menu = buildMainMenu([node(9, 'b', { sortOrder: 1 }), node(8, 'a', { sortOrder: 1 })], london);
    expect(menu.map((i) => i.id)).toEqual([8, 9]);
  });
});

describe('the travel menu (spec 1 §2 travel sub-menu)', () => {
  const travel = buildTravelMenu(tree, london);
  it('lists travel sub-categories with their navigation type, flattening typed groups', () => {
    expect(travel.map((i) => [i.shortName, i.navigationType, i.url])).toEqual([
      ['spa-breaks', 'travel', '/deals/escapes/spa-breaks'],
      ['beach-holidays', 'international-travel', '/deals/escapes/international/beach-holidays'],
      ['city-breaks-abroad', 'international-travel', '/deals/escapes/international/city-breaks-abroad'],
      ['cottages', 'travel', '/deals/escapes/cottages'],
      ['wild-atlantic-way', 'travel', '/deals/escapes/ireland-travel/wild-atlantic-way'],
    ]);
    expect(travel[0]?.subNavigations.map((s) => s.url)).toEqual(['/deals/escapes/spa-breaks/hotel-spa']);
  });
  it("labels the rows 'UK Travel' or, on the Irish edition, 'Ireland Travel', and 'International Travel'", () => {
    expect(travelGroupLabel('travel', SITES.kerching)).toBe('UK Travel');
    expect(travelGroupLabel('travel', SITES.livingsocialie)).toBe('Ireland Travel');
    expect(travelGroupLabel('international-travel', SITES.kerchingie)).toBe('International Travel');
    expect(travelGroups(travel, SITES.kerchingie).map((g) => [g.label, g.items.length])).toEqual([
      ['Ireland Travel', 3],
      ['International Travel', 2],
    ]);
    expect(travelGroups(travel.slice(0, 1), SITES.kerching).map((g) => g.label)).toEqual(['UK Travel']);
    const untyped = travel.slice(0, 1).map((i) => ({ ...i, navigationType: null }));
    expect(travelGroups(untyped, SITES.kerching).map((g) => g.label)).toEqual(['UK Travel']);
  });
  it("heads the mobile accordion with the current sub-category or 'All travel deals'", () => {
    expect(travelAccordionHeading(travel, '/deals/escapes/cottages')).toBe('Cottages');
    expect(travelAccordionHeading(travel, '/deals/escapes')).toBe(ALL_TRAVEL_DEALS_LABEL);
    expect(O.isSome(currentTravelItem(travel, '/deals/escapes/spa-breaks/hotel-spa'))).toBe(true);
  });
});

describe('menu keys and ranges (spec 2 §7.4 "?range=1-30")', () => {
  it('parses 1-based inclusive ranges', () => {
    expect(parseMenuRange('1-30')).toEqual(E.right(DEFAULT_MENU_RANGE));
    expect(parseMenuRange(' 2-2 ')).toEqual(E.right({ from: 2, to: 2 }));
    for (const bad of ['', '0-3', '5-4', '1-1001', 'a-b', '1_3', '-1-3']) {
      expect(parseMenuRange(bad)).toMatchObject({ left: { code: 'NAVIGATION.RANGE_INVALID' } });
    }
    expect(applyMenuRange(['a', 'b', 'c', 'd'], { from: 2, to: 3 })).toEqual(['b', 'c']);
  });
  it('property: a range keeps at most to-from+1 items, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), fc.integer({ min: 1, max: 50 }), fc.nat(50), (items, from, extra) => {
        const range = { from, to: from + extra };
        const kept = applyMenuRange(items, range);
        expect(kept.length).toBeLessThanOrEqual(extra + 1);
        expect(kept).toEqual(items.slice(from - 1, from + extra));
      }),
    );
  });
  it('knows its menu keys and navigation types', () => {
    expect(isMenuKey('main')).toBe(true);
    expect(isMenuKey('footer')).toBe(false);
    expect(isNavigationType('international-travel')).toBe(true);
    expect(isNavigationType('local')).toBe(false);
  });
});
