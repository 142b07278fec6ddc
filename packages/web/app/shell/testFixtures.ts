/** Shell data for component tests. */
import { footerSections } from '@kerching/domain/navigation';
import { SITES } from '@kerching/domain/site';
import { themeColoursFor } from '../theme/colours';
import type { ShellData, ShellMenuItem } from './shellModel';

export const menuItem = (
  id: number,
  linkText: string,
  url: string,
  subs: readonly [string, string][] = [],
): ShellMenuItem => ({
  id,
  shortName: url.split('/').pop() ?? '',
  linkText,
  url,
  navigationType: null,
  subNavigations: subs.map(([text, href], i) => ({
    id: id * 100 + i,
    shortName: href.split('/').pop() ?? '',
    linkText: text,
    url: href,
  })),
});

export const shellData = (overrides: Partial<ShellData> = {}): ShellData => ({
  siteKey: 'kerching',
  origin: 'http://kerching.localhost:3000',
  themeColours: themeColoursFor('kerching'),
  main: [
    menuItem(1, 'Restaurants & Food', '/deals/london/restaurants-and-food', [
      ['Afternoon Tea', '/deals/london/restaurants-and-food/afternoon-tea'],
    ]),
    menuItem(2, 'Beauty & Spa', '/deals/london/beauty-and-spa', [['Facials', '/deals/london/beauty-and-spa/facials']]),
    menuItem(3, 'Shopping', '/deals/shop/shopping'),
  ],
  travel: [
    {
      ...menuItem(10, 'Spa Breaks', '/deals/escapes/uk-travel/uk-spa-breaks', [
        ['Hotel Spa', '/deals/escapes/uk-travel/uk-spa-breaks/hotel-spa'],
      ]),
      navigationType: 'travel',
    },
    {
      ...menuItem(11, 'Beach Holidays', '/deals/escapes/international-travel/beach'),
      navigationType: 'international-travel',
    },
  ],
  towns: [
    { name: 'Leeds', shortName: 'leeds', lat: 53.8, lon: -1.55 },
    { name: 'London', shortName: 'london', lat: 51.5, lon: -0.12 },
  ],
  location: { name: 'London', shortName: 'london', lat: 51.5, lon: -0.12 },
  dayTheme: 'default',
  csrfToken: 'test-csrf-token-0123456789',
  viewer: null,
  footer: footerSections(SITES.kerching),
  notice: null,
  basketCount: 0,
  ...overrides,
});
