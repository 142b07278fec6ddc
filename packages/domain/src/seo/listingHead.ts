/**
 * The page head of the listing pages without a `pageHead` context: the homepage, the wellness
 * collection, early bird, recently viewed and the near-me hub. Recently viewed is personal, so it
 * is not indexed.
 */
import type { Site } from '../site/site';
import {
  EARLY_BIRD_TITLE,
  NEAR_ME_HUB_TITLE,
  RECENTLY_VIEWED_TITLE,
  WELLNESS_TITLE,
  earlyBirdDescription,
  homeDescription,
  homeTitle,
  nearMeHubDescription,
  recentlyViewedDescription,
  wellnessDescription,
} from './messages';
import { titleWithBrand } from './messages';
import type { PageHead } from './pageHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './robots';

export type ListingHeadContext =
  | { readonly kind: 'home'; readonly location: string }
  | { readonly kind: 'wellness' }
  | { readonly kind: 'earlyBird' }
  | { readonly kind: 'recentlyViewed' }
  | { readonly kind: 'nearMeHub' };

export const listingHead = (context: ListingHeadContext, site: Site): PageHead => {
  const brand = site.displayName;
  const head = (title: string, description: string): PageHead => ({
    title: titleWithBrand(title, brand),
    description,
    robots: ROBOTS_INDEX,
  });
  switch (context.kind) {
    case 'home':
      return head(homeTitle(context.location), homeDescription(context.location, brand));
    case 'wellness':
      return head(WELLNESS_TITLE, wellnessDescription(brand));
    case 'earlyBird':
      return head(EARLY_BIRD_TITLE, earlyBirdDescription(brand));
    case 'recentlyViewed':
      return { ...head(RECENTLY_VIEWED_TITLE, recentlyViewedDescription(brand)), robots: ROBOTS_NOINDEX };
    case 'nearMeHub':
      return head(NEAR_ME_HUB_TITLE, nearMeHubDescription(brand));
  }
};
