/**
 * Links with how many deals each leads to: a listing's categories and the search page's facets. The
 * chosen one is marked for sight (a tick) and for screen readers (aria-current), and the link is read
 * as "Spa Days 3 deals" (the space between name and count takes no room in the flex row).
 */
import * as css from './countedLinks.css';

export interface CountedLink {
  readonly label: string;
  readonly count: number;
  readonly href: string;
  /** The page is narrowed to this link's choice (its href takes that off). */
  readonly selected: boolean;
}

export function CountedLinks({ links }: { readonly links: ReadonlyArray<CountedLink> }) {
  return (
    <ul className={css.list}>
      {links.map((link) => (
        <li key={link.href}>
          <a className={css.link} href={link.href} aria-current={link.selected ? 'true' : undefined}>
            <span>
              {link.selected ? <span aria-hidden="true">✓ </span> : null}
              {link.label}
            </span>{' '}
            <span className={css.count}>
              {link.count} <span className="visually-hidden">{link.count === 1 ? 'deal' : 'deals'}</span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
