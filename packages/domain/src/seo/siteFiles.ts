/**
 * The files search engines and browsers ask every site for: sitemap.xml (sitemaps.org protocol
 * 0.9, at most 50,000 addresses), robots.txt (pointing at the sitemap) and the web app manifest.
 * The page head's canonical link is the request's address without its query.
 */
import * as O from 'fp-ts/Option';
import { pathnameOf } from '../routing/path';
import type { Site } from '../site/site';

export interface SitemapEntry {
  /** A path on the site, starting with '/'. */
  readonly path: string;
  /** ISO-8601 instant of the last change, if known. */
  readonly lastModified: O.Option<string>;
}

export const MAX_SITEMAP_URLS = 50_000;

export const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** "https://kerching.localhost:3000/" -> "https://kerching.localhost:3000": no trailing slash. */
export const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** The canonical address of a page: origin and path, no query or fragment, no trailing slash but the root's. */
export const canonicalUrl = (origin: string, pathname: string): string => {
  const path = pathnameOf(pathname);
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return `${trimOrigin(origin)}${clean.startsWith('/') ? clean : `/${clean}`}`;
};

/** The sitemap: each path once, in the order given, at most 50,000. */
export const sitemapXml = (origin: string, entries: ReadonlyArray<SitemapEntry>): string => {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const entry of entries) {
    if (seen.has(entry.path) || !entry.path.startsWith('/')) continue;
    seen.add(entry.path);
    if (seen.size > MAX_SITEMAP_URLS) break;
    const lastmod = O.match(
      () => '',
      (at: string) => `<lastmod>${escapeXml(at.slice(0, 10))}</lastmod>`,
    )(entry.lastModified);
    lines.push(`<url><loc>${escapeXml(canonicalUrl(origin, entry.path))}</loc>${lastmod}</url>`);
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');
};

/** Paths crawlers have no business in: checkout, account and token flows. */
export const ROBOTS_DISALLOWED_PATHS: ReadonlyArray<string> = [
  '/checkout',
  '/basket-checkout',
  '/order-addon',
  '/myaccount',
  '/mygift',
  '/consume-token',
  '/migrate-user',
  '/v1/',
];

export const robotsTxt = (origin: string): string =>
  [
    'User-agent: *',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${trimOrigin(origin)}/sitemap.xml`,
    '',
  ].join('\n');

export interface ManifestColours {
  readonly theme: string;
  readonly background: string;
}

/** The brand's icon (in the web app's public files): each brand its own mark. */
export const faviconPath = (brand: Site['brandSlug']): string =>
  brand === 'kerching' ? '/favicon.svg' : '/favicon-livingsocial.svg';

/** The web app manifest of a site (W3C Web Application Manifest). */
export const webManifest = (site: Site, colours: ManifestColours, iconPath: string) => ({
  name: `${site.displayName} ${site.countryCode === 'ie' ? 'Ireland' : 'UK'}`,
  short_name: site.displayName,
  description: `Daily deals on ${site.displayName}: restaurants, beauty, days out, shopping and travel.`,
  lang: site.countryCode === 'ie' ? 'en-IE' : 'en-GB',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: colours.background,
  theme_color: colours.theme,
  icons: [{ src: iconPath, sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
});

export interface SocialMetaInput {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly siteName: string;
  readonly locale: string;
  readonly type: 'website' | 'article' | 'product';
}

/** Open Graph and Twitter card tags of a page. */
export const socialMeta = (
  input: SocialMetaInput,
): ReadonlyArray<{ readonly key: 'property' | 'name'; readonly id: string; readonly content: string }> => [
  { key: 'property', id: 'og:type', content: input.type },
  { key: 'property', id: 'og:site_name', content: input.siteName },
  { key: 'property', id: 'og:title', content: input.title },
  { key: 'property', id: 'og:description', content: input.description },
  { key: 'property', id: 'og:url', content: input.url },
  { key: 'property', id: 'og:locale', content: input.locale },
  { key: 'name', id: 'twitter:card', content: 'summary_large_image' },
  { key: 'name', id: 'twitter:title', content: input.title },
  { key: 'name', id: 'twitter:description', content: input.description },
];
