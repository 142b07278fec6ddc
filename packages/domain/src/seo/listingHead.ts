/**
 * The page head of the listing pages without a `pageHead` context: the homepage, the wellness
 * collection, early bird, recently viewed, the near-me hub and the gift finder. Recently viewed is
 * personal, so it is not indexed; nor is a gift finder narrowed by budget or character (one indexed
 * page per audience is enough).
 */
import * as O from 'fp-ts/Option';
import type { Site } from '../site/site';
import {
  EARLY_BIRD_TITLE,
  GIFT_FINDER_TITLE,
  NEAR_ME_HUB_TITLE,
  RECENTLY_VIEWED_TITLE,
  WELLNESS_TITLE,
  earlyBirdDescription,
  giftFinderDescription,
  giftsForTitle,
  homeDescription,
  homeTitle,
  mapViewDescription,
  mapViewTitle,
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
  | { readonly kind: 'nearMeHub' }
  /** The map of the shopper's town: it follows the location cookie, so it is not indexed. */
  | { readonly kind: 'mapView'; readonly location: string }
  /** `audience`: the label of the chosen gift-for audience; `narrowed`: a budget or character is chosen. */
  | { readonly kind: 'giftFinder'; readonly audience: O.Option<string>; readonly narrowed: boolean };

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
    case 'mapView':
      return {
        ...head(mapViewTitle(context.location), mapViewDescription(context.location, brand)),
        robots: ROBOTS_NOINDEX,
      };
    case 'giftFinder': {
      const title = O.match(() => GIFT_FINDER_TITLE, giftsForTitle)(context.audience);
      const page = head(title, giftFinderDescription(brand));
      return context.narrowed ? { ...page, robots: ROBOTS_NOINDEX } : page;
    }
  }
};
