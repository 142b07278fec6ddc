/**
 * The header's login state (spec 1 §2 account menu; spec 1 §4 "Auth: ... authenticated flag set on
 * user load, reset on logout"): signed out, a 'Sign in' link that comes back to this page; signed
 * in, a disclosure with the shopper's first name, the brand's account links and a sign-out form
 * (POST /logout, with the anti-forgery field, so it works without JavaScript).
 */
import { useLocation } from 'react-router';
import type { Site } from '@kerching/domain/site';
import { ACCOUNT_MENU_COPY, accountMenuLinks } from '../account/accountMenu';
import { LOGOUT_PATH, loginUrlFor } from '../account/returnPath';
import { CsrfField } from './CsrfField';
import type { ShellViewer } from './shellModel';
import * as css from './accountMenu.css';

const PersonIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
  >
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);

export function AccountMenu({ site, viewer }: { readonly site: Site; readonly viewer: ShellViewer | null }) {
  const { pathname, search } = useLocation();
  const copy = ACCOUNT_MENU_COPY;
  if (viewer === null) {
    return (
      <a className={css.item} href={loginUrlFor(`${pathname}${search}`)} data-testid="sign-in-link">
        <PersonIcon />
        <span className={css.itemLabel}>{copy.signIn}</span>
      </a>
    );
  }
  return (
    <details className={css.account} data-testid="account-menu">
      <summary className={css.summary}>
        <PersonIcon />
        <span className={css.name}>{copy.greeting(viewer.firstName)}</span>
      </summary>
      <nav className={css.panel} aria-label={copy.label}>
        <p className={css.email}>{viewer.email}</p>
        <ul className={css.list}>
          {accountMenuLinks(site).map((link) => (
            <li key={link.href}>
              <a className={css.link} href={link.href}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <form method="post" action={LOGOUT_PATH} className={css.signOut}>
          <CsrfField />
          <button type="submit" className={css.signOutButton}>
            {copy.signOut}
          </button>
        </form>
      </nav>
    </details>
  );
}
