/**
 * The navigation item of spec 1 §3: id, shortName, linkText, url, imageUrl, isLocal (linkText
 * equals 'local', case-insensitive), isLocalLink (the url's location type is local), navigationType
 * (international travel or travel), subNavigations (id, url, linkText, shortName), isActive, count.
 * Sub-navigations also carry their own count (the faceted navigation's "linkText, count, shortName").
 */

/** The two travel navigation types: domestic ('travel': UK or Ireland) and international. */
export const NAVIGATION_TYPES = ['travel', 'international-travel'] as const;
export type NavigationType = (typeof NAVIGATION_TYPES)[number];

export const isNavigationType = (value: string): value is NavigationType =>
  (NAVIGATION_TYPES as ReadonlyArray<string>).includes(value);

export interface SubNavigation {
  readonly id: number;
  readonly url: string;
  readonly linkText: string;
  readonly shortName: string;
  readonly count: number;
}

export interface NavigationItem {
  readonly id: number;
  readonly shortName: string;
  readonly linkText: string;
  readonly url: string;
  readonly imageUrl: string | null;
  readonly isLocal: boolean;
  readonly isLocalLink: boolean;
  readonly navigationType: NavigationType | null;
  readonly subNavigations: ReadonlyArray<SubNavigation>;
  readonly isActive: boolean;
  readonly count: number;
}

/** isLocal: the link text is 'local', in any case. */
export const isLocalLinkText = (linkText: string): boolean => linkText.trim().toLowerCase() === 'local';

/** One category of the tree, with the number of open deals of a site in it or below it. */
export interface CategoryNode {
  readonly id: number;
  readonly parentId: number | null;
  readonly shortName: string;
  readonly name: string;
  /** How the category's pages are addressed: local, national, travel, vip, wellness or gifts. */
  readonly canonicalPathType: string;
  readonly sortOrder: number;
  readonly navigationType: NavigationType | null;
  readonly count: number;
}
