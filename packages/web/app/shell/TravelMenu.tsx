/**
 * The travel sub-menu on travel pages (spec 1 §2): on desktop two rows, 'UK Travel' (on the Irish
 * edition 'Ireland Travel') and 'International Travel', each a list of sub-categories whose nested
 * lists open in popovers at once (spec 2 §9: 0 ms for the travel menu); on mobile an accordion
 * headed by the current sub-category or 'All travel deals', whose items open and close.
 */
import { useId, useState } from 'react';
import { useLocation } from 'react-router';
import { TRAVEL_NAVIGATION_LABEL, travelAccordionHeading, travelGroups } from '@kerching/domain/navigation';
import type { Site } from '@kerching/domain/site';
import { ChevronDownIcon } from './icons';
import type { ShellMenuItem } from './shellModel';
import { popoverHandlers, usePlacedPopover } from './TopNav';
import * as css from './shell.css';

/** The domain's travel rules read navigation items; the shell's trimmed items carry what they need. */
const asItems = (items: ReadonlyArray<ShellMenuItem>) =>
  items.map((item) => ({
    ...item,
    imageUrl: null,
    isLocal: false,
    isLocalLink: false,
    isActive: false,
    count: 0,
    subNavigations: item.subNavigations.map((sub) => ({ ...sub, count: 0 })),
  }));

function DesktopRows({ groups }: { readonly groups: ReturnType<typeof travelGroups> }) {
  const { controls, placement, place } = usePlacedPopover('travel');
  const labelId = useId();
  return (
    <div className={css.travelDesktop}>
      {groups.map((group) => (
        <div key={group.navigationType} className={css.travelRow}>
          <span className={css.travelLabel} id={`${labelId}-${group.navigationType}`}>
            {group.label}
          </span>
          <ul className={css.travelList} aria-labelledby={`${labelId}-${group.navigationType}`}>
            {group.items.map((item) => {
              const id = `travel-${item.id}`;
              const open = controls.open === id;
              const hasPopover = item.subNavigations.length > 0;
              return (
                <li key={item.id} {...popoverHandlers(id, controls, place)}>
                  <a
                    className={css.travelLink}
                    href={item.url}
                    aria-expanded={hasPopover ? open : undefined}
                    aria-controls={hasPopover ? `${id}-popover` : undefined}
                    onClick={controls.close}
                    data-popover-trigger=""
                  >
                    {item.linkText}
                  </a>
                  {hasPopover ? (
                    <div
                      id={`${id}-popover`}
                      className={css.popover}
                      hidden={!open}
                      style={{ top: placement.top, left: placement.left }}
                    >
                      <ul className={css.popoverList}>
                        {item.subNavigations.map((sub) => (
                          <li key={sub.id}>
                            <a className={css.popoverLink} href={sub.url} onClick={controls.close}>
                              {sub.linkText}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}

function MobileAccordion({
  groups,
  heading,
}: {
  readonly groups: ReturnType<typeof travelGroups>;
  readonly heading: string;
}) {
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const panelId = useId();
  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <div className={css.travelMobile}>
      <button
        type="button"
        className={css.accordionButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>{heading}</span>
        <ChevronDownIcon />
      </button>
      <div id={panelId} className={css.accordionPanel} hidden={!open}>
        {groups.map((group) => (
          <div key={group.navigationType} className={css.accordionGroup}>
            <p className={css.accordionLabel}>{group.label}</p>
            <ul className={css.popoverList}>
              {group.items.map((item) => {
                const subId = `${panelId}-${item.id}`;
                const itemOpen = expanded.has(item.id);
                return (
                  <li key={item.id} className={css.accordionItem}>
                    <a className={css.accordionLink} href={item.url}>
                      {item.linkText}
                    </a>
                    {item.subNavigations.length === 0 ? null : (
                      <>
                        <button
                          type="button"
                          className={css.accordionToggle}
                          aria-expanded={itemOpen}
                          aria-controls={subId}
                          aria-label={`Show ${item.linkText} categories`}
                          onClick={() => toggle(item.id)}
                        >
                          <ChevronDownIcon />
                        </button>
                        <ul id={subId} className={css.accordionSubList} hidden={!itemOpen}>
                          {item.subNavigations.map((sub) => (
                            <li key={sub.id}>
                              <a className={css.accordionLink} href={sub.url}>
                                {sub.linkText}
                              </a>
                            </li>
                          ))}
                        </ul>
                      </>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}

export function TravelMenu({ items, site }: { readonly items: ReadonlyArray<ShellMenuItem>; readonly site: Site }) {
  const { pathname } = useLocation();
  const full = asItems(items);
  const groups = travelGroups(full, site);
  if (groups.length === 0) return null;
  return (
    <nav aria-label={TRAVEL_NAVIGATION_LABEL} className={css.travel} data-testid="travel-menu">
      <DesktopRows groups={groups} />
      <MobileAccordion groups={groups} heading={travelAccordionHeading(full, pathname)} />
    </nav>
  );
}
