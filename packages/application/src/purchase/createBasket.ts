/**
 * Creating a basket (spec 2 §7.6 "POST basket: brand, customerToken, eligibleForVip, products; the
 * basket token is the last segment of the Location header"). The token is a random bearer secret of
 * at least 128 bits (TokenGenerator), so it is always valid (longer than 10 characters). The
 * products given are checked and priced like any basket change (basketChange.ts).
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { ProductRequest } from '@kerching/domain/basket';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import type { Baskets, PurchaseCatalog } from '@kerching/ports/purchase';
import { BasketChanges } from './basketChange';
import { type BasketView, basketView } from './basketView';

export interface CreateBasketInput {
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  readonly eligibleForVip: boolean;
  readonly products: readonly ProductRequest[];
}

export class CreateBasket {
  private readonly changes: BasketChanges;

  constructor(
    private readonly baskets: Baskets,
    catalog: PurchaseCatalog,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {
    this.changes = new BasketChanges(baskets, catalog, clock);
  }

  execute(input: CreateBasketInput): TE.TaskEither<PurchaseError, BasketView> {
    const now = this.clock.now().getTime();
    return pipe(
      this.changes.priceNewLines(input.products, input.site, input.customerId, now),
      TE.chain(({ lines, products }) =>
        pipe(
          this.baskets.create({
            token: this.tokens.newToken(),
            site: input.site,
            customerId: input.customerId,
            eligibleForVip: input.eligibleForVip,
            lines,
            createdAt: now,
          }),
          TE.map((created) => basketView(created, products, false)),
        ),
      ),
    );
  }
}
