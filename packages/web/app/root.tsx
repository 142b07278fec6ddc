import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
  type LoaderFunctionArgs,
} from 'react-router';
import type { KerchingLoadContext } from './load-context';
import { SITES } from '@kerching/domain/site';
import { themeClassForBrand } from './theme/themeForSite';
import './theme/global.css';
import * as layout from './theme/layout.css';

export function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  return { siteKey: context.site.key };
}

export function Layout({ children }: { readonly children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  const site = SITES[data?.siteKey ?? 'kerching'];
  return (
    <html lang={site.countryCode === 'ie' ? 'en-IE' : 'en-GB'} className={themeClassForBrand(site.brandSlug)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body>
        <header className={layout.header}>
          <a className={layout.logo} href="/">
            {site.displayName}
          </a>
          <span className={layout.location}>{site.defaultLocation.name}</span>
        </header>
        {children}
        <footer className={layout.footer}>
          © {site.displayName} {site.countryCode === 'ie' ? 'Ireland' : 'UK'}
        </footer>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: { readonly error: unknown }) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>
        {notFound ? 'Page not found' : 'Sorry there was a problem please try again later.'}
      </h1>
      <p>
        <a href="/">Back to today&apos;s deals</a>
      </p>
    </main>
  );
}
