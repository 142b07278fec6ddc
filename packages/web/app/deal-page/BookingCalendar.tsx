import type { KeyboardEvent, MouseEvent, SyntheticEvent } from 'react';
import { useSubmit } from 'react-router';
import type { BookingCalendarView } from './bookingCalendar';
import { calendarDayFor } from './calendarKeys';
import * as css from './dealPage.css';

/**
 * Follows a calendar link in the page (the router loads the page's data again, the page stays where
 * it is); before the page's script has loaded, a link is an ordinary one.
 */
export const useCalendarLink = (): ((href: string) => void) => {
  const submit = useSubmit();
  return (href) => {
    const url = new URL(href, window.location.href);
    void submit(url.searchParams, { action: url.pathname, method: 'get', preventScrollReset: true });
  };
};

/**
 * The booking calendar (bookingCalendar.ts works out every label and link on the server): a month
 * of days, each a link when it can be chosen, and the chosen stay as the basket form's fields.
 */
export function BookingCalendar({ view }: { readonly view: BookingCalendarView }) {
  const follow = useCalendarLink();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const { href } = event.currentTarget;
    // A day that cannot be chosen has no address; a modified click opens a tab as usual.
    if (!href || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    follow(href);
  };
  // Spec 1 §4 "hover range shown": pointing at (or tabbing to) a check-out marks the stay's nights.
  const showStay = (event: SyntheticEvent<HTMLTableElement>) => {
    const n = Number((event.target instanceof Element && event.target.closest('a')?.dataset.n) || 0);
    for (const a of event.currentTarget.querySelectorAll<HTMLElement>('[data-k]'))
      a.toggleAttribute('data-hover', Number(a.dataset.k) < n);
  };
  // Arrow keys, Home and End move between the days that can be chosen (calendarKeys).
  const moveByKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const days = [...event.currentTarget.querySelectorAll<HTMLElement>('td > *')];
    const from = days.findIndex((day) => day === event.target);
    const to =
      from < 0
        ? undefined
        : calendarDayFor(
            event.key,
            days.map((day) => day instanceof HTMLAnchorElement),
            from,
          );
    if (to === undefined) return;
    event.preventDefault();
    days[to]?.focus();
  };
  const arrow = (to: { readonly href: string; readonly label: string } | null, sign: string) =>
    to === null ? (
      <span className={css.calendarArrow} />
    ) : (
      <a href={to.href} className={css.calendarArrow} aria-label={to.label} onClick={onClick}>
        {sign}
      </a>
    );
  return (
    <section id={view.anchor} className={css.calendar} aria-label={view.heading}>
      <p className={css.calendarMonth}>
        {arrow(view.previous, '‹')}
        {view.monthLabel}
        {arrow(view.next, '›')}
      </p>
      <table
        className={css.calendarGrid}
        onMouseOver={showStay}
        onMouseLeave={showStay}
        onFocus={showStay}
        onKeyDown={moveByKey}
      >
        <caption className="visually-hidden">{view.monthLabel}</caption>
        <thead>
          <tr>
            {view.weekdays.map((w) => (
              <th key={w.name} scope="col" abbr={w.name}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {view.weeks.map((week, i) => (
            <tr key={i}>
              {week.map((cell, j) => {
                if (cell === null) return <td key={j} />;
                const body = (
                  <>
                    <span aria-hidden="true">{cell.day}</span>
                    <small aria-hidden="true">{cell.note}</small>
                    <span className="visually-hidden">{cell.label}</span>
                  </>
                );
                // A day that cannot be chosen is no link: a span, not an anchor without an address
                // (which search engines and Lighthouse count as a link they cannot follow).
                const Day = cell.href === null ? 'span' : 'a';
                return (
                  <td key={j}>
                    <Day
                      href={cell.href ?? undefined}
                      className={css.calendarDay}
                      data-state={cell.state ?? undefined}
                      data-n={cell.nights ?? undefined}
                      data-k={cell.offset ?? undefined}
                      onClick={cell.href === null ? undefined : onClick}
                    >
                      {body}
                    </Day>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p role="status" data-testid="calendar-prompt">
        {view.prompt}
      </p>
      {view.otherOptions === null ? null : (
        // Without script, ticking another option cannot bring its calendar: its link can.
        <noscript>
          <p>
            {view.otherOptions.label}{' '}
            {view.otherOptions.links.map((link, i) => (
              <span key={link.href}>
                {i > 0 ? ', ' : null}
                <a href={link.href}>{link.name}</a>
              </span>
            ))}
          </p>
        </noscript>
      )}
      {view.stay === null ? null : (
        <>
          <input type="hidden" name="checkInDate" value={view.stay.checkIn} />
          <input type="hidden" name="checkOutDate" value={view.stay.checkOut} />
        </>
      )}
    </section>
  );
}
