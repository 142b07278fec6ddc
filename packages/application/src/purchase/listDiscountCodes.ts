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
import { type DiscountCode, discountCodesToShow, markUsedByShopper } from '@kerching/domain/promo';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Promotions } from '@kerching/ports/purchase';

export class ListDiscountCodes {
  constructor(
    private readonly promotions: Pick<Promotions, 'listed' | 'usedByCustomer'>,
    private readonly clock: Clock,
  ) {}

  /** The once-per-shopper codes among `codes` that the customer has redeemed; none for a visitor. */
  private usedBy(
    site: SiteKey,
    codes: ReadonlyArray<DiscountCode>,
    customerId: O.Option<string>,
  ): TE.TaskEither<PurchaseError, ReadonlySet<string>> {
    if (O.isNone(customerId)) return TE.right(new Set());
    return pipe(
      A.sequence(TE.ApplicativeSeq)(
        codes
          .filter((code) => code.oncePerShopper)
          .map((code) =>
            pipe(
              this.promotions.usedByCustomer(site, code.code, customerId.value),
              TE.map((used) => (used ? [code.code] : [])),
            ),
          ),
      ),
      TE.map((found) => new Set(found.flat())),
    );
  }

  execute(site: SiteKey, customerId: O.Option<string>): TE.TaskEither<PurchaseError, ReadonlyArray<DiscountCode>> {
    return pipe(
      this.promotions.listed(site),
      TE.map((promotions) => discountCodesToShow(promotions, site, this.clock.now().getTime())),
      TE.chain((codes) =>
        pipe(
          this.usedBy(site, codes, customerId),
          TE.map((used) => markUsedByShopper(codes, used)),
        ),
      ),
    );
  }
}
