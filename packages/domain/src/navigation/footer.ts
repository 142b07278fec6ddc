/**
 * The footer's links (spec 1 §2 "Static pages under /page/{slug}"), per edition. Our choices:
 * - the Irish edition links privacypolicy-ie, the UK edition privacypolicy;
 * - the UK Modern Slavery Act statement and the regulated-finance pages (UK consumer-credit
 *   disclosures) are UK only;
 * - the guides hub and the editorial team are linked from the footer on both.
 * Section headings and link labels are OUR WORDING.
 */
import { DISCOUNT_CODES_PAGE_PATH } from '../promo/discountCodesPath';
import { type Site, isIrishSite } from '../site/site';
import { type StaticPageSlug, staticPagePath } from '../routing/staticPages';

export interface FooterLink {
  readonly label: string;
  readonly href: string;
}

export interface FooterSection {
  readonly heading: string;
  readonly links: ReadonlyArray<FooterLink>;
}

const page = (label: string, slug: StaticPageSlug): FooterLink => ({ label, href: staticPagePath(slug) });

export const footerSections = (site: Site): ReadonlyArray<FooterSection> => {
  const irish = isIrishSite(site);
  return [
    {
      heading: `About ${site.displayName}`,
      links: [
        page('About us', 'aboutus'),
        { label: 'Guides', href: '/guides/hub' },
        { label: 'Editorial team', href: '/editorial-team' },
        page('Become a merchant', 'businessfaq'),
        page('Student discount', 'student-discount'),
        { label: 'Discount codes', href: DISCOUNT_CODES_PAGE_PATH },
        ...(irish ? [] : [page('Modern Slavery Act statement', 'uk-modern-slavery-act-transparency-statement')]),
      ],
    },
    {
      heading: 'Help',
      links: [
        page('Need help?', 'needhelp'),
        page('FAQs', 'faqs'),
        page('Klarna FAQs', 'klarna-faqs'),
        page('Wallet credit', 'wallet-credit-more-info'),
        page('Admin fee', 'admin-fee'),
        page('Product recalls', 'productrecalls'),
      ],
    },
    {
      heading: 'Legal',
      links: [
        page('Terms of use', 'termsofuse'),
        page('E-commerce terms', 'e-commerceterms'),
        page('Privacy policy', irish ? 'privacypolicy-ie' : 'privacypolicy'),
        page('Internet safety', 'internetsafety'),
        page('Gift card terms', 'giftcardterms'),
        page('Wallet terms of use', 'wallettermsofuse'),
        page('VIP terms and conditions', 'vip-terms-and-conditions'),
        page('Promotions', 'promo'),
        page('Takedown policy', 'takedown'),
        ...(irish
          ? []
          : [
              page('Finance complaints', 'regulated-finance-complaints.html'),
              page('Finance disclosure', 'regulated-finance-disclosure.html'),
            ]),
      ],
    },
  ];
};
