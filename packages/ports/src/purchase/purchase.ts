/**
 * The driven ports of the purchase core (issue 6): baskets, what the catalogue says about buying a
 * product, inventory, orders, vouchers, wallets, promotions, idempotency keys and the payment
 * gateway. Times are epoch milliseconds passed in by the use-cases; "absent" is Option; failures are
 * PurchaseError values (a store that fails gives PURCHASE.UNAVAILABLE).
 *
 * Order placement is one unit of work: `PurchaseStore.transaction(work)` runs `work` with the
 * transactional ports; a Left from `work` rolls everything back (inventory, promo use, wallet spend,
 * order, vouchers, mail), a Right commits it.
 *
 * No card number ever crosses these ports: payments name a gateway *token* only.
 */
import type * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Basket, BasketLine, PurchasableProduct } from '@kerching/domain/basket';
import type {
  CustomerContact,
  CustomerDetails,
  OrderConfirmation,
  Passenger,
  PurchaseError,
} from '@kerching/domain/checkout';
import type { Stay } from '@kerching/domain/calendar';
import type { CardForm, PaymentInstrumentType } from '@kerching/domain/payment';
import type { Promotion } from '@kerching/domain/promo';
import type { CountryCode, CurrencyCode, SiteKey } from '@kerching/domain/site';
import type {
  CreditCampaign,
  CreditClaimStatus,
  GiftCard,
  HeldCredit,
  WalletBalance,
  WalletCreditGrant,
  WalletCreditKind,
  WalletEntry,
} from '@kerching/domain/wallet';
import type { Mailer } from '../accounts/accounts';
import type { ProductCalendar } from '../productCalendar';

// ---------------------------------------------------------------------------------------------
// Baskets (the basket and its lines are domain types: @kerching/domain/basket)

export interface NewBasket {
  readonly token: string;
  readonly site: SiteKey;
  readonly customerId: O.Option<string>;
  readonly eligibleForVip: boolean;
  readonly lines: readonly BasketLine[];
  readonly createdAt: number;
}

export interface Baskets {
  create(basket: NewBasket): TE.TaskEither<PurchaseError, Basket>;
  /** An open basket (not yet ordered) by token. */
  byToken(token: string): TE.TaskEither<PurchaseError, O.Option<Basket>>;
  /** The customer's most recently changed open basket on the site. */
  byCustomer(customerId: string, site: SiteKey): TE.TaskEither<PurchaseError, O.Option<Basket>>;
  /** Replaces every line (in the given order); BASKET.NOT_FOUND when not open. */
  replaceLines(
    token: string,
    lines: readonly BasketLine[],
    eligibleForVip: O.Option<boolean>,
    now: number,
  ): TE.TaskEither<PurchaseError, Basket>;
  /** Links the basket to a customer; BASKET.FORBIDDEN when it belongs to another one. */
  linkCustomer(token: string, customerId: string, now: number): TE.TaskEither<PurchaseError, Basket>;
  /** Closes a basket (merged into another): it is no longer open. */
  close(token: string, now: number): TE.TaskEither<PurchaseError, void>;
}

// ---------------------------------------------------------------------------------------------
// What the catalogue says about buying a product (the purchasable product is a domain type)

/** Products as the basket buys them; a calendar product's days price its stays. */
export interface PurchaseCatalog extends ProductCalendar {
  /**
   * The products found among `productIds`, with the customer's purchases and VIP membership when one
   * is given.
   */
  products(
    productIds: readonly number[],
    customerId: O.Option<string>,
  ): TE.TaskEither<PurchaseError, ReadonlyMap<number, PurchasableProduct>>;
}

// ---------------------------------------------------------------------------------------------
// The unit of work of order placement

/** Stock, day and week remaining of a product, taken atomically (never below zero). */
export interface Inventory {
  /** DEAL.SOLD_OUT when stock is short, DEAL.CAP_REACHED when the day's or week's remaining is. */
  take(productId: number, quantity: number): TE.TaskEither<PurchaseError, void>;
  /** Counts the units against the customer's allowance; BASKET.MAX_QUANTITY_EXCEEDED beyond it. */
  takeAllowance(
    customerId: string,
    productId: number,
    quantity: number,
    maxPerUser: number,
  ): TE.TaskEither<PurchaseError, void>;
  /** Gives units back (a cancelled order). */
  release(productId: number, quantity: number): TE.TaskEither<PurchaseError, void>;
  /**
   * A room a unit from each night of a stay (check-in included, check-out not) whose rooms the
   * calendar counts, never below zero: CALENDAR.STAY_UNAVAILABLE when a night has too few left.
   */
  takeStay(productId: number, stay: Stay, quantity: number): TE.TaskEither<PurchaseError, void>;
}

export interface NewOrder {
  readonly confirmation: OrderConfirmation;
  readonly customerId: string;
  readonly site: SiteKey;
  readonly basketToken: string;
  readonly promoCode: O.Option<string>;
  readonly paymentReference: O.Option<string>;
  /** The travellers of an order with travel (lead passenger first); empty otherwise. */
  readonly passengers: readonly Passenger[];
}

export interface Orders {
  create(order: NewOrder): TE.TaskEither<PurchaseError, void>;
}

/** The deals a customer bought on a site, most recently bought first (spec 1 §2 /buy-again). */
export interface PurchasedDeals {
  dealIdsBoughtBy(site: SiteKey, customerId: string, limit: number): TE.TaskEither<PurchaseError, readonly number[]>;
}

export interface OrderHistory {
  /** The customer's order (none for another customer's order). */
  byId(orderId: string, customerId: string): TE.TaskEither<PurchaseError, O.Option<OrderConfirmation>>;
}

export interface IssuedVoucher {
  readonly code: string;
  readonly orderId: string;
  readonly productOrderId: string;
  readonly productId: number;
  readonly dealId: number;
  readonly title: string;
  readonly customerId: string;
  readonly purchasedAt: number;
  readonly expiresAt: number;
}

/** A voucher in the shopper's list: its refund, if it has been refunded. */
export interface ListedVoucher extends IssuedVoucher {
  readonly refund: {
    readonly amountMinor: number;
    readonly currency: CurrencyCode;
    readonly refundedAt: number;
  } | null;
}

/** What a refund decision needs: the voucher and what was paid for it. */
export interface RefundableVoucher {
  readonly voucher: ListedVoucher;
  readonly unitPriceMinor: number;
  readonly orderTotalMinor: number;
  readonly orderPromoDiscountMinor: number;
  readonly currency: CurrencyCode;
}

/** A shopper's request to refund one of their vouchers, at an instant. */
export interface VoucherRefundRequest {
  readonly code: string;
  readonly customerId: string;
  readonly reason: string;
  readonly at: number;
  /** When the refund's wallet credit expires. */
  readonly creditExpiresAt: number;
}

/**
 * Voucher refunds (money-back guarantee). A refund is decided and written in one unit of work: the
 * shopper's voucher is read and locked, the caller's rule asked for the amount, the refund recorded
 * (once per voucher), the amount credited to the wallet as refundable credit (until
 * `creditExpiresAt`), and a pending referral whose first order it was cancelled.
 */
export interface VoucherRefunds {
  refund(
    request: VoucherRefundRequest,
    decide: (voucher: O.Option<RefundableVoucher>) => E.Either<PurchaseError, number>,
  ): TE.TaskEither<PurchaseError, { readonly amountMinor: number; readonly currency: CurrencyCode }>;
}

/** Vouchers: one per unit bought, each with a unique code. */
export interface Vouchers {
  issue(vouchers: readonly IssuedVoucher[]): TE.TaskEither<PurchaseError, void>;
}

/**
 * A referred friend's first order starts their referral (spec 1 §4 "pending"): inside the order's
 * unit of work, a friend who signed up through a link and had not bought yet becomes pending.
 */
export interface ReferralPurchases {
  firstPurchase(friendId: string, orderId: string, at: number): TE.TaskEither<PurchaseError, void>;
}

export interface VoucherList {
  /** The customer's vouchers, newest first. */
  byCustomer(
    customerId: string,
    page: number,
    pageSize: number,
  ): TE.TaskEither<PurchaseError, readonly ListedVoucher[]>;
}

export interface WalletSpend {
  readonly customerId: string;
  readonly currency: CurrencyCode;
  readonly amountMinor: number;
  /** The most marketing credit this basket may take. */
  readonly marketingCapMinor: number;
  readonly orderId: string;
  readonly at: number;
}

/**
 * Wallet balances per customer and currency, of the credit usable at `at` (credit expires: domain
 * heldCredit.ts). Reads are outside the unit of work.
 */
export interface Wallets {
  /** The balances with credit usable at `at`, by currency. */
  balances(customerId: string, at: number): TE.TaskEither<PurchaseError, readonly WalletBalance[]>;
  /** The credits in `currency` usable at `at`, each with what is left and when it expires. */
  credits(customerId: string, currency: CurrencyCode, at: number): TE.TaskEither<PurchaseError, readonly HeldCredit[]>;
  /** The newest `limit` transactions in `currency` (with the expiries up to `at`), newest first. */
  entries(
    customerId: string,
    currency: CurrencyCode,
    limit: number,
    at: number,
  ): TE.TaskEither<PurchaseError, readonly WalletEntry[]>;
  /** Adds credit usable until `expiresAt`, or for good when null (refunds, claims, tests). */
  credit(
    customerId: string,
    currency: CurrencyCode,
    kind: WalletCreditKind,
    amountMinor: number,
    at: number,
    expiresAt: number | null,
  ): TE.TaskEither<PurchaseError, WalletBalance>;
}

/**
 * Campaign credit (spec 2 §7.7). A claim is decided and written in one unit of work: the campaign is
 * read, the shopper's claim taken (once per shopper and campaign, also under concurrent claims), the
 * caller's rule asked, and only on SUCCESS is the claim kept and the campaign's amount credited to the
 * wallet as promotional credit.
 */
export interface CreditCampaigns {
  claim(
    request: { readonly code: string; readonly customerId: string; readonly at: number },
    decide: (campaign: O.Option<CreditCampaign>, alreadyClaimed: boolean) => CreditClaimStatus,
  ): TE.TaskEither<PurchaseError, { readonly status: CreditClaimStatus; readonly campaign: O.Option<CreditCampaign> }>;
  /** Creates or replaces a campaign (demo data, administration). */
  save(campaign: CreditCampaign): TE.TaskEither<PurchaseError, void>;
}

/**
 * Gift cards. A redemption is decided and written in one unit of work: the card is read and locked,
 * the caller's rule asked, and on a grant the card is marked redeemed by the shopper and the amount
 * credited to their wallet as refundable credit in the card's currency.
 */
export interface GiftCards {
  redeem(
    request: { readonly code: string; readonly customerId: string; readonly at: number },
    decide: (card: O.Option<GiftCard>) => E.Either<PurchaseError, WalletCreditGrant>,
  ): TE.TaskEither<PurchaseError, WalletCreditGrant>;
  /** Issues a card (demo data, administration); an existing code is left as it is. */
  issue(card: {
    readonly code: string;
    readonly currency: CurrencyCode;
    readonly amountMinor: number;
    readonly issuedAt: number;
  }): TE.TaskEither<PurchaseError, void>;
}

/** Spending inside the order's unit of work: locks the balance; WALLET.INSUFFICIENT when short. */
export interface WalletSpending {
  spend(spend: WalletSpend): TE.TaskEither<PurchaseError, WalletBalance>;
}

/** A site's promotions: codes are unique within a site (the same code may run on every site). */
export interface Promotions {
  byCode(site: string, code: string): TE.TaskEither<PurchaseError, O.Option<Promotion>>;
  usedByCustomer(site: string, code: string, customerId: string): TE.TaskEither<PurchaseError, boolean>;
  /** The site's promotions marked to be shown on its discount codes page, working or not. */
  listed(site: string): TE.TaskEither<PurchaseError, ReadonlyArray<Promotion>>;
}

/** Redeeming inside the order's unit of work: PROMO.ALREADY_USED when no use is left for the customer. */
export interface PromotionRedemptions {
  redeem(
    site: string,
    code: string,
    customerId: string,
    orderId: string,
    at: number,
  ): TE.TaskEither<PurchaseError, void>;
}

export type IdempotencyClaim =
  | { readonly _tag: 'Claimed' }
  | { readonly _tag: 'Completed'; readonly requestHash: string; readonly result: OrderConfirmation };

/**
 * Idempotency keys of order placement, per customer. `claim` inserts the key first in the unit of
 * work: a concurrent duplicate waits for the first to commit (or roll back) and then sees its result.
 */
export interface IdempotencyKeys {
  claim(
    customerId: string,
    key: string,
    requestHash: string,
    now: number,
  ): TE.TaskEither<PurchaseError, IdempotencyClaim>;
  complete(customerId: string, key: string, result: OrderConfirmation): TE.TaskEither<PurchaseError, void>;
}

/** Reading a key's stored answer outside the unit of work (a retry after the order committed). */
export interface IdempotencyRecords {
  find(
    customerId: string,
    key: string,
  ): TE.TaskEither<PurchaseError, O.Option<{ readonly requestHash: string; readonly result: OrderConfirmation }>>;
}

/** The order's hold on its basket, inside the order's transaction. */
export interface BasketClaims {
  /**
   * Closes the open basket for this order: the claim that lets one checkout of a basket go on to
   * charge and order. CHECKOUT.BASKET_STALE when it is no longer open (another checkout claimed it);
   * a concurrent claim waits for this transaction's end.
   */
  claim(token: string, now: number): TE.TaskEither<PurchaseError, void>;
}

export interface PurchaseTransaction {
  readonly idempotencyKeys: IdempotencyKeys;
  readonly inventory: Inventory;
  readonly promotions: PromotionRedemptions;
  readonly wallets: WalletSpending;
  readonly orders: Orders;
  readonly vouchers: Vouchers;
  readonly referrals: ReferralPurchases;
  readonly baskets: BasketClaims;
  /** The mail outbox, written in the same transaction. */
  readonly mailer: Mailer;
}

export interface PurchaseStore {
  transaction<A>(work: (tx: PurchaseTransaction) => TE.TaskEither<PurchaseError, A>): TE.TaskEither<PurchaseError, A>;
}

// ---------------------------------------------------------------------------------------------
// Payments

export interface AuthorisationRequest {
  readonly paymentToken: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  /** Our reference (the order id): a gateway refuses a second authorisation for it. */
  readonly reference: string;
}

export interface PaymentAuthorisation {
  readonly authorisationId: string;
  readonly method: PaymentInstrumentType;
  /** Card brand (e.g. "Visa") or the method's name (e.g. "PayPal"). */
  readonly cardType: string;
}

/**
 * A payment provider. It only ever sees tokens made by its own hosted fields or approval flows;
 * failures are the payment catalogue's codes (PAYMENT.DECLINED_BY_BANK, ...), PAYMENT.TOKEN_INVALID
 * for an unknown or used token.
 */
export interface PaymentGateway {
  /** What a token will pay with, without charging (checkout shows it; the all-wallet rule reads it). */
  describe(paymentToken: string): TE.TaskEither<PurchaseError, { readonly method: PaymentInstrumentType }>;
  authorise(request: AuthorisationRequest): TE.TaskEither<PurchaseError, PaymentAuthorisation>;
  capture(authorisationId: string): TE.TaskEither<PurchaseError, void>;
  /** Cancels an authorisation (refunds it if captured). */
  void(authorisationId: string): TE.TaskEither<PurchaseError, void>;
}

/**
 * The provider's shopper-facing side: hosted card fields and approval flows that turn what the
 * shopper enters (a card number, a PayPal approval, a wallet sheet, a Klarna or Clearpay session)
 * into a payment token. Card numbers go here and nowhere else; orders only ever carry tokens.
 */
export interface HostedPayments {
  /** Refuses, as a provider would, card details it could not charge (spec 1 §5 "Card"). */
  tokeniseCard(card: CardForm): E.Either<PurchaseError, string>;
  /** The card add-on (/bt/addon): the same hosted fields, for an add-on payment. */
  cardAddOn(card: CardForm): E.Either<PurchaseError, string>;
  createPayPalApproval(credit: boolean): string;
  approvePayPal(approvalId: string, payerEmail: string): E.Either<PurchaseError, string>;
  /** Apple Pay or Google Pay: the device's payment sheet gives a token. */
  walletToken(method: 'apple' | 'google'): string;
  createKlarnaSession(amountMinor: number): string;
  klarnaPay(sessionId: string): E.Either<PurchaseError, string>;
  createClearpayCheckout(amountMinor: number): string;
  clearpayPay(checkoutId: string): E.Either<PurchaseError, string>;
}

/** The shopper's checkout details (name, contact phone, address), kept for their next checkout. */
/** A shopper's checkout details, one set per edition (country): a UK and an Irish address apart. */
export interface CustomerDetailsBook {
  byCustomer(customerId: string, countryCode: CountryCode): TE.TaskEither<PurchaseError, O.Option<CustomerDetails>>;
  save(customerId: string, details: CustomerDetails, at: number): TE.TaskEither<PurchaseError, void>;
  /** The name and phone only (nothing to post): an address kept from before stays. */
  saveContact(customerId: string, contact: CustomerContact, at: number): TE.TaskEither<PurchaseError, void>;
}
