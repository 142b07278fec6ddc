/**
 * Creating a basket (spec 2 §7.6 "POST basket: brand, customerToken, eligibleForVip, products; the
 * basket token is the last segment of the Location header"). The token is a random bearer secret of
 * at least 128 bits (TokenGenerator), so it is always valid (longer than 10 characters). The
 * products given are checked like any basket change.
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { type ProductRequest, priceRequestedBasket } from './basketRequests';
import { linesToStore } from './basketPricing';
import { type BasketView, basketView } from './basketView';

export interface CreateBasketInput {
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  readonly eligibleForVip: boolean;
  readonly products: readonly ProductRequest[];
}

export class CreateBasket {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: CreateBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      priceRequestedBasket(this.catalog, input.products, input.customerId, input.site, now),
      TE.chain(({ basket, products }) =>
        pipe(
          this.baskets.create({
            token: this.tokens.newToken(),
            site: input.site,
            customerId: input.customerId,
            eligibleForVip: input.eligibleForVip,
            lines: linesToStore(basket),
            createdAt: now,
          }),
          TE.map((created) => basketView(created, products, false)),
        ),
      ),
    );
  }
}
