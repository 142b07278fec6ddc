/**
 * Menus built from the category tree (spec 2 §7.4 "GET menu /{menu key}?range=1-30 ... response
 * list of menu items"; spec 1 §2 "Shared shell"):
 * - the main menu: the top categories with open deals on the site, in sort order, each with its
 *   sub-categories (those with open deals) as sub-navigations;
 * - the travel menu: the sub-categories of the travel category, each with its navigation type
 *   (domestic 'travel' or 'international-travel') and its own sub-categories for the nested
 *   popovers. A typed travel child with children is a group (a "UK Travel" category, say) when a
 *   child of its own is typed too or its short name ends in "-travel": its children are then the
 *   menu items. An untyped travel child counts as domestic.
 * Categories without open deals are left out. `range` is 1-based and inclusive ("1-30").
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import {
  type CanonicalPathType,
  canonicalPathType,
  categoryUrl,
  isActiveUrl,
  isLocalUrl,
  topCategoryPathType,
} from './categoryUrl';
import {
  type CategoryNode,
  type NavigationItem,
  type NavigationType,
  type SubNavigation,
  isLocalLinkText,
} from './navigationItem';

export const MENU_KEYS = ['main', 'travel'] as const;
export type MenuKey = (typeof MENU_KEYS)[number];
export const isMenuKey = (value: string): value is MenuKey => (MENU_KEYS as ReadonlyArray<string>).includes(value);

export interface MenuContext {
  /** The shopper's location short name, for local category addresses. */
  readonly location: string;
  /** The page being shown, to mark the active item; none marks nothing. */
  readonly pathname: O.Option<string>;
}

const bySortOrder = (a: CategoryNode, b: CategoryNode): number => a.sortOrder - b.sortOrder || a.id - b.id;

const withDeals = (node: CategoryNode): boolean => node.count > 0;

const childrenOf = (nodes: ReadonlyArray<CategoryNode>, parent: CategoryNode): ReadonlyArray<CategoryNode> =>
  nodes.filter((n) => n.parentId === parent.id && withDeals(n)).sort(bySortOrder);

/** Top-level categories: no parent, or a parent that is not in the tree. */
const topLevel = (nodes: ReadonlyArray<CategoryNode>): ReadonlyArray<CategoryNode> => {
  const ids = new Set(nodes.map((n) => n.id));
  return nodes.filter((n) => n.parentId === null || !ids.has(n.parentId)).sort(bySortOrder);
};

const subNavigation = (node: CategoryNode, url: string): SubNavigation => ({
  id: node.id,
  url,
  linkText: node.name,
  shortName: node.shortName,
  count: node.count,
});

const item = (
  node: CategoryNode,
  url: string,
  navigationType: NavigationType | null,
  subNavigations: ReadonlyArray<SubNavigation>,
  context: MenuContext,
): NavigationItem => ({
  id: node.id,
  shortName: node.shortName,
  linkText: node.name,
  url,
  imageUrl: null,
  isLocal: isLocalLinkText(node.name),
  isLocalLink: isLocalUrl(url),
  navigationType,
  subNavigations,
  isActive: O.isSome(context.pathname) && isActiveUrl(url, node.shortName, context.pathname.value),
  count: node.count,
});

export const buildMainMenu = (
  nodes: ReadonlyArray<CategoryNode>,
  context: MenuContext,
): ReadonlyArray<NavigationItem> =>
  topLevel(nodes)
    .filter(withDeals)
    .map((top) => {
      const type = topCategoryPathType(top.shortName, top.canonicalPathType);
      const url = categoryUrl(type, [top.shortName], context.location);
      const subs = childrenOf(nodes, top).map((child) =>
        subNavigation(child, categoryUrl(type, [top.shortName, child.shortName], context.location)),
      );
      return item(top, url, top.navigationType, subs, context);
    });

const travelItem = (
  nodes: ReadonlyArray<CategoryNode>,
  node: CategoryNode,
  path: ReadonlyArray<string>,
  navigationType: NavigationType,
  context: MenuContext,
): NavigationItem => {
  const type: CanonicalPathType = 'travel';
  const subs = childrenOf(nodes, node).map((child) =>
    subNavigation(child, categoryUrl(type, [...path, child.shortName], context.location)),
  );
  return item(node, categoryUrl(type, path, context.location), navigationType, subs, context);
};

const isTravelGroup = (node: CategoryNode, children: ReadonlyArray<CategoryNode>): boolean =>
  node.shortName.endsWith('-travel') || children.some((c) => c.navigationType !== null);

export const buildTravelMenu = (
  nodes: ReadonlyArray<CategoryNode>,
  context: MenuContext,
): ReadonlyArray<NavigationItem> =>
  topLevel(nodes)
    .filter((top) => canonicalPathType(top.canonicalPathType) === 'travel')
    .flatMap((root) =>
      childrenOf(nodes, root).flatMap((child) => {
        const grandchildren = childrenOf(nodes, child);
        if (child.navigationType !== null && grandchildren.length > 0 && isTravelGroup(child, grandchildren)) {
          const group = child.navigationType;
          return grandchildren.map((g) =>
            travelItem(nodes, g, [root.shortName, child.shortName, g.shortName], g.navigationType ?? group, context),
          );
        }
        return [travelItem(nodes, child, [root.shortName, child.shortName], child.navigationType ?? 'travel', context)];
      }),
    );

/** A 1-based, inclusive range of menu items: "1-30". */
export interface MenuRange {
  readonly from: number;
  readonly to: number;
}

export const MAX_MENU_RANGE_END = 1000;
export const DEFAULT_MENU_RANGE: MenuRange = { from: 1, to: 30 };

export type MenuRangeError = DomainError<'NAVIGATION.RANGE_INVALID'>;

export const parseMenuRange = (text: string): E.Either<MenuRangeError, MenuRange> => {
  const match = /^(\d{1,4})-(\d{1,4})$/.exec(text.trim());
  const from = Number(match?.[1]);
  const to = Number(match?.[2]);
  return match !== null && from >= 1 && to >= from && to <= MAX_MENU_RANGE_END
    ? E.right({ from, to })
    : E.left(
        domainError(
          'NAVIGATION.RANGE_INVALID',
          `range must be two whole numbers such as 1-30, the first at least 1 and the second from the first to ${MAX_MENU_RANGE_END}`,
        ),
      );
};

export const applyMenuRange = <A>(items: ReadonlyArray<A>, range: MenuRange): ReadonlyArray<A> =>
  items.slice(range.from - 1, range.to);
