/**
 * Every user-facing string of the seo family: page titles and descriptions. The spec says only
 * that they "vary by category, location, special events, VIP, escapes and hyperlocal pages" (spec 1
 * §2); it quotes none, so all templates here are OUR WORDING. `brand` is the site's display name.
 */

export const titleWithBrand = (text: string, brand: string): string => `${text} | ${brand}`;

export const locationTitle = (location: string): string => `${location} Deals & Offers`;
export const locationDescription = (location: string, brand: string): string =>
  `Discover the best deals in ${location} on ${brand}: restaurants, beauty, days out and more.`;

export const categoryTitle = (category: string): string => `${category} Deals`;
export const localCategoryTitle = (category: string, location: string): string => `${category} Deals in ${location}`;
/** "Shop the latest Shop deals" would say it twice: the shop section's own words. */
export const categoryDescription = (category: string, brand: string): string =>
  category === 'Shop'
    ? `Shop the latest deals and discounts on ${brand}: electronics, home, fashion, health and beauty, and gifts.`
    : `Shop the latest ${category} deals and discounts on ${brand}.`;
export const localCategoryDescription = (category: string, location: string, brand: string): string =>
  `Shop the latest ${category} deals and discounts in ${location} on ${brand}.`;

export const specialEventTitle = (event: string): string => `${event} Deals`;
export const specialEventDescription = (event: string, brand: string): string =>
  `Find the best ${event} deals and offers on ${brand}, for a limited time only.`;
/** A location's special ("New Products Deals in Cork"): each location's page has its own title. */
export const localSpecialEventTitle = (event: string, location: string): string => `${event} Deals in ${location}`;
export const localSpecialEventDescription = (event: string, location: string, brand: string): string =>
  `Find the best ${event} deals and offers in ${location} on ${brand}, for a limited time only.`;

export const VIP_TITLE = 'VIP Deals';
/** "VIP Spa Deals"; a category already named for VIP ("VIP Shopping") is not named twice. */
export const vipCategoryTitle = (category: string): string =>
  /^VIP\b/.test(category) ? `${category} Deals` : `VIP ${category} Deals`;
export const vipDescription = (brand: string): string =>
  `Exclusive deals and extra discounts for ${brand} VIP members.`;

export const ESCAPES_TITLE = 'Escapes: Hotel Breaks & Holiday Deals';
export const escapesSubCategoryTitle = (subCategory: string): string => `Escapes: ${subCategory} Deals`;
export const escapesDescription = (brand: string): string =>
  `Hotel breaks, spa breaks and holidays at great prices on ${brand} Escapes.`;

export const hyperlocalTitle = (words: string): string => `${words} Deals Near You`;
export const hyperlocalDescription = (words: string, brand: string): string =>
  `Find ${words} deals near you on ${brand}.`;
/** A slug that already names its place ("Massage near Camden") is the title as it is. */
export const hyperlocalPlaceTitle = (subject: string, marker: string, place: string): string =>
  `${subject} ${marker} ${place}`;
export const hyperlocalPlaceDescription = (subject: string, marker: string, place: string, brand: string): string =>
  `Find ${subject} deals ${marker} ${place} on ${brand}.`;

/** A slug that already ends in "deals" ("tech-deals") is not given the word twice. */
const withoutDeals = (words: string): string => words.replace(/\s+deals?$/i, '');
export const gshopTitle = (words: string): string => `${withoutDeals(words)} Deals`;
export const gshopDescription = (words: string, brand: string): string =>
  `Shop ${withoutDeals(words)} deals on ${brand}.`;

export const searchResultsTitle = (text: string): string => `Search results for "${text}"`;
export const searchResultsDescription = (text: string, brand: string): string =>
  `Deals and discounts for "${text}" on ${brand}: restaurants, beauty, days out, shopping and breaks.`;
export const SEARCH_PAGE_TITLE = 'Search deals';
export const searchPageDescription = (brand: string): string =>
  `Search every deal on ${brand} by name, merchant, category or town.`;

// Titles and descriptions of the listing pages the seo family's `pageHead` has no context for
// (homepage, wellness collection, early bird, recently viewed, the near-me hub). The spec quotes
// none: OUR WORDING. `brand` is the site's display name.
export const homeTitle = (location: string): string => `Daily Deals & Offers in ${location}`;
export const homeDescription = (location: string, brand: string): string =>
  `Save on restaurants, spa days, activities, shopping and escapes in ${location} and beyond with ${brand}.`;

export const WELLNESS_TITLE = 'The Wellness Collection';
export const wellnessDescription = (brand: string): string =>
  `Spa days, treatments and wellbeing breaks hand-picked by ${brand}.`;

export const EARLY_BIRD_TITLE = 'Early Bird Deals';
export const earlyBirdDescription = (brand: string): string =>
  `Be first to the newest deals on ${brand}, at early bird prices.`;

/** The gift finder's titles and description (spec 1 §2 names the page, not its words): OUR WORDING. */
export const GIFT_FINDER_TITLE = 'Gift Finder';
export const giftsForTitle = (audience: string): string => `Gifts for ${audience}`;
export const giftFinderDescription = (brand: string): string =>
  `Gift ideas on ${brand}: choose a budget, who it is for and their character, and we find the deals that fit.`;

export const RECENTLY_VIEWED_TITLE = 'Recently Viewed Deals';
export const recentlyViewedDescription = (brand: string): string =>
  `The deals you looked at most recently on ${brand}.`;

/** The map view (spec 1 §2 names the page, not its words): OUR WORDING. */
export const mapViewTitle = (location: string): string => `Map of Deals in ${location}`;
export const mapViewDescription = (location: string, brand: string): string =>
  `Where the most popular ${brand} deals in ${location} are: restaurants, spas, activities and more on one map.`;

export const NEAR_ME_HUB_TITLE = 'Deals Near Me';
export const nearMeHubDescription = (brand: string): string =>
  `Find local deals near you on ${brand}: food, beauty, fitness and things to do.`;
