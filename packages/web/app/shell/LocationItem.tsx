/**
 * The location item (spec 1 §2 "A location item shows an icon and the current location name"):
 * a disclosure listing the site's towns. Choosing one stores it in the location cookie (1 year) and
 * reloads the page's data, so listings follow it; a listing of the old town loads the new town's
 * page whole, since the header and menus (the root's data, which navigations keep) name the town
 * too. Without JavaScript the form posts to /location,
 * which sets the same cookie on the server. The cookie code loads on the first choice, keeping it
 * out of every page's first-load JavaScript.
 */
import { type KeyboardEvent, type MouseEvent, useEffect, useRef } from 'react';
import { useLocation, useRevalidator } from 'react-router';
import type { StoredLocation } from '@kerching/domain/location';
import { CsrfField } from './CsrfField';
import { PinIcon } from './icons';
import * as css from './shell.css';

/** OUR WORDING. */
export const LOCATION_COPY = {
  current: 'Your location:',
  choose: 'Choose your location',
} as const;

export function LocationItem({
  current,
  towns,
}: {
  readonly current: StoredLocation;
  readonly towns: ReadonlyArray<StoredLocation>;
}) {
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const revalidator = useRevalidator();

  // Like the category menus: a press outside the open list closes it, and so does Escape (below).
  useEffect(() => {
    const closeFromOutside = (event: PointerEvent) => {
      const element = details.current;
      if (element !== null && event.target instanceof Node && !element.contains(event.target)) element.open = false;
    };
    document.addEventListener('pointerdown', closeFromOutside);
    return () => document.removeEventListener('pointerdown', closeFromOutside);
  }, []);
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !event.currentTarget.open) return;
    event.currentTarget.open = false;
    event.currentTarget.querySelector('summary')?.focus();
  };

  const choose = (event: MouseEvent<HTMLButtonElement>, town: StoredLocation) => {
    event.preventDefault();
    if (details.current !== null) details.current.open = false;
    void import('./locationCookie').then(({ pathAfterChoosing, storeLocationInBrowser }) => {
      storeLocationInBrowser(town);
      const next = pathAfterChoosing(pathname, current.shortName, town.shortName);
      return next === pathname ? revalidator.revalidate() : window.location.assign(`${next}${search}`);
    });
  };

  return (
    <details className={css.location} ref={details} onKeyDown={closeOnEscape}>
      <summary className={css.locationSummary}>
        <PinIcon />
        <span className="visually-hidden">{LOCATION_COPY.current} </span>
        <span className={css.locationName} data-testid="current-location">
          {current.name.split(' ').map((word, i) => (
            // A word's space goes before it, where a line starting with it drops it.
            <span key={i} className={css.locationWord}>
              {i === 0 ? word : ` ${word}`}
            </span>
          ))}
        </span>
      </summary>
      <div className={css.locationPanel}>
        <form method="post" action="/location">
          <CsrfField />
          <input type="hidden" name="returnTo" value={`${pathname}${search}`} />
          <fieldset className={css.fieldset}>
            <legend className={css.legend}>{LOCATION_COPY.choose}</legend>
            <ul className={css.townList}>
              {towns.map((town) => (
                <li key={town.shortName}>
                  <button
                    type="submit"
                    name="shortName"
                    value={town.shortName}
                    className={css.townButton}
                    aria-pressed={town.shortName === current.shortName}
                    onClick={(event) => choose(event, town)}
                  >
                    {town.name}
                  </button>
                </li>
              ))}
            </ul>
          </fieldset>
        </form>
      </div>
    </details>
  );
}
