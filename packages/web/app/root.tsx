/**
 * The page shell (spec 1 §2 "Shared shell"): html with the site's language and theme, the page
 * head defaults, a skip link, the header (logo, search, location, VIP), the category bar, the
 * travel sub-menu on travel pages, the page, and the footer. The root loader reads the menus, the
 * towns and the location cookie on the server; it runs again only after a form or a revalidation
 * (choosing a location), not on every navigation.
 */
import * as O from 'fp-ts/Option';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { type ThemeVariant, pageTheme } from '@kerching/domain/marketing';
import { isTravelPagePath, isVipPagePath } from '@kerching/domain/navigation';
import { canonicalUrl, faviconPath } from '@kerching/domain/seo';
import { rewriteDealPreviewPath } from '@kerching/domain/routing';
import { SITES } from '@kerching/domain/site';
import { Suspense, lazy } from 'react';
import type { KerchingLoadContext } from './load-context';
import { FOOTER_ID, Footer } from './shell/Footer';
import { Header } from './shell/Header';
import { NavigationProgress } from './shell/NavigationProgress';
import { TopNav } from './shell/TopNav';
import { TravelMenu } from './shell/TravelMenu';
import { useExitPromo } from './shell/useExitPromo';
import { NOT_FOUND_TITLE, defaultPageMeta, failedPageMeta } from './shell/pageHead';
import { loadShellData } from './shell/shellData.server';
import type { ShellData } from './shell/shellModel';
import { themeClassForBrand } from './theme/themeForSite';
import { lazyOptional } from './components/lazyOptional';
import './theme/global.css';
import * as layout from './theme/layout.css';
import * as css from './shell/shell.css';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>): Promise<ShellData> {
  return loadShellData(request, context);
}

/** Menus and towns do not change between pages: reload them after a form or an explicit revalidation only. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod !== undefined && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return currentUrl.href === nextUrl.href ? defaultShouldRevalidate : false;
}

/**
 * A page whose loader failed renders the root's error boundary with the root's head only: it must
 * not take the homepage's title and be indexed.
 */
export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  if (error === undefined) return defaultPageMeta(data?.siteKey);
  return failedPageMeta(
    data?.siteKey,
    isRouteErrorResponse(error) && error.status === 404 ? NOT_FOUND_TITLE : ERROR_COPY.sorry,
  );
};

/** OUR WORDING. */
export const SKIP_LINK_TEXT = 'Skip to main content';

const isVipPage = (pathname: string, search: string): boolean =>
  new URLSearchParams(search).get('site') === 'vip' || isVipPagePath(pathname);

/**
 * The theme of a page: VIP pages and VIP sites, the wellness collection, then the day's theme, which
 * the server works out from the seasonal windows (marketing rules).
 */
const themeVariantOf = (shell: ShellData | undefined, pathname: string, search: string): ThemeVariant => {
  const [first, second] = pathname.split('/').filter((segment) => segment !== '');
  return pageTheme(
    {
      vipSite: isVipPage(pathname, search),
      location: first === 'deals' && second !== undefined ? O.some(second) : O.none,
    },
    shell?.dayTheme ?? 'default',
  );
};

export function Layout({ children }: { readonly children: React.ReactNode }) {
  const shell = useRouteLoaderData<typeof loader>('root');
  const { pathname, search } = useLocation();
  const site = SITES[shell?.siteKey ?? 'kerching'];
  const variant = themeVariantOf(shell, pathname, search);
  // Search pages name their own, which keeps the text (routes/search.tsx).
  const canonical =
    shell === undefined || pathname === '/search'
      ? undefined
      : canonicalUrl(shell.origin, rewriteDealPreviewPath(pathname).path);
  const [exitPromoOpen, closeExitPromo] = useExitPromo(site, pathname);
  return (
    <html lang={site.countryCode === 'ie' ? 'en-IE' : 'en-GB'} className={themeClassForBrand(site.brandSlug, variant)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        {canonical === undefined ? null : (
          <>
            <link rel="canonical" href={canonical} />
            <meta property="og:url" content={canonical} />
          </>
        )}
        <meta property="og:site_name" content={site.displayName} />
        {shell === undefined ? null : <meta name="theme-color" content={shell.themeColours[variant]} />}
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="icon" href={faviconPath(site.brandSlug)} type="image/svg+xml" />
        <Links />
        {/* No paint before the footer is parsed: a page painted half-parsed lays its header and footer
            out differently from the whole page (ADR 37). */}
        <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />
      </head>
      <body>
        <a className={css.skipLink} href="#main-content">
          {SKIP_LINK_TEXT}
        </a>
        <NavigationProgress />
        <header className={css.header}>
          {shell?.notice ? (
            <p className={css.toast} data-kind={shell.notice.kind}>
              {shell.notice.message}
            </p>
          ) : null}
          <Header site={site} shell={shell} />
          {shell === undefined ? null : <TopNav items={shell.main} />}
          {shell !== undefined && isTravelPagePath(pathname) ? <TravelMenu items={shell.travel} site={site} /> : null}
        </header>
        <div id="main-content" tabIndex={-1} className={css.mainTarget}>
          {children}
        </div>
        <Footer site={site} sections={shell?.footer ?? []} />
        {exitPromoOpen && shell !== undefined ? (
          <Suspense fallback={null}>
            <ExitPromo site={site} location={shell.location} onClose={closeExitPromo} />
          </Suspense>
        ) : null}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export const ERROR_COPY = { sorry: 'Sorry there was a problem please try again later.', home: "Back to today's deals" };

/**
 * The exit-intent promo loads when it opens: only its trigger (useExitPromo) is in every page's code.
 * If its code cannot load (offline, or replaced by a newer release) there is no promo, not an error page.
 */
const ExitPromo = lazyOptional(() => import('./shell/ExitPromo').then((module) => module.ExitPromo));

/** Only pages that fail load the 404 view: it stays out of every page's first-load JavaScript. */
const NotFoundView = lazy(() => import('./shell/NotFoundView').then((module) => ({ default: module.NotFoundView })));

export function ErrorBoundary({ error }: { readonly error: unknown }) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Suspense fallback={null}>
        <NotFoundView />
      </Suspense>
    );
  }
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>{ERROR_COPY.sorry}</h1>
      <p>
        <a href="/">{ERROR_COPY.home}</a>
      </p>
    </main>
  );
}
