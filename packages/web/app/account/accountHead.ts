/** The head of every account page: its title and description, never indexed (spec 1 §2 page head). */
import type { MetaDescriptor } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { SiteKey } from '@kerching/domain/site';
import { pageMeta } from '../shell/pageHead';

export const accountPageMeta = (
  siteKey: SiteKey | undefined,
  copy: { readonly title: string; readonly description: string },
): MetaDescriptor[] => pageMeta({ siteKey, title: copy.title, description: copy.description, robots: ROBOTS_NOINDEX });

/** One-time links carry their token in the query: the pages that read them send no referrer. */
export const NO_REFERRER_HEADERS = { 'Referrer-Policy': 'no-referrer' } as const;
