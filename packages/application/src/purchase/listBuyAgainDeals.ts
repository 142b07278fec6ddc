/**
 * Buy again (spec 1 §2 /buy-again; spec 2 §7.4 "GET buy-again deals"; domain listing/buyAgain.ts):
 * the deals the shopper bought on this site, most recently bought first, that are still on sale.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { DealSummary } from '@kerching/domain/catalogue';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import { buyAgainDeals } from '@kerching/domain/listing';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock, DealCatalog } from '@kerching/ports';
import type { PurchasedDeals } from '@kerching/ports/purchase';

/** How many bought deals are looked at: enough for a page once closed and sold-out ones are left out. */
export const BUY_AGAIN_LOOKBACK = 50;

export class ListBuyAgainDeals {
  constructor(
    private readonly purchased: PurchasedDeals,
    private readonly catalog: Pick<DealCatalog, 'byIds'>,
    private readonly clock: Clock,
  ) {}

  execute(site: SiteKey, customerId: string): TE.TaskEither<PurchaseError, readonly DealSummary[]> {
    return pipe(
      this.purchased.dealIdsBoughtBy(site, customerId, BUY_AGAIN_LOOKBACK),
      TE.chain((ids) =>
        ids.length === 0
          ? TE.right<PurchaseError, readonly DealSummary[]>([])
          : pipe(
              this.catalog.byIds(site, ids),
              TE.mapLeft((error) => purchaseError('PURCHASE.UNAVAILABLE', error.detail)),
            ),
      ),
      TE.map((deals) => buyAgainDeals(deals, this.clock.now().getTime())),
    );
  }
}
