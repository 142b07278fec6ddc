/**
 * Express buy from the deal page (issue 6; domain checkout/expressBuy.ts): the chosen product goes
 * into a basket of its own and, when the shopper may buy this way and their wallet pays it all, the
 * order is placed at once with the details of their last checkout. Otherwise the answer is the
 * fallback: that basket, for the normal checkout, with the reason. Only a broken store is an error.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { NormalisedEmail } from '@kerching/domain/account';
import {
  type CustomerDetails,
  type ExpressBuyRefusal,
  type OrderConfirmation,
  type PurchaseError,
  expressBuyAllowed,
  savedDetailsSuffice,
  walletPaysAll,
} from '@kerching/domain/checkout';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { ProductRequest } from '@kerching/domain/basket';
import type { CreateBasket } from './createBasket';
import type { GetCheckout } from './getCheckout';
import type { GetCustomerDetails } from './getCustomerDetails';
import type { PlaceOrder } from './placeOrder';

export interface ExpressBuyInput {
  readonly site: SiteKey;
  readonly customer: { readonly id: string; readonly email: NormalisedEmail };
  readonly product: ProductRequest;
  /** The deal needs dates, travellers or a deposit choice. */
  readonly needsChoices: boolean;
  readonly idempotencyKey: string;
}

export type ExpressBuyOutcome =
  | { readonly kind: 'ordered'; readonly confirmation: OrderConfirmation }
  | {
      readonly kind: 'fallback';
      readonly basketToken: string;
      readonly reason: ExpressBuyRefusal | PurchaseError['code'];
    };

export class ExpressBuy {
  constructor(
    private readonly createBasket: CreateBasket,
    private readonly getCheckout: GetCheckout,
    private readonly getCustomerDetails: GetCustomerDetails,
    private readonly placeOrder: PlaceOrder,
  ) {}

  execute(input: ExpressBuyInput): TE.TaskEither<PurchaseError, ExpressBuyOutcome> {
    const fallback =
      (basketToken: string) =>
      (reason: ExpressBuyRefusal | PurchaseError['code']): ExpressBuyOutcome => ({
        kind: 'fallback',
        basketToken,
        reason,
      });
    return pipe(
      TE.Do,
      TE.apS(
        'basket',
        this.createBasket.execute({
          site: input.site,
          customerId: O.none,
          eligibleForVip: false,
          products: [input.product],
        }),
      ),
      TE.apS(
        'details',
        this.getCustomerDetails.execute({ customerId: input.customer.id, countryCode: SITES[input.site].countryCode }),
      ),
      TE.chain(({ basket, details }) => {
        const allowed = expressBuyAllowed({
          signedIn: true,
          hasSavedDetails: O.exists((saved: CustomerDetails) => savedDetailsSuffice(saved, basket.products))(details),
          needsChoices: input.needsChoices,
        });
        if (E.isLeft(allowed)) return TE.right(fallback(basket.id)(allowed.left));
        return pipe(
          this.getCheckout.execute({
            token: basket.id,
            customerId: O.some(input.customer.id),
            promoCode: O.none,
            useWallet: true,
            device: { applePay: false, isInternetExplorer: false },
            flags: { clearpayEnabled: false, klarnaStrict: false },
          }),
          TE.chain((checkout): TE.TaskEither<PurchaseError, ExpressBuyOutcome> => {
            const amounts = checkout.orderSummary;
            if (!walletPaysAll(amounts)) return TE.right(fallback(basket.id)('NO_SAVED_INSTRUMENT'));
            return pipe(
              this.placeOrder.execute({
                site: input.site,
                customer: input.customer,
                basketToken: basket.id,
                idempotencyKey: input.idempotencyKey,
                paymentToken: O.none,
                promoCode: O.none,
                useWallet: true,
                cashAmount: 0,
                walletUsed: amounts.walletAmountUsed,
                // Travel needs choices, so it never comes this way.
                passengers: [],
              }),
              TE.map((confirmation): ExpressBuyOutcome => ({ kind: 'ordered', confirmation })),
              TE.orElse((error) =>
                error.code === 'PURCHASE.UNAVAILABLE' ? TE.left(error) : TE.right(fallback(basket.id)(error.code)),
              ),
            );
          }),
          TE.orElse((error) =>
            error.code === 'PURCHASE.UNAVAILABLE' ? TE.left(error) : TE.right(fallback(basket.id)(error.code)),
          ),
        );
      }),
    );
  }
}
