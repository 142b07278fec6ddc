/**
 * The navigation popover's behaviour in React: the domain's state machine plus the hover timer
 * (200 ms for the main menu, 0 for the travel menu: the travel sub-menu, and the category bar's
 * travel item, which opens the same destinations). Escape and a click inside close it.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { CLOSED_POPOVER, type PopoverMenu, hoverDelayMs, popoverReducer } from '@kerching/domain/navigation';

export interface PopoverControls {
  readonly open: string | null;
  /** `menu` overrides the popover's own menu for one item's delay. */
  readonly hover: (id: string, menu?: PopoverMenu) => void;
  readonly leave: (id: string) => void;
  readonly focus: (id: string) => void;
  readonly close: () => void;
}

export const usePopover = (menu: PopoverMenu): PopoverControls => {
  const [state, dispatch] = useReducer(popoverReducer, CLOSED_POPOVER);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const clear = () => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => clear, []);

  const hover = useCallback(
    (id: string, itemMenu: PopoverMenu = menu) => {
      clear();
      dispatch({ type: 'hover', id });
      const delay = hoverDelayMs(itemMenu);
      if (delay === 0) dispatch({ type: 'delay-elapsed', id });
      else timer.current = setTimeout(() => dispatch({ type: 'delay-elapsed', id }), delay);
    },
    [menu],
  );
  const leave = useCallback((id: string) => {
    clear();
    dispatch({ type: 'leave', id });
  }, []);
  const focus = useCallback((id: string) => {
    clear();
    dispatch({ type: 'focus', id });
  }, []);
  const close = useCallback(() => {
    clear();
    dispatch({ type: 'click' });
  }, []);

  useEffect(() => {
    if (state.open === null) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch({ type: 'escape' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.open]);

  return { open: state.open, hover, leave, focus, close };
};
