/**
 * Shell behaviours by path (spec 1 §2 "Shared shell"). "Paths containing X" compares the path
 * without its query and fragment, as written; "under /x" means /x itself or /x/....
 */
import { isConsumeTokenPath } from '../marketing/tokenMigration';
import { smartBannerOnPageType } from '../marketing/smartBanner';
import { type Site, isIrishSite } from '../site/site';
import type { PageType } from './pageTypes';
import { isUnder, pathnameOf } from './path';

/** Paths containing checkout or order-addon are checkout pages. */
export const CHECKOUT_PATH_WORDS: ReadonlyArray<string> = ['checkout', 'order-addon'];

export const isCheckoutPath = (path: string): boolean => {
  const pathname = pathnameOf(path);
  return CHECKOUT_PATH_WORDS.some((word) => pathname.includes(word));
};

/** Order-addon, my-account and PPC pages skip a data load. */
export const PAGE_TYPES_SKIPPING_DATA_LOAD: ReadonlyArray<PageType> = ['order-addon', 'myaccount', 'ppc'];

export const skipsDataLoad = (pageType: PageType): boolean => PAGE_TYPES_SKIPPING_DATA_LOAD.includes(pageType);

/** /consume-token is exempt from the token-migration redirect (spec 1 §2, spec 2 §7.7); the rule lives in marketing. */
export const isTokenMigrationExempt = (path: string): boolean => isConsumeTokenPath(path);

/** The exit promo is suppressed on paths containing checkout, myaccount, benefits, mygift or page. */
export const EXIT_PROMO_SUPPRESSING_WORDS: ReadonlyArray<string> = [
  'checkout',
  'myaccount',
  'benefits',
  'mygift',
  'page',
];

export const suppressesExitPromo = (path: string): boolean => {
  const pathname = pathnameOf(path).toLowerCase();
  return EXIT_PROMO_SUPPRESSING_WORDS.some((word) => pathname.includes(word));
};

/** A wellness-collection location switches to the wellness theme. */
export const WELLNESS_THEME_LOCATION = 'wellness-collection';

export const usesWellnessTheme = (locationShortName: string): boolean =>
  locationShortName.toLowerCase() === WELLNESS_THEME_LOCATION;

/** On the Irish brand, paths under these load the external merchandising script... */
export const MERCHANDISING_SCRIPT_PREFIXES: ReadonlyArray<string> = ['/deals', '/guides', '/deal'];
/** ...except /deals/shop. */
export const MERCHANDISING_SCRIPT_EXCLUDED_PREFIX = '/deals/shop';

export const loadsMerchandisingScript = (site: Site, path: string): boolean => {
  const pathname = pathnameOf(path);
  return (
    isIrishSite(site) &&
    MERCHANDISING_SCRIPT_PREFIXES.some((prefix) => isUnder(pathname, prefix)) &&
    !isUnder(pathname, MERCHANDISING_SCRIPT_EXCLUDED_PREFIX)
  );
};

/** The smart (mobile-app) banner shows only on homepage and category page types (rule in marketing). */
export const showsSmartBanner = (pageType: PageType): boolean => smartBannerOnPageType(pageType);
