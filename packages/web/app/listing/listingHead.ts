/**
 * The page head of a listing page (spec 1 §2 "Page titles and descriptions vary by category,
 * location, special events, VIP, escapes and hyperlocal pages"), from the seo family's rules, and
 * the page's heading: its title without the brand.
 */
import * as O from 'fp-ts/Option';
import { type DealListing, type ListingScope, scopeFromSegment } from '@kerching/domain/catalogue';
import { type HeadContext, type PageHead, listingHead, pageHead, slugToWords } from '@kerching/domain/seo';
import type { Site } from '@kerching/domain/site';

const deepest = (listing: Pick<DealListing, 'categories'>): O.Option<string> =>
  O.fromNullable(listing.categories[listing.categories.length - 1]?.name);

/** What the page is about, as the seo family's head contexts name it. */
export const headContextOf = (
  scope: ListingScope,
  listing: Pick<DealListing, 'categories' | 'location'>,
  special: O.Option<string>,
): HeadContext | 'wellness' => {
  const [first] = listing.categories;
  if (O.isSome(special))
    return {
      kind: 'specialEvent',
      event: slugToWords(special.value),
      location: scope.kind === 'local' ? O.some(listing.location.name) : O.none,
    };
  switch (scope.kind) {
    case 'travel':
      return { kind: 'escapes', subCategory: deepest(listing) };
    case 'vip':
      return { kind: 'vip', category: deepest(listing) };
    case 'wellness':
      return first === undefined
        ? 'wellness'
        : { kind: 'category', category: first.name, subCategory: O.none, location: O.none };
    case 'local':
      return first === undefined
        ? { kind: 'location', location: listing.location.name }
        : {
            kind: 'category',
            category: first.name,
            subCategory: listing.categories.length > 1 ? deepest(listing) : O.none,
            location: O.some(listing.location.name),
          };
    default:
      return {
        kind: 'category',
        category: first?.name ?? listing.location.name,
        subCategory: listing.categories.length > 1 ? deepest(listing) : O.none,
        location: O.none,
      };
  }
};

export const listingPageHead = (
  location: string,
  listing: Pick<DealListing, 'categories' | 'location'>,
  special: O.Option<string>,
  site: Site,
): PageHead => {
  const context = headContextOf(scopeFromSegment(location), listing, special);
  return context === 'wellness' ? listingHead({ kind: 'wellness' }, site) : pageHead(context, site);
};
