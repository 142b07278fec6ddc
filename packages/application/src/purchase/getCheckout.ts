/**
 * The checkout of a basket (spec 1 §3 "Checkout data"; spec 2 §7.7 "GET checkout/{token}" with
 * promoCode, wallet and the other query parameters). A basket that cannot be checked out as it is
 * (token invalid or unknown, nothing purchasable, a line no longer available or above what the
 * shopper may buy) is CHECKOUT.BASKET_STALE, which the HTTP edge answers with 422: the client then
 * drops the basket cookie, creates a new basket and goes to its checkout (spec 1 §4).
 *
 * A promo code that does not apply does not fail the checkout: its block says why (applicable
 * false, message), as the spec's promoCode {applicable, message} does.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Basket,
  GIFTING_TYPES,
  type GiftingType,
  basketAnswersTo,
  isValidBasketToken,
  priceBasket,
  purchasableBasket,
} from '@kerching/domain/basket';
import { type OrderAmounts, type PurchaseError, orderAmounts, purchaseError } from '@kerching/domain/checkout';
import {
  type DeviceCapabilities,
  type PaymentFlags,
  type PaymentMethod,
  eligiblePaymentMethods,
} from '@kerching/domain/payment';
import type { PromoApplied, PromoCodeResponse } from '@kerching/domain/promo';
import { type CurrencyCode, SITES } from '@kerching/domain/site';
import { type WalletBalance, walletBalanceFor } from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { Baskets, PurchaseCatalog, Promotions, Wallets } from '@kerching/ports/purchase';
import { type BasketView, basketView, productsOf } from './basketView';
import { applyPromo } from './checkPromo';

export interface GetCheckoutInput {
  readonly token: string;
  readonly customerId: O.Option<string>;
  readonly promoCode: O.Option<string>;
  readonly useWallet: boolean;
  readonly device: DeviceCapabilities;
  readonly flags: PaymentFlags;
}

export interface CheckoutData {
  readonly basket: BasketView;
  readonly currency: CurrencyCode;
  readonly orderSummary: OrderAmounts;
  readonly promoCode: O.Option<PromoCodeResponse>;
  readonly wallet: O.Option<WalletBalance>;
  readonly paymentOptions: readonly PaymentMethod[];
  readonly giftingConfig: readonly GiftingType[];
  readonly isTravel: boolean;
  readonly isTravelValid: boolean;
}

interface PromoBlock {
  readonly applied: O.Option<PromoApplied>;
  readonly message: string;
}

const stale = (error: PurchaseError): PurchaseError =>
  purchaseError('CHECKOUT.BASKET_STALE', `${error.code}: ${error.detail}`);

export class GetCheckout {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly promotions: Promotions,
    private readonly wallets: Wallets,
    private readonly clock: Clock,
  ) {}

  execute(input: GetCheckoutInput): TE.TaskEither<PurchaseError, CheckoutData> {
    const now = this.clock.now().getTime();
    if (!isValidBasketToken(input.token)) return TE.left(purchaseError('CHECKOUT.BASKET_STALE', 'invalid token'));
    return pipe(
      this.baskets.byToken(input.token),
      // Another customer's basket is as gone as an unknown one (issue 40 item 7).
      TE.map(O.filter((basket: Basket) => basketAnswersTo(basket.customerId, input.customerId))),
      TE.chain(TE.fromOption(() => purchaseError('CHECKOUT.BASKET_STALE', 'no open basket'))),
      TE.bindTo('basket'),
      TE.bind('products', ({ basket }) => productsOf(this.catalog, basket.lines, input.customerId)),
      TE.bind('priced', ({ basket, products }) =>
        TE.fromEither(
          pipe(
            priceBasket(basket.lines, products, basket.site, SITES[basket.site].currency, now),
            E.mapLeft(stale),
            // An empty basket says so in the spec's words, not that its products are no longer reserved.
            E.chain(purchasableBasket),
          ),
        ),
      ),
      TE.bind('promo', ({ basket, priced }): TE.TaskEither<PurchaseError, O.Option<PromoBlock>> =>
        pipe(
          input.promoCode,
          O.filter((code) => code.trim() !== ''),
          O.match(
            (): TE.TaskEither<PurchaseError, O.Option<PromoBlock>> => TE.right(O.none),
            (code) =>
              pipe(
                applyPromo(this.promotions, code, input.customerId, basket.site, priced, now),
                TE.map((applied): O.Option<PromoBlock> => O.some({ applied: O.some(applied), message: '' })),
                TE.orElse((error) =>
                  error.code === 'PURCHASE.UNAVAILABLE'
                    ? TE.left(error)
                    : TE.right(O.some<PromoBlock>({ applied: O.none, message: error.message })),
                ),
              ),
          ),
        ),
      ),
      TE.bind('wallet', ({ priced }) =>
        O.isSome(input.customerId)
          ? pipe(
              this.wallets.balances(input.customerId.value, now),
              TE.map((b) => walletBalanceFor(b, priced.currency)),
            )
          : TE.right(O.none),
      ),
      TE.map(({ basket, products, priced, promo, wallet }): CheckoutData => {
        const discount = pipe(
          promo,
          O.chain((p) => p.applied),
          O.match(
            () => 0,
            (applied) => applied.discountMinor,
          ),
        );
        const amounts = orderAmounts(priced, discount, wallet, input.useWallet);
        const isTravel = priced.lines.some((l) => l.product.isTravel);
        return {
          basket: basketView(basket, products, true),
          currency: priced.currency,
          orderSummary: amounts,
          promoCode: pipe(
            promo,
            O.map((p) => ({ applicable: O.isSome(p.applied), message: p.message })),
          ),
          wallet,
          paymentOptions: eligiblePaymentMethods({
            site: SITES[basket.site],
            device: input.device,
            loggedIn: O.isSome(input.customerId),
            instruments: [],
            amountMinor: amounts.cashAmount,
            highFraudRisk: false,
            subcategoryIds: priced.lines.flatMap((l) =>
              O.isSome(l.product.subcategoryId) ? [l.product.subcategoryId.value] : [],
            ),
            flags: input.flags,
          }),
          giftingConfig: GIFTING_TYPES,
          isTravel,
          isTravelValid: true,
        };
      }),
    );
  }
}
