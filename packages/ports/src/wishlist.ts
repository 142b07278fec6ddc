import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { SiteKey } from '@kerching/domain/site';
import type { WishlistError } from '@kerching/domain/wishlist';

/** A wish list as stored: its deals newest first. */
export interface StoredWishlist {
  readonly id: string;
  readonly site: SiteKey;
  /** The shopper it belongs to; none for a visitor's list, known by its id only. */
  readonly customerId: O.Option<string>;
  readonly dealIds: readonly number[];
}

/** Wish lists (spec 2 §7.8). Every change is atomic; adding a deal twice keeps one, at the top. */
export interface Wishlists {
  byId(id: string): TE.TaskEither<WishlistError, O.Option<StoredWishlist>>;
  byCustomer(site: SiteKey, customerId: string): TE.TaskEither<WishlistError, O.Option<StoredWishlist>>;
  /** Makes an empty list. */
  create(
    list: { readonly id: string; readonly site: SiteKey; readonly customerId: O.Option<string> },
    now: number,
  ): TE.TaskEither<WishlistError, void>;
  add(id: string, dealId: number, now: number): TE.TaskEither<WishlistError, void>;
  /** Removes one deal, or every deal (none). */
  remove(id: string, dealId: O.Option<number>): TE.TaskEither<WishlistError, void>;
  /**
   * A visitor's list at sign-in: it becomes the customer's when they have none, else its deals join
   * theirs (a deal on both keeps its later time) and it is deleted. Answers the customer's list id.
   */
  adopt(id: string, site: SiteKey, customerId: string, now: number): TE.TaskEither<WishlistError, string>;
}
