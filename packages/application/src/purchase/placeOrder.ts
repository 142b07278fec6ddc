/**
 * Placing an order (spec 2 §7.7 "Order request: orderLines, cashAmount, walletUsed. Order
 * confirmation: productOrder id, quantity, walletAmountUsed, cardType, currency"; issue 6).
 *
 * 1. The input is checked: no request field (basket token, idempotency key, payment token, promo code)
 *    may hold a card number (CHECKOUT.CARD_NUMBER_REFUSED; cards are
 *    tokenised by the gateway's hosted fields, only the *token* comes here), and the idempotency key
 *    must be 8 to 128 URL-safe characters.
 * 2. A key already answered returns the stored answer (the same request) or
 *    CHECKOUT.IDEMPOTENCY_KEY_REUSED (another request).
 * 3. The basket is priced from the catalogue with the domain's rules; an order with travel needs
 *    valid passenger details (CHECKOUT.PASSENGER_DETAILS_INVALID); the promo discount and the
 *    wallet split are computed; the amounts the shopper saw (cashAmount, walletUsed) must match, else
 *    CHECKOUT.AMOUNT_CHANGED. An all-wallet order must come through the card flow.
 * 4. One transaction (PurchaseStore): claim the key first (a concurrent duplicate waits, then gets
 *    the stored answer), then the basket by closing it (another checkout of the same basket with
 *    its own key waits, then finds it closed: CHECKOUT.BASKET_STALE, nothing charged; ADR 46),
 *    take inventory and the shopper's allowance product by product in id order, redeem the promo,
 *    spend the wallet, authorise and capture the cash amount, write the order, one voucher per
 *    unit, the referral of a referred friend's first order, and the confirmation email (outbox),
 *    store the answer.
 *    Any failure rolls everything back: no order, inventory restored. A capture whose transaction
 *    then fails is voided.
 * A failed attempt stores nothing under the key, so the shopper may retry with it.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import * as A from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import type { Stay } from '@kerching/domain/calendar';
import type { NormalisedEmail } from '@kerching/domain/account';
import {
  type Passenger,
  type OrderAmounts,
  type OrderConfirmation,
  type PassengerDetails,
  type PurchaseError,
  checkAllWalletPaymentFlow,
  checkPassengers,
  orderAmounts,
  orderConfirmationMail,
  purchaseError,
} from '@kerching/domain/checkout';
import { type PricedBasket, priceBasket, purchasableBasket, unitAmount } from '@kerching/domain/basket';
import { valueContainsCardNumber } from '@kerching/domain/payment';
import { SITES, type SiteKey } from '@kerching/domain/site';
import { voucherCode } from '@kerching/domain/voucher';
import { walletBalanceFor } from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { IdGenerator, TokenGenerator } from '@kerching/ports/accounts';
import type {
  Baskets,
  IdempotencyRecords,
  IssuedVoucher,
  PaymentGateway,
  PurchaseCatalog,
  PurchaseStore,
  PurchaseTransaction,
  Promotions,
  Wallets,
} from '@kerching/ports/purchase';
import { openBasket, productsOf } from './basketView';
import { applyPromo } from './checkPromo';

/** Everything PlaceOrder reads from a request. A payment is named by its gateway token only. */
export interface PlaceOrderInput {
  readonly site: SiteKey;
  readonly customer: { readonly id: string; readonly email: NormalisedEmail };
  readonly basketToken: string;
  readonly idempotencyKey: string;
  readonly paymentToken: O.Option<string>;
  readonly promoCode: O.Option<string>;
  readonly useWallet: boolean;
  /** The amounts the shopper saw at checkout (minor units). */
  readonly cashAmount: number;
  readonly walletUsed: number;
  /** As typed (spec 1 §5); needed when the basket holds travel, lead passenger first. */
  readonly passengers: readonly PassengerDetails[];
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
/** Vouchers are valid a year from purchase (spec 2 §9 "validity days also 365"); our reading. */
export const VOUCHER_VALIDITY_MS = 365 * 86_400_000;

/**
 * What makes two requests "the same order": everything but the payment token (a retry may carry a
 * fresh one). Stored beside the key, and compared when the key comes again.
 */
export const orderRequestHash = (input: PlaceOrderInput): string =>
  JSON.stringify([
    input.site,
    input.basketToken,
    O.toNullable(input.promoCode),
    input.useWallet,
    input.cashAmount,
    input.walletUsed,
    input.passengers,
  ]);

const checkInput = (input: PlaceOrderInput): E.Either<PurchaseError, PlaceOrderInput> => {
  // The fields a request carries; the customer (id, email) comes from the session, and an email may
  // well hold a long number (jane+1763900000000@...) that is nobody's card.
  const requestFields = [input.basketToken, input.idempotencyKey, input.paymentToken, input.promoCode];
  if (valueContainsCardNumber(requestFields)) {
    return E.left(purchaseError('CHECKOUT.CARD_NUMBER_REFUSED', 'a request field holds a card number'));
  }
  if (!IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
    return E.left(purchaseError('CHECKOUT.INPUT_INVALID', 'idempotency key must be 8 to 128 URL-safe characters'));
  }
  return E.right(input);
};

interface Plan {
  readonly priced: PricedBasket;
  readonly passengers: readonly Passenger[];
  readonly amounts: OrderAmounts;
  readonly promoCode: O.Option<string>;
}

export class PlaceOrder {
  constructor(
    private readonly baskets: Baskets,
    private readonly catalog: PurchaseCatalog,
    private readonly promotions: Promotions,
    private readonly wallets: Wallets,
    private readonly records: IdempotencyRecords,
    private readonly store: PurchaseStore,
    private readonly gateway: PaymentGateway,
    private readonly ids: IdGenerator,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: PlaceOrderInput): TE.TaskEither<PurchaseError, OrderConfirmation> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(checkInput(input)),
      TE.chain(() => this.stored(input)),
      TE.chain(
        O.match(
          () =>
            pipe(
              this.plan(input, now),
              TE.chain((plan) => this.place(input, plan, now)),
              // A duplicate that lost the race may fail its own checks (the basket is closed by then):
              // the stored answer wins.
              TE.orElse((error) =>
                pipe(
                  this.stored(input),
                  TE.chain(
                    O.match(
                      () => TE.left(error),
                      (result) => TE.right(result),
                    ),
                  ),
                ),
              ),
            ),
          (result) => TE.right(result),
        ),
      ),
    );
  }

  private stored(input: PlaceOrderInput): TE.TaskEither<PurchaseError, O.Option<OrderConfirmation>> {
    return pipe(
      this.records.find(input.customer.id, input.idempotencyKey),
      TE.chain(
        O.match(
          () => TE.right(O.none),
          (record) =>
            record.requestHash === orderRequestHash(input)
              ? TE.right(O.some(record.result))
              : TE.left(purchaseError('CHECKOUT.IDEMPOTENCY_KEY_REUSED', 'key used for another request')),
        ),
      ),
    );
  }

  private plan(input: PlaceOrderInput, now: number): TE.TaskEither<PurchaseError, Plan> {
    const customerId = O.some(input.customer.id);
    return pipe(
      openBasket(this.baskets, input.basketToken, customerId),
      TE.mapLeft((error) => purchaseError('CHECKOUT.BASKET_STALE', error.detail)),
      TE.filterOrElse(
        (basket) =>
          O.getOrElse(() => input.customer.id)(basket.customerId) === input.customer.id && basket.site === input.site,
        () => purchaseError('BASKET.FORBIDDEN', 'basket of another customer or site'),
      ),
      TE.bindTo('basket'),
      TE.bind('products', ({ basket }) => productsOf(this.catalog, basket.lines, customerId)),
      TE.bind('priced', ({ basket, products }) =>
        TE.fromEither(
          pipe(
            priceBasket(basket.lines, products, input.site, SITES[input.site].currency, now),
            E.chain(purchasableBasket),
          ),
        ),
      ),
      TE.bind('passengers', ({ priced }) =>
        TE.fromEither(
          pipe(
            checkPassengers(
              input.passengers,
              priced.lines.some((l) => l.product.isTravel),
              new Date(now),
            ),
            E.mapLeft((refusal) => purchaseError('CHECKOUT.PASSENGER_DETAILS_INVALID', JSON.stringify(refusal))),
          ),
        ),
      ),
      TE.bind('promo', ({ priced }) =>
        pipe(
          input.promoCode,
          O.filter((code) => code.trim() !== ''),
          O.match(
            () => TE.right(O.none),
            (code) => pipe(applyPromo(this.promotions, code, customerId, input.site, priced, now), TE.map(O.some)),
          ),
        ),
      ),
      TE.bind('balances', () => this.wallets.balances(input.customer.id, now)),
      TE.chain(({ priced, passengers, promo, balances }) => {
        const discount = O.match(
          () => 0,
          (p: { readonly discountMinor: number }) => p.discountMinor,
        )(promo);
        const amounts = orderAmounts(priced, discount, walletBalanceFor(balances, priced.currency), input.useWallet);
        if (amounts.cashAmount !== input.cashAmount || amounts.walletAmountUsed !== input.walletUsed) {
          return TE.left(
            purchaseError(
              'CHECKOUT.AMOUNT_CHANGED',
              `expected cash ${amounts.cashAmount} and wallet ${amounts.walletAmountUsed}`,
            ),
          );
        }
        return pipe(
          this.checkPayment(input, amounts),
          TE.map(() => ({
            priced,
            passengers,
            amounts,
            promoCode: pipe(
              promo,
              O.map((p) => p.code),
            ),
          })),
        );
      }),
    );
  }

  private checkPayment(input: PlaceOrderInput, amounts: OrderAmounts): TE.TaskEither<PurchaseError, void> {
    if (amounts.cashAmount > 0 && O.isNone(input.paymentToken)) {
      return TE.left(purchaseError('PAYMENT.TOKEN_INVALID', 'a payment token is needed for the cash amount'));
    }
    if (amounts.cashAmount > 0 || O.isNone(input.paymentToken)) return TE.right(undefined);
    return pipe(
      this.gateway.describe(input.paymentToken.value),
      TE.chainEitherK(({ method }) =>
        pipe(
          checkAllWalletPaymentFlow({ cashAmount: amounts.cashAmount, walletUsed: amounts.walletAmountUsed }, method),
          E.bimap(
            (error) => purchaseError('CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW', error.detail),
            () => undefined,
          ),
        ),
      ),
    );
  }

  private place(input: PlaceOrderInput, plan: Plan, now: number): TE.TaskEither<PurchaseError, OrderConfirmation> {
    const orderId = this.ids.newId();
    const captured: string[] = [];
    const hash = orderRequestHash(input);
    const work = (tx: PurchaseTransaction): TE.TaskEither<PurchaseError, OrderConfirmation> =>
      pipe(
        tx.idempotencyKeys.claim(input.customer.id, input.idempotencyKey, hash, now),
        TE.chain((claim) => {
          if (claim._tag === 'Completed') {
            return claim.requestHash === hash
              ? TE.right(claim.result)
              : TE.left(purchaseError('CHECKOUT.IDEMPOTENCY_KEY_REUSED', 'key used for another request'));
          }
          return pipe(
            // The basket is claimed before anything is taken or charged: only the checkout that
            // closed it goes on; any other is CHECKOUT.BASKET_STALE and reaches no card.
            tx.baskets.claim(input.basketToken, now),
            TE.chain(() => this.takeEverything(tx, input, plan, orderId, now)),
            TE.chain(() => this.pay(input, plan, orderId, captured)),
            TE.map((cardType) => this.confirmation(plan, orderId, cardType, now)),
            TE.chainFirst((confirmation) => this.record(tx, input, plan, confirmation, now)),
          );
        }),
      );
    return pipe(
      this.store.transaction(work),
      TE.orElse((error) =>
        pipe(
          captured,
          A.traverse(TE.ApplicativeSeq)((id) =>
            pipe(
              this.gateway.void(id),
              TE.orElse(() => TE.right<PurchaseError, void>(undefined)),
            ),
          ),
          TE.chain(() => TE.left<PurchaseError, OrderConfirmation>(error)),
        ),
      ),
    );
  }

  private takeEverything(tx: PurchaseTransaction, input: PlaceOrderInput, plan: Plan, orderId: string, now: number) {
    const lines = [...plan.priced.lines].sort((a, b) => a.product.productId - b.product.productId);
    return pipe(
      lines,
      A.traverse(TE.ApplicativeSeq)((l) =>
        pipe(
          tx.inventory.take(l.product.productId, l.line.quantity),
          // A stay takes a room from each of its nights (ADR 28).
          TE.chain(() =>
            O.isSome(l.line.stay)
              ? tx.inventory.takeStay(l.product.productId, l.line.stay.value, l.line.quantity)
              : TE.right<PurchaseError, void>(undefined),
          ),
          TE.chain(() =>
            O.isSome(l.product.maxPerUser)
              ? tx.inventory.takeAllowance(
                  input.customer.id,
                  l.product.productId,
                  l.line.quantity,
                  l.product.maxPerUser.value,
                )
              : TE.right<PurchaseError, void>(undefined),
          ),
        ),
      ),
      TE.chain(() =>
        O.isSome(plan.promoCode)
          ? tx.promotions.redeem(input.site, plan.promoCode.value, input.customer.id, orderId, now)
          : TE.right(undefined),
      ),
      TE.chain(() =>
        plan.amounts.walletAmountUsed > 0
          ? pipe(
              tx.wallets.spend({
                customerId: input.customer.id,
                currency: plan.priced.currency,
                amountMinor: plan.amounts.walletAmountUsed,
                marketingCapMinor: plan.amounts.marketingCapMinor,
                orderId,
                at: now,
              }),
              TE.map(() => undefined),
            )
          : TE.right(undefined),
      ),
    );
  }

  /** Authorises and captures the cash amount; the card type, none for an all-wallet order. */
  private pay(input: PlaceOrderInput, plan: Plan, orderId: string, captured: string[]) {
    if (plan.amounts.cashAmount === 0 || O.isNone(input.paymentToken)) return TE.right(O.none);
    return pipe(
      this.gateway.authorise({
        paymentToken: input.paymentToken.value,
        amountMinor: plan.amounts.cashAmount,
        currency: plan.priced.currency,
        reference: orderId,
      }),
      TE.chainFirst((authorisation) =>
        pipe(
          this.gateway.capture(authorisation.authorisationId),
          TE.map((): void => {
            captured.push(authorisation.authorisationId);
          }),
          TE.orElse((error) =>
            pipe(
              this.gateway.void(authorisation.authorisationId),
              TE.chain(() => TE.left<PurchaseError, void>(error)),
            ),
          ),
        ),
      ),
      TE.map((authorisation) => O.some(authorisation)),
    );
  }

  private confirmation(
    plan: Plan,
    orderId: string,
    authorisation: O.Option<{ readonly cardType: string; readonly authorisationId: string }>,
    now: number,
  ): OrderConfirmation {
    const lines = plan.priced.lines.map((l, index) => ({
      productOrderId: `${orderId}-${index + 1}`,
      productId: l.product.productId,
      dealId: l.product.dealId,
      title: l.product.dealTitle,
      quantity: l.line.quantity,
      // With its admin fee: a refunded voucher gives the fee back too (the admin fee page says so).
      unitPriceMinor: unitAmount(l.product),
      voucherCodes: Array.from({ length: l.line.quantity }, () => voucherCode(this.tokens.newToken())),
      ...O.match(
        () => ({}),
        (stay: Stay) => ({ stay }),
      )(l.line.stay),
    }));
    return {
      orderId,
      productOrder: { id: orderId, quantity: lines.reduce((sum, l) => sum + l.quantity, 0) },
      lines,
      totalOrderAmount: plan.amounts.totalOrderAmount,
      promoDiscount: plan.amounts.promoDiscount,
      walletAmountUsed: plan.amounts.walletAmountUsed,
      cashAmount: plan.amounts.cashAmount,
      cardType: pipe(
        authorisation,
        O.map((a) => a.cardType),
      ),
      currency: plan.priced.currency,
      placedAt: now,
    };
  }

  private record(tx: PurchaseTransaction, input: PlaceOrderInput, plan: Plan, c: OrderConfirmation, now: number) {
    const vouchers: IssuedVoucher[] = c.lines.flatMap((line) =>
      line.voucherCodes.map((code) => ({
        code,
        orderId: c.orderId,
        productOrderId: line.productOrderId,
        productId: line.productId,
        dealId: line.dealId,
        title: line.title,
        customerId: input.customer.id,
        purchasedAt: now,
        expiresAt: now + VOUCHER_VALIDITY_MS,
      })),
    );
    const mail = orderConfirmationMail({
      brand: SITES[input.site].displayName,
      orderId: c.orderId,
      currency: c.currency,
      cashAmountMinor: c.cashAmount,
      walletAmountUsedMinor: c.walletAmountUsed,
      lines: c.lines,
    });
    return pipe(
      tx.orders.create({
        confirmation: c,
        customerId: input.customer.id,
        site: input.site,
        basketToken: input.basketToken,
        promoCode: plan.promoCode,
        paymentReference: O.none,
        passengers: plan.passengers,
      }),
      TE.chain(() => tx.vouchers.issue(vouchers)),
      // A friend who signed up through a referral link: their first order starts the referral.
      TE.chain(() => tx.referrals.firstPurchase(input.customer.id, c.orderId, now)),
      TE.chain(() =>
        pipe(
          tx.mailer.send({ ...mail, site: input.site, to: input.customer.email, queuedAt: now }),
          TE.mapLeft((error) => purchaseError('PURCHASE.UNAVAILABLE', error.detail)),
        ),
      ),
      TE.chain(() => tx.idempotencyKeys.complete(input.customer.id, input.idempotencyKey, c)),
    );
  }
}
