/**
 * The wish list a request means (domain wishlist.ts): a signed-in shopper's own list, which first
 * adopts the visitor list their cookie names; else the visitor list the cookie names, if nobody owns
 * it. A cookie naming another site's list, another shopper's list or no list at all names nothing.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { SiteKey } from '@kerching/domain/site';
import { type WishlistError, isWishlistId, mayUseWishlist } from '@kerching/domain/wishlist';
import type { StoredWishlist, Wishlists } from '@kerching/ports';

export interface WishlistHolder {
  readonly site: SiteKey;
  /** The wish list id cookie's value, if any. */
  readonly wishlistId: O.Option<string>;
  /** The signed-in shopper, if any. */
  readonly customerId: O.Option<string>;
}

const cookieList = (lists: Wishlists, holder: WishlistHolder) =>
  pipe(
    holder.wishlistId,
    O.filter(isWishlistId),
    O.match(
      () => TE.right<WishlistError, O.Option<StoredWishlist>>(O.none),
      (id) => pipe(lists.byId(id), TE.map(O.filter((list) => list.site === holder.site))),
    ),
  );

export const findWishlist = (
  lists: Wishlists,
  holder: WishlistHolder,
  now: number,
): TE.TaskEither<WishlistError, O.Option<StoredWishlist>> =>
  pipe(
    cookieList(lists, holder),
    TE.chain((visitorList) => {
      if (O.isNone(holder.customerId))
        return TE.right(
          pipe(
            visitorList,
            O.filter((list) => mayUseWishlist(O.toNullable(list.customerId), null)),
          ),
        );
      const customerId = holder.customerId.value;
      const adopt = pipe(
        visitorList,
        O.filter((list) => O.isNone(list.customerId)),
        O.match(
          () => TE.right<WishlistError, void>(undefined),
          (list) =>
            pipe(
              lists.adopt(list.id, holder.site, customerId, now),
              TE.map(() => undefined),
            ),
        ),
      );
      return pipe(
        adopt,
        TE.chain(() => lists.byCustomer(holder.site, customerId)),
      );
    }),
  );
