/**
 * Static pages under /page/{slug} (spec 1 §2 "Static pages"). businessfaq is the "become a
 * merchant" page. Two slugs keep their .html ending, as the spec lists them.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { parsePath } from './path';

export const STATIC_PAGE_PREFIX = 'page';

export const STATIC_PAGE_SLUGS = [
  'aboutus',
  'privacypolicy',
  'privacypolicy-ie',
  'termsofuse',
  'e-commerceterms',
  'internetsafety',
  'faqs',
  'needhelp',
  'productrecalls',
  'takedown',
  'klarna-faqs',
  'giftcardterms',
  'wallettermsofuse',
  'wallet-credit-more-info',
  'student-discount',
  'admin-fee',
  'promo',
  'vip-terms-and-conditions',
  'businessfaq',
  'uk-modern-slavery-act-transparency-statement',
  'regulated-finance-complaints.html',
  'regulated-finance-disclosure.html',
] as const;
export type StaticPageSlug = (typeof STATIC_PAGE_SLUGS)[number];

export const isStaticPageSlug = (value: string): value is StaticPageSlug =>
  (STATIC_PAGE_SLUGS as ReadonlyArray<string>).includes(value);

export const staticPagePath = (slug: StaticPageSlug): string => `/${STATIC_PAGE_PREFIX}/${slug}`;

/**
 * The slug whose page a site shows for `slug`, when it is another: an Irish site's privacy policy
 * is privacypolicy-ie (its footer links there), so privacypolicy leads to it rather than being a
 * second copy of the same words.
 */
export const staticPageMovedTo = (slug: string, irish: boolean): O.Option<StaticPageSlug> =>
  irish && slug === 'privacypolicy' ? O.some('privacypolicy-ie') : O.none;

/**
 * Whether an edition has the page at all: the Irish privacy policy is the Irish sites' own, and the
 * statement made under the UK Modern Slavery Act 2015 is the UK sites' (the Irish company is not
 * covered by a UK act).
 */
export const isStaticPageOfEdition = (slug: StaticPageSlug, irish: boolean): boolean => {
  if (slug === 'privacypolicy-ie') return irish;
  if (slug === 'uk-modern-slavery-act-transparency-statement') return !irish;
  return true;
};

/** The static page a path shows, if it is exactly /page/{known slug}. */
export const staticPageOfPath = (path: string): O.Option<StaticPageSlug> => {
  const parsed = parsePath(path);
  if (E.isLeft(parsed)) return O.none;
  const [prefix, slug, ...more] = parsed.right.segments;
  return prefix === STATIC_PAGE_PREFIX && slug !== undefined && more.length === 0 && isStaticPageSlug(slug)
    ? O.some(slug)
    : O.none;
};
