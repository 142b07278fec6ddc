/**
 * The wish list (spec 1 §1 "keep a wish list", §2 /wishlist, §5 "Anonymous visitor: ... basket and
 * wishlist held by cookie tokens ... The wish list prompts 'Login to see your full wish list'";
 * spec 2 §7.8 wish list calls, §9 page size 50 and the wish list id cookie).
 *
 * Our choices where the spec is silent:
 * - one list per site for a signed-in shopper; a visitor's list is found by its id (the cookie);
 * - a deal is on a list once; saving it again moves it to the top (newest first);
 * - when a visitor with a list signs in, the list becomes theirs, or its deals join the list they
 *   already have;
 * - the page shows the newest 50 (spec 2 §7.8 "page 0 size 50"), without closed or unknown deals.
 */
import * as O from 'fp-ts/Option';
import { WISHLIST_PAGE_SIZE } from '../listing/pageSizes';
import type { DomainError } from '../shared/error';

/** Spec 2 §8 "Wish list prompt", verbatim. */
export const WISHLIST_LOGIN_PROMPT = 'Login to see your full wish list';
/** Spec 2 §8 Wish list errors, verbatim (logged): an add with no deal. */
export const WISHLIST_DEALS_MISSING = 'Deals missing';

/** How many deals the wish list page shows (spec 2 §7.8 and §9). */
export { WISHLIST_PAGE_SIZE };

export type WishlistErrorCode = 'WISHLIST.NOT_FOUND' | 'WISHLIST.DEALS_MISSING' | 'WISHLIST.UNAVAILABLE';

export type WishlistError = DomainError<WishlistErrorCode>;

/** A wish list id: what our server makes (a random UUID), so a cookie's value is checked before use. */
const WISHLIST_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isWishlistId = (id: string): boolean => WISHLIST_ID.test(id);

/** The largest deal id (ids are 32-bit integers in the catalogue). */
const MAX_DEAL_ID = 2_147_483_647;

/** A deal id as a path or a form gives it: a whole number from 1, without sign, spaces or leading zeros. */
export const dealIdFromText = (text: string): O.Option<number> =>
  /^[1-9]\d{0,9}$/.test(text) && Number(text) <= MAX_DEAL_ID ? O.some(Number(text)) : O.none;

/** "Wishlist quantity is its length as text" (spec 1 §4). */
export const wishlistQuantity = (dealIds: readonly number[]): string => String(dealIds.length);

/** Who may use a stored list: its owner, or anyone holding the id of a list nobody owns yet. */
export const mayUseWishlist = (owner: string | null, viewer: string | null): boolean =>
  owner === null || owner === viewer;
