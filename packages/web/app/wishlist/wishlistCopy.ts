/** The wish list page's address and words. OUR WORDING unless marked. */
import { WISHLIST_LOGIN_PROMPT } from '@kerching/domain/wishlist';

export const WISHLIST_PATH = '/wishlist';

export const WISHLIST_COPY = {
  title: 'Your wish list',
  description: 'The deals you saved for later.',
  /** Spec 2 §8 "Wish list prompt", verbatim. */
  loginPrompt: WISHLIST_LOGIN_PROMPT,
  empty: 'Your wish list is empty. Save a deal from its page to find it here.',
  browse: "Browse today's deals",
  savedDeals: 'Saved deals',
  remove: 'Remove',
  removeNamed: (title: string): string => `Remove ${title} from your wish list`,
  removeAll: 'Remove all',
  saved: (count: string): string => (count === '1' ? '1 saved deal' : `${count} saved deals`),
  recommended: 'Deals recommended for you',
} as const;
