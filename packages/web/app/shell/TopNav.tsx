/**
 * The category bar (spec 1 §2 "Shared shell", §4): horizontally scrollable category items, a hover
 * popover of sub-categories (after 200 ms, the travel item's at once; focus opens it at once, Escape
 * or a click closes it), a 'More +' item, and left and right scroll arrows on mobile (and below
 * 1200 px, where the bar can be wider than the screen). On wide screens the first seven categories
 * show in the bar and the rest move into 'More +'.
 */
import { type FocusEvent, type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import {
  MORE_ITEM_LABEL,
  NAVIGATION_LABEL,
  SCROLL_LEFT_LABEL,
  SCROLL_RIGHT_LABEL,
  type ScrollArrows,
  type PopoverMenu,
  isActiveUrl,
  isTravelPagePath,
  scrollArrows,
  scrollStep,
} from '@kerching/domain/navigation';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import type { ShellLink, ShellMenuItem } from './shellModel';
import { type PopoverControls, usePopover } from './usePopover';
import * as css from './shell.css';

/** Categories shown in the bar on wide screens; the rest are listed under 'More +'. */
export const BAR_ITEMS_ON_DESKTOP = 7;

/** Our extra destinations under 'More +' (OUR WORDING). */
export const MORE_LINKS: ReadonlyArray<{ readonly label: string; readonly href: string }> = [
  { label: 'Early bird deals', href: '/early-bird' },
  { label: 'Deals near me', href: '/near-me/hub' },
  { label: 'Guides', href: '/guides/hub' },
  { label: 'Recently viewed', href: '/recently-viewed' },
];

interface Placement {
  readonly top: number;
  readonly left: number;
}

const POPOVER_MIN_WIDTH = 240;

/** Where a popover goes: under the bar, aligned with its item, kept on screen. */
const placeUnder = (item: HTMLElement): Placement => {
  const rect = item.getBoundingClientRect();
  const bar = item.closest('nav')?.getBoundingClientRect() ?? rect;
  const left = Math.max(8, Math.min(rect.left, window.innerWidth - POPOVER_MIN_WIDTH - 8));
  // One pixel of overlap, so the pointer never crosses a gap between the item and its popover.
  return { top: Math.round(bar.bottom) - 1, left: Math.round(left) };
};

export function usePlacedPopover(menu: 'main' | 'travel') {
  const controls = usePopover(menu);
  const [placement, setPlacement] = useState<Placement>({ top: 0, left: 0 });
  const place = useCallback((element: HTMLElement) => setPlacement(placeUnder(element)), []);
  return { controls, placement, place };
}

/** Handlers that give an item its popover behaviour: hover with delay, focus, Escape, click. */
export const popoverHandlers = (
  id: string,
  controls: PopoverControls,
  place: (element: HTMLElement) => void,
  menu?: PopoverMenu,
) => ({
  onMouseEnter: (event: { currentTarget: HTMLElement }) => {
    place(event.currentTarget);
    controls.hover(id, menu);
  },
  onMouseLeave: () => controls.leave(id),
  onFocus: (event: FocusEvent<HTMLElement>) => {
    place(event.currentTarget);
    controls.focus(id);
  },
  onBlur: (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (!(next instanceof Node) || !event.currentTarget.contains(next)) controls.leave(id);
  },
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    controls.close();
    event.currentTarget.querySelector<HTMLElement>('[data-popover-trigger]')?.focus();
  },
});

function PopoverLinks({
  id,
  open,
  placement,
  links,
  onPick,
  children,
}: {
  readonly id: string;
  readonly open: boolean;
  readonly placement: Placement;
  readonly links: ReadonlyArray<ShellLink>;
  readonly onPick: () => void;
  readonly children?: React.ReactNode;
}) {
  return (
    <div
      id={id}
      className={css.popover}
      hidden={!open}
      style={{ top: placement.top, left: placement.left }}
      data-testid="nav-popover"
    >
      {children}
      {links.length === 0 ? null : (
        <ul className={css.popoverList}>
          {links.map((link) => (
            <li key={link.id}>
              <a className={css.popoverLink} href={link.url} onClick={onPick}>
                {link.linkText}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const ariaCurrent = (item: ShellLink, pathname: string): 'page' | 'true' | undefined => {
  if (pathname === item.url) return 'page';
  return isActiveUrl(item.url, item.shortName, pathname) ? 'true' : undefined;
};

export function TopNav({ items }: { readonly items: ReadonlyArray<ShellMenuItem> }) {
  const { pathname } = useLocation();
  const { controls, placement, place } = usePlacedPopover('main');
  const list = useRef<HTMLUListElement>(null);
  const [arrows, setArrows] = useState<ScrollArrows>({ left: false, right: true });

  const update = useCallback(() => {
    const element = list.current;
    if (element !== null) setArrows(scrollArrows(element));
  }, []);
  useEffect(() => {
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update]);
  const scroll = (direction: 1 | -1) => {
    const element = list.current;
    if (element !== null) element.scrollBy({ left: direction * scrollStep(element.clientWidth), behavior: 'smooth' });
  };

  const overflow = items.slice(BAR_ITEMS_ON_DESKTOP);
  return (
    <nav aria-label={NAVIGATION_LABEL} className={css.nav}>
      <div className={css.navInner}>
        <button
          type="button"
          className={css.arrowLeft}
          aria-label={SCROLL_LEFT_LABEL}
          disabled={!arrows.left}
          onClick={() => scroll(-1)}
          data-testid="nav-arrow-left"
        >
          <ChevronLeftIcon />
        </button>
        <ul className={css.navList} ref={list} onScroll={update}>
          {items.map((item) => {
            const id = `nav-${item.id}`;
            const open = controls.open === id;
            const hasPopover = item.subNavigations.length > 0;
            return (
              <li
                key={item.id}
                className={css.navItem}
                {...popoverHandlers(id, controls, place, isTravelPagePath(item.url) ? 'travel' : undefined)}
              >
                <a
                  className={css.navLink}
                  href={item.url}
                  aria-current={ariaCurrent(item, pathname)}
                  aria-expanded={hasPopover ? open : undefined}
                  aria-controls={hasPopover ? `${id}-popover` : undefined}
                  onClick={controls.close}
                  data-popover-trigger=""
                >
                  {item.linkText}
                </a>
                {hasPopover ? (
                  <PopoverLinks
                    id={`${id}-popover`}
                    open={open}
                    placement={placement}
                    links={item.subNavigations}
                    onPick={controls.close}
                  />
                ) : null}
              </li>
            );
          })}
          <li className={css.navItem} {...popoverHandlers('nav-more', controls, place)}>
            <button
              type="button"
              className={css.navLink}
              aria-expanded={controls.open === 'nav-more'}
              aria-controls="nav-more-popover"
              onClick={() => controls.focus('nav-more')}
              data-popover-trigger=""
            >
              {MORE_ITEM_LABEL}
            </button>
            <PopoverLinks
              id="nav-more-popover"
              open={controls.open === 'nav-more'}
              placement={placement}
              links={MORE_LINKS.map((link, index) => ({
                id: -1 - index,
                shortName: link.href,
                linkText: link.label,
                url: link.href,
              }))}
              onPick={controls.close}
            >
              {overflow.length === 0 ? null : (
                <div className={css.desktopOnly}>
                  <ul className={css.popoverList}>
                    {overflow.map((item) => (
                      <li key={item.id}>
                        <a className={css.popoverLink} href={item.url} onClick={controls.close}>
                          {item.linkText}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </PopoverLinks>
          </li>
        </ul>
        <button
          type="button"
          className={css.arrowRight}
          aria-label={SCROLL_RIGHT_LABEL}
          disabled={!arrows.right}
          onClick={() => scroll(1)}
          data-testid="nav-arrow-right"
        >
          <ChevronRightIcon />
        </button>
      </div>
    </nav>
  );
}
