/**
 * Titles and descriptions of the listing pages the seo family's `pageHead` has no context for
 * (homepage, wellness collection, early bird, recently viewed, the near-me hub). The spec quotes
 * none: OUR WORDING. `brand` is the site's display name.
 */
export const homeTitle = (location: string): string => `Daily Deals & Offers in ${location}`;
export const homeDescription = (location: string, brand: string): string =>
  `Save on restaurants, spa days, activities, shopping and escapes in ${location} and beyond with ${brand}.`;

export const WELLNESS_TITLE = 'The Wellness Collection';
export const wellnessDescription = (brand: string): string =>
  `Spa days, treatments and wellbeing breaks hand-picked by ${brand}.`;

export const EARLY_BIRD_TITLE = 'Early Bird Deals';
export const earlyBirdDescription = (brand: string): string =>
  `Be first to the newest deals on ${brand}, at early bird prices.`;

export const RECENTLY_VIEWED_TITLE = 'Recently Viewed Deals';
export const recentlyViewedDescription = (brand: string): string =>
  `The deals you looked at most recently on ${brand}.`;

export const NEAR_ME_HUB_TITLE = 'Deals Near Me';
export const nearMeHubDescription = (brand: string): string =>
  `Find local deals near you on ${brand}: food, beauty, fitness and things to do.`;
