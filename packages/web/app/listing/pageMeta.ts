/**
 * A listing-style page's heading and head tags, apart from the listing head rules (listingHead.ts)
 * so that a page's meta does not bring the listing request code into the browser.
 */
import type { MetaDescriptor } from 'react-router';
import type { PageHead } from '@kerching/domain/seo';
import type { Site, SiteKey } from '@kerching/domain/site';
import { headTags } from '../shell/pageHead';

/** The heading of a page: its title without " | Brand". */
export const headingOf = (head: PageHead, site: Site): string => {
  const suffix = ` | ${site.displayName}`;
  return head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title;
};

/**
 * Title, description, robots and sharing tags of a page (the root layout adds the canonical link,
 * og:url and og:site_name).
 */
export const headMeta = (head: PageHead, siteKey: SiteKey | undefined): MetaDescriptor[] =>
  headTags(siteKey, head.title, head.description, head.robots);
