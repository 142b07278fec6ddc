/**
 * The navigation popover (spec 1 §4 "Navigation popover opens after hover with a delay (200 ms; 0
 * for the travel menu) and closes on leave or click"; spec 2 §9 "Nav hover delay 200 ms (0 for
 * travel menu)"). Our additions for keyboard users: focus opens at once, Escape closes.
 *
 * A pure state machine: the view dispatches events and, after a `hover`, schedules
 * `delay-elapsed` after `hoverDelayMs(menu)`; a stale timer (another item hovered since, or the
 * pointer left) changes nothing.
 */
export const NAV_HOVER_DELAY_MS = 200;
export const TRAVEL_NAV_HOVER_DELAY_MS = 0;

export type PopoverMenu = 'main' | 'travel';

export const hoverDelayMs = (menu: PopoverMenu): number =>
  menu === 'travel' ? TRAVEL_NAV_HOVER_DELAY_MS : NAV_HOVER_DELAY_MS;

export interface PopoverState {
  /** The item whose popover is open. */
  readonly open: string | null;
  /** The item hovered and waiting for its delay. */
  readonly pending: string | null;
}

export const CLOSED_POPOVER: PopoverState = { open: null, pending: null };

export type PopoverEvent =
  | { readonly type: 'hover'; readonly id: string }
  | { readonly type: 'delay-elapsed'; readonly id: string }
  | { readonly type: 'leave'; readonly id: string }
  | { readonly type: 'focus'; readonly id: string }
  | { readonly type: 'blur' }
  | { readonly type: 'click' }
  | { readonly type: 'escape' };

export const popoverReducer = (state: PopoverState, event: PopoverEvent): PopoverState => {
  switch (event.type) {
    case 'hover':
      return state.open === event.id ? { open: state.open, pending: null } : { open: state.open, pending: event.id };
    case 'delay-elapsed':
      return state.pending === event.id ? { open: event.id, pending: null } : state;
    case 'leave':
      return {
        open: state.open === event.id ? null : state.open,
        pending: state.pending === event.id ? null : state.pending,
      };
    case 'focus':
      return { open: event.id, pending: null };
    case 'blur':
    case 'click':
    case 'escape':
      return CLOSED_POPOVER;
  }
};
