/**
 * Taking deals off the wish list (spec 2 §7.8 "DELETE wishlist/{id}/deal/{dealId}; DELETE
 * wishlist/{id}/deal/all"): one deal, or all (none). A holder without a list has nothing to remove.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { WishlistError } from '@kerching/domain/wishlist';
import type { Clock, Wishlists } from '@kerching/ports';
import { type WishlistHolder, findWishlist } from './findWishlist';

export class RemoveFromWishlist {
  constructor(
    private readonly lists: Wishlists,
    private readonly clock: Clock,
  ) {}

  execute(holder: WishlistHolder, dealId: O.Option<number>): TE.TaskEither<WishlistError, O.Option<string>> {
    return pipe(
      findWishlist(this.lists, holder, this.clock.now().getTime()),
      TE.chainFirst(
        O.match(
          () => TE.right<WishlistError, void>(undefined),
          (list) => this.lists.remove(list.id, dealId),
        ),
      ),
      TE.map(O.map((list) => list.id)),
    );
  }
}
