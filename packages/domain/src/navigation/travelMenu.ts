/**
 * The travel sub-menu on travel pages (spec 1 §2): on desktop two rows, 'UK Travel' (on the Irish
 * edition 'Ireland Travel') and 'International Travel', each a list of sub-categories; on mobile an
 * accordion headed by the current sub-category or 'All travel deals'.
 */
import * as O from 'fp-ts/Option';
import { type Site, isIrishSite } from '../site/site';
import { isActiveUrl } from './categoryUrl';
import { ALL_TRAVEL_DEALS_LABEL, INTERNATIONAL_TRAVEL_LABEL, IRELAND_TRAVEL_LABEL, UK_TRAVEL_LABEL } from './messages';
import { NAVIGATION_TYPES, type NavigationItem, type NavigationType } from './navigationItem';

export const travelGroupLabel = (navigationType: NavigationType, site: Site): string => {
  if (navigationType === 'international-travel') return INTERNATIONAL_TRAVEL_LABEL;
  return isIrishSite(site) ? IRELAND_TRAVEL_LABEL : UK_TRAVEL_LABEL;
};

export interface TravelGroup {
  readonly navigationType: NavigationType;
  readonly label: string;
  readonly items: ReadonlyArray<NavigationItem>;
}

/** The rows of the travel menu, domestic first; a row without items is left out. */
export const travelGroups = (items: ReadonlyArray<NavigationItem>, site: Site): ReadonlyArray<TravelGroup> =>
  NAVIGATION_TYPES.map((navigationType) => ({
    navigationType,
    label: travelGroupLabel(navigationType, site),
    items: items.filter((i) => (i.navigationType ?? 'travel') === navigationType),
  })).filter((group) => group.items.length > 0);

/** The current travel sub-category of a page, if the page is one of the items or below one. */
export const currentTravelItem = (items: ReadonlyArray<NavigationItem>, pathname: string): O.Option<NavigationItem> =>
  O.fromNullable(items.find((i) => isActiveUrl(i.url, i.shortName, pathname)));

/** The mobile accordion's heading: the current sub-category's name, else 'All travel deals'. */
export const travelAccordionHeading = (items: ReadonlyArray<NavigationItem>, pathname: string): string =>
  O.match(
    () => ALL_TRAVEL_DEALS_LABEL,
    (i: NavigationItem) => i.linkText,
  )(currentTravelItem(items, pathname));
