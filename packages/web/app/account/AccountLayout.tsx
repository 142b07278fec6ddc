/** The frame of the account pages: a narrow column for sign-in pages, a side navigation for /myaccount. */
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ACCOUNT_COPY } from './accountCopy';
import { ACCOUNT_SETTINGS_LINKS } from './accountPagesNav';
import * as css from './account.css';

export function SignInPage({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  return (
    <main className={css.page}>
      <div className={css.narrow}>
        <h1 className={css.heading}>{heading}</h1>
        <div className={css.card}>{children}</div>
      </div>
    </main>
  );
}

export function MyAccountPage({ heading, children }: { readonly heading: string; readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <main className={css.page}>
      <div className={css.area}>
        <nav className={css.areaNav} aria-label={ACCOUNT_COPY.myAccount.navLabel}>
          <ul className={css.areaNavList}>
            {ACCOUNT_SETTINGS_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  className={css.areaNavLink}
                  href={link.href}
                  aria-current={pathname === link.href ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.areaContent}>
          <h1 className={css.heading}>{heading}</h1>
          {children}
        </div>
      </div>
    </main>
  );
}
