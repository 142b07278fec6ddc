/**
 * User-facing strings of the shell's navigation. Quoted from the spec where it has them (spec 1 §2
 * "Shared shell": 'More +', 'UK Travel', 'Ireland Travel', 'International Travel', 'All travel
 * deals'); the rest is OUR WORDING.
 */
export const MORE_ITEM_LABEL = 'More +';
export const UK_TRAVEL_LABEL = 'UK Travel';
export const IRELAND_TRAVEL_LABEL = 'Ireland Travel';
export const INTERNATIONAL_TRAVEL_LABEL = 'International Travel';
export const ALL_TRAVEL_DEALS_LABEL = 'All travel deals';

/** OUR WORDING: the accessible names of the shell's controls. */
export const NAVIGATION_LABEL = 'Deal categories';
export const TRAVEL_NAVIGATION_LABEL = 'Travel categories';
export const SCROLL_LEFT_LABEL = 'Scroll categories left';
export const SCROLL_RIGHT_LABEL = 'Scroll categories right';
