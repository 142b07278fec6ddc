/**
 * GET /v1/navigations[/{menu key}]?range=1-30&location&path (spec 2 §7.4 "GET menu /{menu key}
 * ?range=1-30 ... response list of menu items"): `data.navigations`, a list of the navigation
 * items of spec 1 §3. Menu keys: `main` (the default) and `travel`. `location` (a location short
 * name, default the site's) addresses local categories; `path` marks the active items.
 *
 * GET /v1/facetednavigation/{brand}/{escapes|travel}/{gb|ie} (spec 2 §7.2, §7.4 "GET travel
 * homepage facets"): `data.facetedNavigation` with filters, navigations and stats.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { isShortName } from '@kerching/domain/text';
import { keyof } from '../codecs';
import {
  type MenuKey,
  type MenuRange,
  type NavigationItem,
  type NavigationType,
  type SubNavigation,
  MENU_KEYS,
  NAVIGATION_TYPES,
  parseMenuRange,
} from '@kerching/domain/navigation';
import { Integer } from '../deals/dealSummary';

export const NAVIGATIONS_PATH = '/v1/navigations';
export const FACETED_NAVIGATION_PATH = '/v1/facetednavigation';

export const MenuKeyCodec: t.Type<MenuKey> = keyof(MENU_KEYS, 'main or travel');
export const NavigationTypeCodec: t.Type<NavigationType> = keyof(NAVIGATION_TYPES, 'NavigationType');

/** "1-30": a 1-based, inclusive range of menu items. */
export const MenuRangeFromString = new t.Type<MenuRange, string, unknown>(
  'MenuRange',
  (u): u is MenuRange => typeof u === 'object' && u !== null && 'from' in u && 'to' in u,
  (u, c) => {
    if (typeof u !== 'string') return t.failure(u, c, 'a range such as 1-30');
    const range = parseMenuRange(u);
    return E.isRight(range) ? t.success(range.right) : t.failure(u, c, 'a range such as 1-30, from 1 up to 1000');
  },
  (r) => `${r.from}-${r.to}`,
);

/** A location or category short name: lower-case words joined by dashes. */
export const ShortNameString = new t.Type<string, string, unknown>(
  'ShortName',
  (u): u is string => typeof u === 'string',
  (u, c) => (typeof u === 'string' && isShortName(u) ? t.success(u) : t.failure(u, c, 'a short name such as london')),
  (s) => s,
);

/** A site path such as /deals/london/beauty-and-spa. */
export const SitePathString = new t.Type<string, string, unknown>(
  'SitePath',
  (u): u is string => typeof u === 'string',
  (u, c) =>
    typeof u === 'string' && u.startsWith('/') && !u.startsWith('//') && u.length <= 500
      ? t.success(u)
      : t.failure(u, c, 'a path starting with /'),
  (s) => s,
);

export const NavigationsQueryCodec = t.partial({
  range: MenuRangeFromString,
  location: ShortNameString,
  path: SitePathString,
});
export type NavigationsQuery = t.TypeOf<typeof NavigationsQueryCodec>;

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const SubNavigationCodec: t.Type<SubNavigation> = t.readonly(
  t.type({ id: Integer, url: t.string, linkText: t.string, shortName: t.string, count: Integer }),
  'SubNavigation',
);

export const NavigationItemCodec: t.Type<NavigationItem> = t.readonly(
  t.type({
    id: Integer,
    shortName: t.string,
    linkText: t.string,
    url: t.string,
    imageUrl: nullable(t.string),
    isLocal: t.boolean,
    isLocalLink: t.boolean,
    navigationType: nullable(NavigationTypeCodec),
    subNavigations: t.readonlyArray(SubNavigationCodec),
    isActive: t.boolean,
    count: Integer,
  }),
  'NavigationItem',
);

export const NavigationsResponseCodec = t.type({
  data: t.type({ navigations: t.readonlyArray(NavigationItemCodec) }),
});
export type NavigationsResponse = t.TypeOf<typeof NavigationsResponseCodec>;

/** The brand segment: a brand slug (kerching, living-social) or a brand key (livingsocial...). */
export const FACET_BRANDS = ['kerching', 'living-social', 'livingsocial', 'kerchingie', 'livingsocialie'] as const;
export const FacetedNavigationParamsCodec = t.type({
  brand: keyof(FACET_BRANDS, 'a brand: kerching or living-social'),
  kind: keyof(['escapes', 'travel'] as const, 'escapes or travel'),
  country: keyof(['gb', 'ie'] as const, 'gb or ie'),
});
export type FacetedNavigationParams = t.TypeOf<typeof FacetedNavigationParamsCodec>;

export const TravelFacetsResponseCodec = t.type({
  data: t.type({
    facetedNavigation: t.type({
      filters: t.readonlyArray(
        t.type({
          name: t.string,
          values: t.readonlyArray(t.type({ value: t.string, label: t.string, count: Integer })),
        }),
      ),
      navigations: t.readonlyArray(
        t.type({
          linkText: t.string,
          count: Integer,
          shortName: t.string,
          url: t.string,
          navigationType: nullable(NavigationTypeCodec),
        }),
      ),
      stats: t.type({ count: Integer }),
    }),
  }),
});
export type TravelFacetsResponse = t.TypeOf<typeof TravelFacetsResponseCodec>;
