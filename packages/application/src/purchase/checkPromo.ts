/**
 * Checking a promo code against a basket (spec 1 §3 promoCode {applicable, message}; spec 1 §5
 * "Promo code needs a logged-in user"). Nothing is redeemed here: PlaceOrder redeems the code in the
 * order's unit of work, where single use is enforced under concurrency.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError, promoRejected, purchaseError } from '@kerching/domain/checkout';
import { type PromoApplied, checkPromotion, normalisePromoCode, promoCodeEntry } from '@kerching/domain/promo';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog, Promotions } from '@kerching/ports/purchase';
import { type PricedBasket, priceBasket } from '@kerching/domain/basket';
import { openBasket, productsOf } from './basketView';
import { SITES } from '@kerching/domain/site';

/** The promo applied to a priced basket for a customer, or why it is refused. */
export const applyPromo = (
  promotions: Promotions,
  code: string,
  customerId: O.Option<string>,
  site: SiteKey,
  basket: PricedBasket,
  now: number,
): TE.TaskEither<PurchaseError, PromoApplied> =>
  pipe(
    TE.fromEither(
      pipe(
        promoCodeEntry(code, O.isSome(customerId)),
        E.mapLeft((error) => purchaseError(error.code, error.detail)),
      ),
    ),
    TE.map(normalisePromoCode),
    TE.chain((normalised) =>
      pipe(
        TE.Do,
        TE.apS('promotion', promotions.byCode(site, normalised)),
        TE.apS(
          'usedByCustomer',
          O.isSome(customerId) ? promotions.usedByCustomer(site, normalised, customerId.value) : TE.right(false),
        ),
        TE.chainEitherK(({ promotion, usedByCustomer }) =>
          pipe(
            checkPromotion(promotion, {
              site,
              now,
              usedByCustomer,
              lines: basket.lines.map((l) => ({ subcategoryId: l.product.subcategoryId, amountMinor: l.amountMinor })),
            }),
            E.mapLeft((rejection) => promoRejected(rejection, normalised)),
          ),
        ),
      ),
    ),
  );

export interface CheckPromoInput {
  readonly token: string;
  readonly customerId: O.Option<string>;
  readonly code: string;
}

export class CheckPromo {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly promotions: Promotions,
    private readonly clock: Clock,
  ) {}

  execute(input: CheckPromoInput): TE.TaskEither<PurchaseError, PromoApplied> {
    const now = this.clock.now().getTime();
    return pipe(
      openBasket(this.baskets, input.token, input.customerId),
      TE.chain((basket) =>
        pipe(
          productsOf(this.catalog, basket.lines, input.customerId),
          TE.chainEitherK((products) =>
            priceBasket(basket.lines, products, basket.site, SITES[basket.site].currency, now),
          ),
          TE.chain((priced) => applyPromo(this.promotions, input.code, input.customerId, basket.site, priced, now)),
        ),
      ),
    );
  }
}
