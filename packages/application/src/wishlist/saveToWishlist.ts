/**
 * Saving a deal to the wish list (spec 2 §7.8 "POST wishlist/deal/{dealId} creates; POST
 * wishlist/{id}/deal/{dealId} adds"): the deal must be one of the site's (else WISHLIST.DEALS_MISSING,
 * the spec's 'Deals missing'); the holder's list is made on the first save. Answers the list's id,
 * which a visitor keeps in the wish list id cookie.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { WISHLIST_DEALS_MISSING, type WishlistError } from '@kerching/domain/wishlist';
import type { Clock, DealCatalog, Wishlists } from '@kerching/ports';
import type { IdGenerator } from '@kerching/ports/accounts';
import { type WishlistHolder, findWishlist } from './findWishlist';

export class SaveToWishlist {
  constructor(
    private readonly lists: Wishlists,
    private readonly catalog: Pick<DealCatalog, 'byIds'>,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute(holder: WishlistHolder, dealId: number): TE.TaskEither<WishlistError, string> {
    const now = this.clock.now().getTime();
    return pipe(
      this.catalog.byIds(holder.site, [dealId]),
      TE.mapLeft((error): WishlistError => ({ code: 'WISHLIST.UNAVAILABLE', detail: error.detail })),
      TE.filterOrElse(
        (deals) => deals.some((deal) => deal.id === dealId),
        (): WishlistError => ({ code: 'WISHLIST.DEALS_MISSING', detail: `${WISHLIST_DEALS_MISSING}: ${dealId}` }),
      ),
      TE.chain(() => findWishlist(this.lists, holder, now)),
      TE.chain(
        O.match(
          () => {
            const id = this.ids.newId();
            return pipe(
              this.lists.create({ id, site: holder.site, customerId: holder.customerId }, now),
              TE.map(() => id),
            );
          },
          (list) => TE.right(list.id),
        ),
      ),
      TE.chainFirst((id) => this.lists.add(id, dealId, now)),
    );
  }
}
