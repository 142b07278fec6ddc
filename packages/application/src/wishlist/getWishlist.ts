/**
 * The wish list page and GET wishlist (spec 2 §7.8): the holder's list, newest first, the first
 * WISHLIST_PAGE_SIZE deals that are still on the site, and the list's quantity as text.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type DealSummary, type ListedDeal, listedDeals } from '@kerching/domain/catalogue';
import { WISHLIST_PAGE_SIZE, type WishlistError, wishlistQuantity } from '@kerching/domain/wishlist';
import type { Clock, DealCatalog, Wishlists } from '@kerching/ports';
import { type WishlistHolder, findWishlist } from './findWishlist';

export interface WishlistView {
  /** The list's id: none until the holder saves a first deal. */
  readonly id: O.Option<string>;
  /** Each marked `ended` once it can no longer be bought (a saved list keeps no lastChance deal on sale). */
  readonly deals: readonly ListedDeal[];
  /** "Wishlist quantity is its length as text" (spec 1 §4). */
  readonly quantity: string;
}

/** The sites' offset from UTC at an instant (a deal closes at the end of its closing day there). */
export interface WishlistConfig {
  readonly utcOffsetMinutes: (at: Date) => number;
}

export class GetWishlist {
  constructor(
    private readonly lists: Wishlists,
    private readonly catalog: Pick<DealCatalog, 'byIds'>,
    private readonly clock: Clock,
    private readonly config: WishlistConfig,
  ) {}

  execute(holder: WishlistHolder): TE.TaskEither<WishlistError, WishlistView> {
    return pipe(
      findWishlist(this.lists, holder, this.clock.now().getTime()),
      TE.chain(
        O.match(
          () => TE.right<WishlistError, WishlistView>({ id: O.none, deals: [], quantity: '0' }),
          (list) =>
            pipe(
              list.dealIds.length === 0
                ? TE.right<WishlistError, readonly DealSummary[]>([])
                : pipe(
                    this.catalog.byIds(holder.site, list.dealIds.slice(0, WISHLIST_PAGE_SIZE)),
                    TE.mapLeft((error): WishlistError => ({ code: 'WISHLIST.UNAVAILABLE', detail: error.detail })),
                  ),
              TE.map((deals) => {
                const now = this.clock.now();
                return {
                  id: O.some(list.id),
                  deals: listedDeals(deals, now, {}, this.config.utcOffsetMinutes(now)),
                  quantity: wishlistQuantity(list.dealIds),
                };
              }),
            ),
        ),
      ),
    );
  }
}
