/**
 * A listing-style page's heading and head tags, apart from the listing head rules (listingHead.ts)
 * so that a page's meta does not bring the listing request code into the browser.
 */
import type { MetaDescriptor } from 'react-router';
import { type PageHead, socialMeta } from '@kerching/domain/seo';
import { SITES, type Site, type SiteKey } from '@kerching/domain/site';

/** The heading of a page: its title without " | Brand". */
export const headingOf = (head: PageHead, site: Site): string => {
  const suffix = ` | ${site.displayName}`;
  return head.title.endsWith(suffix) ? head.title.slice(0, -suffix.length) : head.title;
};

/**
 * Title, description, robots and sharing tags of a page (the root layout adds the canonical link,
 * og:url and og:site_name).
 */
export const headMeta = (head: PageHead, siteKey: SiteKey | undefined): MetaDescriptor[] => {
  const site = SITES[siteKey ?? 'kerching'];
  return [
    { title: head.title },
    { name: 'description', content: head.description },
    { name: 'robots', content: head.robots },
    ...socialMeta({
      title: head.title,
      description: head.description,
      url: '',
      siteName: site.displayName,
      locale: site.countryCode === 'ie' ? 'en_IE' : 'en_GB',
      type: 'website',
    })
      .filter((tag) => tag.id !== 'og:url' && tag.id !== 'og:site_name')
      .map((tag) =>
        tag.key === 'property' ? { property: tag.id, content: tag.content } : { name: tag.id, content: tag.content },
      ),
  ];
};
