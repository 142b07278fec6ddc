/**
 * The four sites served by one codebase (spec 1 §1 and §3 Location, spec README).
 * Brand keys: kerching, kerchingie, livingsocial, livingsocialie; brand slugs: kerching and living-social.
 */
import * as O from 'fp-ts/Option';

export const SITE_KEYS = ['kerching', 'kerchingie', 'livingsocial', 'livingsocialie'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export type BrandSlug = 'kerching' | 'living-social';
export type CountryCode = 'gb' | 'ie';
export type CurrencyCode = 'GBP' | 'EUR';

export interface DefaultLocation {
  readonly name: string;
  readonly shortName: string;
  readonly lat: number;
  readonly lon: number;
}

export interface Site {
  readonly key: SiteKey;
  readonly brandSlug: BrandSlug;
  readonly displayName: 'Kerching' | 'LivingSocial';
  readonly countryCode: CountryCode;
  readonly currency: CurrencyCode;
  readonly defaultLocation: DefaultLocation;
}

const LONDON: DefaultLocation = { name: 'London', shortName: 'london', lat: 51.5074, lon: -0.1278 };
const DUBLIN: DefaultLocation = { name: 'Dublin', shortName: 'dublin', lat: 53.3498, lon: -6.2603 };
const DUBLIN_SOUTH: DefaultLocation = {
  name: 'Dublin South',
  shortName: 'dublin-south',
  lat: 53.2745,
  lon: -6.2394,
};

export const SITES: Readonly<Record<SiteKey, Site>> = {
  kerching: {
    key: 'kerching',
    brandSlug: 'kerching',
    displayName: 'Kerching',
    countryCode: 'gb',
    currency: 'GBP',
    defaultLocation: LONDON,
  },
  kerchingie: {
    key: 'kerchingie',
    brandSlug: 'kerching',
    displayName: 'Kerching',
    countryCode: 'ie',
    currency: 'EUR',
    defaultLocation: DUBLIN,
  },
  livingsocial: {
    key: 'livingsocial',
    brandSlug: 'living-social',
    displayName: 'LivingSocial',
    countryCode: 'gb',
    currency: 'GBP',
    defaultLocation: LONDON,
  },
  livingsocialie: {
    key: 'livingsocialie',
    brandSlug: 'living-social',
    displayName: 'LivingSocial',
    countryCode: 'ie',
    currency: 'EUR',
    defaultLocation: DUBLIN_SOUTH,
  },
};

export const isSiteKey = (value: string): value is SiteKey => (SITE_KEYS as readonly string[]).includes(value);

export const siteByKey = (value: string): O.Option<Site> => (isSiteKey(value) ? O.some(SITES[value]) : O.none);

/** The Irish edition is the one whose country code is 'ie'. */
export const isIrishSite = (site: Site): boolean => site.countryCode === 'ie';

/** Only 'ie' matches on the Irish site; every other code belongs to a UK site. */
export const countryMatchesSite = (countryCode: string, site: Site): boolean =>
  isIrishSite(site) ? countryCode === 'ie' : countryCode !== 'ie';

/** In the Irish edition the brand and country are fixed in requests (spec 2 §7.1). */
export interface EditionRequestValues {
  readonly countryCode: CountryCode;
  readonly brand: SiteKey;
  readonly vipVersion: string;
}

export const editionRequestValues = (site: Site): EditionRequestValues =>
  isIrishSite(site)
    ? { countryCode: 'ie', brand: 'kerching', vipVersion: 'v1.1' }
    : { countryCode: site.countryCode, brand: site.key, vipVersion: 'v1.1' };
