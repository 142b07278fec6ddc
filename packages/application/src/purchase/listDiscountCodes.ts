/**
 * The discount codes page (/discountcodes; domain promo/discountCodes.ts): the site's listed codes a
 * shopper can still use, ending soonest first; for a signed-in shopper, which once-per-shopper codes
 * they have used.
 */
import * as A from 'fp-ts/Array';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PurchaseError } from '@kerching/domain/checkout';
import { type DiscountCode, type Promotion, discountCodesToShow, isShownDiscountCode } from '@kerching/domain/promo';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Promotions } from '@kerching/ports/purchase';

export class ListDiscountCodes {
  constructor(
    private readonly promotions: Pick<Promotions, 'listed' | 'usedByCustomer'>,
    private readonly clock: Clock,
  ) {}

  /** The once-per-shopper codes among `shown` that the customer has redeemed. */
  private usedBy(
    site: SiteKey,
    shown: ReadonlyArray<Promotion>,
    customerId: O.Option<string>,
  ): TE.TaskEither<PurchaseError, ReadonlySet<string>> {
    if (O.isNone(customerId)) return TE.right(new Set());
    const once = shown.filter((promotion) => promotion.singleUsePerCustomer);
    return pipe(
      A.sequence(TE.ApplicativeSeq)(
        once.map((promotion) =>
          pipe(
            this.promotions.usedByCustomer(site, promotion.code, customerId.value),
            TE.map((used) => (used ? [promotion.code] : [])),
          ),
        ),
      ),
      TE.map((codes) => new Set(codes.flat())),
    );
  }

  execute(site: SiteKey, customerId: O.Option<string>): TE.TaskEither<PurchaseError, ReadonlyArray<DiscountCode>> {
    const now = this.clock.now().getTime();
    return pipe(
      this.promotions.listed(site),
      TE.map((promotions) => promotions.filter((promotion) => isShownDiscountCode(promotion, now))),
      TE.chain((shown) =>
        pipe(
          this.usedBy(site, shown, customerId),
          TE.map((used) => discountCodesToShow(shown, site, now, used)),
        ),
      ),
    );
  }
}
