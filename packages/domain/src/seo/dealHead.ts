/**
 * The page head of a deal page (spec 1 §2 "page head (title, description, canonical link, robots
 * meta, social-sharing meta)"): the deal's title with the site's name; a description from the
 * headline, the merchant and the place (unless the headline names the merchant already), cut at a
 * word within 160 characters (the length search
 * engines show); a preview is not indexed (it is not on sale yet and may change).
 * The description's wording is OUR WORDING.
 */
import type { Site } from '../site/site';
import { truncate } from '../text/truncate';
import { titleWithBrand } from './messages';
import type { PageHead } from './pageHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './robots';

export const DEAL_DESCRIPTION_LIMIT = 160;

export interface DealHeadInput {
  readonly title: string;
  readonly headline: string;
  readonly merchant: string;
  readonly place: string;
  readonly preview: boolean;
}

const sentence = (text: string): string => {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

export const dealDescription = (deal: Omit<DealHeadInput, 'preview'>, site: Site): string =>
  truncate(
    [
      sentence(deal.headline),
      deal.headline.toLowerCase().includes(deal.merchant.toLowerCase())
        ? ''
        : sentence(`${deal.merchant}, ${deal.place}`),
      `Buy it on ${site.displayName}.`,
    ]
      .filter((part) => part !== '')
      .join(' '),
    DEAL_DESCRIPTION_LIMIT,
  );

export const dealHead = (deal: DealHeadInput, site: Site): PageHead => ({
  title: titleWithBrand(deal.title, site.displayName),
  description: dealDescription(deal, site),
  robots: deal.preview ? ROBOTS_NOINDEX : ROBOTS_INDEX,
});
