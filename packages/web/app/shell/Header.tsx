/**
 * The header of every page (spec 1 §2 "Shared shell"): the brand's logo, the search box, the
 * location item and the VIP item (shown while the shopper is not a VIP member; there is no login
 * yet, so nobody is), the account item (Sign in, or the signed-in shopper's account menu), then the
 * category bar and, on travel pages, the travel sub-menu.
 */
import { Suspense, useRef, useState } from 'react';
import type { Site } from '@kerching/domain/site';
import { AccountMenu } from './AccountMenu';
import { lazyOptional } from '../components/lazyOptional';
import { BagIcon, CrownIcon, SearchIcon } from './icons';
import { LocationItem } from './LocationItem';
import type { ShellData } from './shellModel';
import * as css from './shell.css';

/** OUR WORDING. */
export const HEADER_COPY = {
  home: (brand: string) => `${brand} home`,
  searchLabel: 'Search deals',
  // Short enough to be read whole on a 320 px phone (e2e shell.spec.ts checks).
  searchPlaceholder: 'Search deals and places',
  search: 'Search',
  vip: 'VIP',
  vipLabel: 'VIP deals',
  basket: 'Basket',
} as const;

function LogoMark({ site }: { readonly site: Site }) {
  // A coin for Kerching, a speech bubble for LivingSocial.
  return site.brandSlug === 'kerching' ? (
    <svg className={css.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="14" fill="#f5c542" />
      <circle cx="16" cy="16" r="10" fill="none" stroke="#8a6d00" strokeWidth="2" />
      <path d="M13 10v12M13 16l6-6M13 16l6 6" stroke="#8a6d00" strokeWidth="2.5" strokeLinecap="round" fill="none" />
    </svg>
  ) : (
    <svg className={css.logoMark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path d="M4 6h24v16H14l-6 5v-5H4z" fill="#ffffff" />
      <circle cx="11" cy="14" r="2" fill="#4a1f6e" />
      <circle cx="16" cy="14" r="2" fill="#4a1f6e" />
      <circle cx="21" cy="14" r="2" fill="#4a1f6e" />
    </svg>
  );
}

// Suggest-as-you-type loads when the shopper first focuses or types in the box (not first-load).
// If its code cannot load (offline, or replaced by a newer release) the box stays a plain form.
const HeaderSuggestions = lazyOptional(() => import('./HeaderSuggestions').then((module) => module.default));

export interface SiteSearchProps {
  readonly id?: string;
  readonly name?: string;
  /** Given, the box suggests as the shopper types. */
  readonly site?: Site;
  /** The shopper's location (short name): local category suggestions lead there. */
  readonly location?: string | undefined;
}

export function SiteSearch({ id = 'site-search', name = 'Site', site, location }: SiteSearchProps) {
  const input = useRef<HTMLInputElement>(null);
  const [suggesting, setSuggesting] = useState(false);
  const suggest = site === undefined ? undefined : () => setSuggesting(true);
  return (
    <form className={css.search} role="search" method="get" action="/search" aria-label={name}>
      <label htmlFor={id} className="visually-hidden">
        {HEADER_COPY.searchLabel}
      </label>
      <input
        ref={input}
        id={id}
        className={css.searchInput}
        type="search"
        name="q"
        placeholder={HEADER_COPY.searchPlaceholder}
        autoComplete="off"
        onFocus={suggest}
        onInput={suggest}
      />
      <button type="submit" className={css.searchButton} aria-label={HEADER_COPY.search}>
        <SearchIcon />
      </button>
      {suggesting && site !== undefined ? (
        <Suspense>
          <HeaderSuggestions input={input} site={site} location={location} />
        </Suspense>
      ) : null}
    </form>
  );
}

export function Header({ site, shell }: { readonly site: Site; readonly shell: ShellData | undefined }) {
  // The items in the basket: set by the shell's loader, which React Router reloads after each add.
  const count = shell?.basketCount ?? 0;
  return (
    <div className={css.headerBar}>
      <a className={css.logo} href="/" aria-label={HEADER_COPY.home(site.displayName)}>
        <LogoMark site={site} />
        <span aria-hidden="true">{site.displayName}</span>
      </a>
      <SiteSearch site={site} location={shell?.location.shortName} />
      {shell === undefined ? (
        <span className={css.location} />
      ) : (
        <LocationItem current={shell.location} towns={shell.towns} />
      )}
      <a className={css.vip} href="/deals/vip" aria-label={HEADER_COPY.vipLabel} data-testid="vip-item">
        <CrownIcon />
        <span className={css.vipWord} aria-hidden="true">
          {HEADER_COPY.vip}
        </span>
      </a>
      <a
        className={css.basket}
        href="/basket"
        aria-label={count > 0 ? `${HEADER_COPY.basket}, ${count}` : HEADER_COPY.basket}
        data-testid="basket-item"
      >
        <BagIcon />
        {count > 0 ? (
          <span className={css.basketCount} data-testid="basket-count">
            {count}
          </span>
        ) : null}
      </a>
      <AccountMenu site={site} viewer={shell?.viewer ?? null} />
    </div>
  );
}
