/**
 * The facts a static page or guide needs about its site: brand, company, contact details and the
 * law, regulators and currency of its edition (UK or Ireland). Company names, numbers and
 * addresses are invented; telephone numbers are in ranges kept for drama.
 */
import { type Site, isIrishSite } from '@kerching/domain/site';

/**
 * The site's own demo promo codes: a working one (10% off, a year) and an expired one (see
 * demoShop.ts for the codes every site has); the promo page names the site's working code.
 */
export const demoPromoCode = (site: string, kind: 'working' | 'expired'): string =>
  `${site.toUpperCase()}${kind === 'working' ? '10' : 'OLD'}`;

export interface Edition {
  readonly brand: 'Kerching' | 'LivingSocial';
  /** The site's current offer code (the working demo promo code). */
  readonly promoCode: string;
  readonly irish: boolean;
  readonly country: 'the UK' | 'Ireland';
  readonly company: string;
  readonly registration: string;
  readonly address: string;
  readonly domain: string;
  readonly helpEmail: string;
  readonly privacyEmail: string;
  readonly merchantsEmail: string;
  readonly phone: string;
  readonly symbol: '£' | '€';
  readonly vatRate: string;
  readonly dataRegulator: string;
  readonly dataLaw: string;
  readonly consumerLaw: string;
  readonly consumerBody: string;
  readonly financeRegulator: string;
  readonly ombudsman: string;
  readonly courts: string;
}

export const editionOf = (site: Site): Edition => {
  const irish = isIrishSite(site);
  const brand = site.displayName;
  const slug = brand.toLowerCase();
  const domain = `${slug}.${irish ? 'ie' : 'co.uk'}`;
  const common = {
    brand,
    promoCode: demoPromoCode(site.key, 'working'),
    irish,
    domain,
    helpEmail: `help@${domain}`,
    privacyEmail: `privacy@${domain}`,
    merchantsEmail: `partners@${domain}`,
  };
  return irish
    ? {
        ...common,
        country: 'Ireland',
        company: `${brand} Ireland Limited`,
        registration: `registered in Ireland, company number ${brand === 'Kerching' ? '654321' : '612987'}`,
        address: '14 Fitzwilliam Quay, Dublin 4, D04 X7K2',
        phone: '01 555 0140',
        symbol: '€',
        vatRate: '23%',
        dataRegulator: 'the Data Protection Commission',
        dataLaw: 'the General Data Protection Regulation (GDPR) and the Data Protection Act 2018 (Ireland)',
        consumerLaw: 'the Consumer Rights Act 2022',
        consumerBody: 'the Competition and Consumer Protection Commission (CCPC)',
        financeRegulator: 'the Central Bank of Ireland',
        ombudsman: 'the Financial Services and Pensions Ombudsman',
        courts: 'the courts of Ireland',
      }
    : {
        ...common,
        country: 'the UK',
        company: `${brand} ${brand === 'Kerching' ? 'Ltd' : 'UK Ltd'}`,
        registration: `registered in England and Wales, company number ${brand === 'Kerching' ? '09876543' : '07654321'}`,
        address: '3rd Floor, 21 Harbour Yard, London SE1 9QX',
        phone: '020 7946 0140',
        symbol: '£',
        vatRate: '20%',
        dataRegulator: "the Information Commissioner's Office (ICO)",
        dataLaw: 'the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018',
        consumerLaw: 'the Consumer Rights Act 2015 and the Consumer Contracts Regulations 2013',
        consumerBody: 'Citizens Advice',
        financeRegulator: 'the Financial Conduct Authority (FCA)',
        ombudsman: 'the Financial Ombudsman Service',
        courts: 'the courts of England and Wales',
      };
};
