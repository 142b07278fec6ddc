/**
 * Page head helpers (spec 1 §2 "page head (title, description, canonical link, robots meta,
 * social-sharing meta, manifest link)"). The root layout renders the canonical link, robots meta,
 * og:url, og:site_name, the manifest link and theme-color on every page; a route's `meta` gives its
 * title, description, robots value and sharing tags with `pageMeta` (React Router uses the deepest
 * route's meta, so each page has one of each).
 */
import type { MetaDescriptor } from 'react-router';
import { ROBOTS_INDEX, ROBOTS_NOINDEX, socialMeta, titleWithBrand } from '@kerching/domain/seo';
import { SITES, type SiteKey } from '@kerching/domain/site';

export interface PageMetaInput {
  readonly siteKey: SiteKey | undefined;
  /** Without the brand: it is added. */
  readonly title: string;
  readonly description: string;
  readonly type?: 'website' | 'article' | 'product';
  /** A robots meta value such as 'index, follow' (the seo family's ROBOTS_INDEX and ROBOTS_NOINDEX). */
  readonly robots?: string;
}

/** Title (as given, with its brand), description, robots and the Open Graph and Twitter tags of a page. */
export const headTags = (
  siteKey: SiteKey | undefined,
  fullTitle: string,
  description: string,
  robots: string,
  type: 'website' | 'article' | 'product' = 'website',
): MetaDescriptor[] => {
  const site = SITES[siteKey ?? 'kerching'];
  return [
    { title: fullTitle },
    { name: 'description', content: description },
    { name: 'robots', content: robots },
    ...socialMeta({
      title: fullTitle,
      description,
      url: '',
      siteName: site.displayName,
      locale: site.countryCode === 'ie' ? 'en_IE' : 'en_GB',
      type,
    })
      .filter((tag) => tag.id !== 'og:url' && tag.id !== 'og:site_name')
      .map((tag) =>
        tag.key === 'property' ? { property: tag.id, content: tag.content } : { name: tag.id, content: tag.content },
      ),
  ];
};

/** Title (with the brand), description and the Open Graph and Twitter tags of a page. */
export const pageMeta = ({
  siteKey,
  title,
  description,
  type = 'website',
  robots = ROBOTS_INDEX,
}: PageMetaInput): MetaDescriptor[] =>
  headTags(siteKey, titleWithBrand(title, SITES[siteKey ?? 'kerching'].displayName), description, robots, type);

/** The site's default head: what a page without its own meta shows. */
export const defaultPageMeta = (siteKey: SiteKey | undefined): MetaDescriptor[] => {
  const site = SITES[siteKey ?? 'kerching'];
  return pageMeta({
    siteKey,
    title: `Daily deals in ${site.defaultLocation.name} and beyond`,
    description: `Discounted restaurants, spa days, days out, shopping and travel on ${site.displayName}: up to 80% off.`,
  });
};

/** The title of a page that was not found (OUR WORDING). */
export const NOT_FOUND_TITLE = 'Page not found';

/** The head of a page that failed to load (not found, or the catalogue unavailable): never indexed. */
export const failedPageMeta = (siteKey: SiteKey | undefined, title: string): MetaDescriptor[] =>
  pageMeta({ siteKey, title, description: title, robots: ROBOTS_NOINDEX });
