/**
 * User-facing strings of search. The spec names the search results screen and "no search results
 * with top-deal fallback" (spec 2 §8) but quotes none of their copy: everything here is OUR
 * WORDING. The fallback message itself lives with the listing family's messages.
 */
import { searchNoResultsMessage } from '../listing/messages';

export { searchNoResultsMessage };

/** OUR WORDING: facet group headings. */
export const SEARCH_FACET_LABEL_CATEGORY = 'Category';
export const SEARCH_FACET_LABEL_LOCATION = 'Location';
/** OUR WORDING: the places a location filter lists after its first ones. */
export const searchMoreLocations = (count: number): string => `${count} more ${count === 1 ? 'location' : 'locations'}`;
export const SEARCH_FACET_LABEL_PRICE = 'Price';

/** OUR WORDING: the results heading and count. */
export const searchResultsHeading = (text: string): string => `Search results for "${text}"`;
export const SEARCH_PAGE_HEADING = 'Search deals';
export const searchResultCount = (count: number): string => (count === 1 ? '1 deal found' : `${count} deals found`);

/** OUR WORDING: shown when a misspelt search was answered for its correction. */
export const searchCorrectedMessage = (corrected: string): string => `Showing results for "${corrected}"`;

/** OUR WORDING: when the chosen filters leave nothing, though the text alone matches deals. */
export const SEARCH_NO_FILTERED_RESULTS = 'No deals match these filters. Try removing one.';

/** OUR WORDING: the default sort of a search is relevance (text rank lifted by popularity). */
export const SEARCH_SORT_LABEL_RELEVANCE = 'Best match';

/** OUR WORDING: the filter form of the results page. */
export const SEARCH_FILTERS_HEADING = 'Filter results';
export const SEARCH_SORT_LABEL = 'Sort by';
export const searchMinPriceLabel = (symbol: string): string => `Min price (${symbol})`;
export const searchMaxPriceLabel = (symbol: string): string => `Max price (${symbol})`;
export const SEARCH_APPLY_FILTERS = 'Apply';
export const SEARCH_CLEAR_FILTERS = 'Clear filters';
export const SEARCH_PAGING_LABEL = 'Search results pages';
export const SEARCH_PREVIOUS_PAGE = 'Previous page';
export const SEARCH_NEXT_PAGE = 'Next page';
export const searchPageOf = (page: number, pages: number): string => `Page ${page} of ${pages}`;
export const SEARCH_AGAIN_LABEL = 'Search again';

/** OUR WORDING: the heading over the top deals shown instead of results. */
export const SEARCH_TOP_DEALS_HEADING = 'Top deals';

/** OUR WORDING: the search box. */
export const SEARCH_BOX_LABEL = 'Search deals';
export const SEARCH_BOX_PLACEHOLDER = 'Search for restaurants, spas, breaks…';
export const SEARCH_BUTTON_LABEL = 'Search';
export const SUGGESTIONS_LABEL = 'Suggestions';
export const suggestionsAvailable = (count: number): string =>
  count === 0 ? 'No suggestions' : count === 1 ? '1 suggestion available' : `${count} suggestions available`;

/** OUR WORDING: what a suggestion's kind is called, after its text. */
export const SUGGESTION_KIND_LABELS = { deal: 'Deal', category: 'Category', merchant: 'Merchant' } as const;

/** OUR WORDING: an API answer for a search text over the limit. */
export const searchTooLongMessage = (limit: number): string =>
  `Please use ${limit} characters or fewer in your search.`;
