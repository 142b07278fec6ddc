/**
 * Purchase in the composition root (issue 6): the SQL stores, the sandbox payment gateway (state in
 * memory, one per container) and random ids and tokens, bound to the purchase use-cases.
 */
import type { Container } from 'inversify';
import {
  AddOnToBasket,
  AddToBasket,
  AddToShoppersBasket,
  CheckPromo,
  CreateBasket,
  ExpressBuy,
  ListDiscountCodes,
  GetBasket,
  GetCheckout,
  GetCustomerDetails,
  GetOrderConfirmation,
  LinkBasketToCustomer,
  ListVouchers,
  GetWallet,
  ClaimCampaignCredit,
  RedeemGiftCard,
  RequestVoucherRefund,
  MergeBasketsAtSignIn,
  PlaceOrder,
  RecoverBasket,
  RemoveFromBasket,
  ReplaceBasket,
  SaveCustomerDetails,
  UpdateBasketLine,
} from '@kerching/application';
import { type SqlClient } from '@kerching/adapters-sql';
import {
  SqlBaskets,
  SqlCustomerDetails,
  SqlIdempotencyRecords,
  SqlOrderHistory,
  SqlPromotions,
  SqlPurchaseCatalog,
  SqlPurchaseStore,
  SqlWallets,
  SqlCreditCampaigns,
  SqlGiftCards,
  SqlVoucherRefunds,
} from '@kerching/adapters-sql/purchase';
import {
  TOKENS,
  key,
  type Key,
  type Baskets,
  type Clock,
  type CreditCampaigns,
  type CustomerDetailsBook,
  type GiftCards,
  type IdempotencyRecords,
  type OrderHistory,
  type PaymentGateway,
  type ProductCalendar,
  type Promotions,
  type PurchaseCatalog,
  type PurchaseStore,
  type VoucherList,
  type VoucherRefunds,
  type Wallets,
} from '@kerching/ports';
import type { IdGenerator, TokenGenerator } from '@kerching/ports/accounts';
import { PURCHASE_KEYS } from '@kerching/application/services';
import { SandboxPaymentGateway } from '@kerching/adapters-node';
import { SQL_CLIENT, bindKey } from './keys';

const ORDER_HISTORY = key<SqlOrderHistory>('server.OrderHistory');
/** The sandbox provider: one per container, since its tokens and approvals live in this process. */
const SANDBOX = key<SandboxPaymentGateway>('server.PaymentSandbox');

/** Binds the purchase stores (SQL), the payment provider (the sandbox) and every purchase use-case. */
export const bindPurchase = (container: Container): void => {
  const sql = <T>(bound: Key<T>, adapter: (db: SqlClient) => T): void => {
    bindKey(container, bound).toResolvedValue(adapter, [SQL_CLIENT]);
  };
  sql(TOKENS.Baskets, (db) => new SqlBaskets(db));
  bindKey(container, TOKENS.PurchaseCatalog).toResolvedValue(
    (db: SqlClient, calendar: ProductCalendar) => new SqlPurchaseCatalog(db, calendar),
    [SQL_CLIENT, TOKENS.ProductCalendar],
  );
  sql(TOKENS.Promotions, (db) => new SqlPromotions(db));
  sql(TOKENS.Wallets, (db) => new SqlWallets(db));
  bindKey(container, ORDER_HISTORY).toResolvedValue((db: SqlClient) => new SqlOrderHistory(db), [SQL_CLIENT]);
  bindKey(container, TOKENS.OrderHistory).toService(ORDER_HISTORY);
  bindKey(container, TOKENS.PurchasedDeals).toService(ORDER_HISTORY);
  bindKey(container, TOKENS.VoucherList).toService(ORDER_HISTORY);
  sql(TOKENS.CustomerDetailsBook, (db) => new SqlCustomerDetails(db));
  sql(TOKENS.IdempotencyRecords, (db) => new SqlIdempotencyRecords(db));
  sql(TOKENS.PurchaseStore, (db) => new SqlPurchaseStore(db));
  sql(TOKENS.CreditCampaigns, (db) => new SqlCreditCampaigns(db));
  sql(TOKENS.GiftCards, (db) => new SqlGiftCards(db));
  sql(TOKENS.VoucherRefunds, (db) => new SqlVoucherRefunds(db));
  bindKey(container, SANDBOX)
    .toResolvedValue((clock: Clock) => new SandboxPaymentGateway(clock), [TOKENS.Clock])
    .inSingletonScope();
  bindKey(container, TOKENS.PaymentGateway).toService(SANDBOX);
  bindKey(container, TOKENS.HostedPayments).toService(SANDBOX);
  bindBasketUseCases(container);
  bindOrderUseCases(container);
};

/** The basket's use-cases: each reads the basket store and the purchase catalogue. */
const bindBasketUseCases = (container: Container): void => {
  const k = PURCHASE_KEYS;
  const onBasket: [Key<Baskets>, Key<PurchaseCatalog>, Key<Clock>] = [
    TOKENS.Baskets,
    TOKENS.PurchaseCatalog,
    TOKENS.Clock,
  ];
  bindKey(container, k.createBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, tokens: TokenGenerator, clock: Clock) =>
      new CreateBasket(baskets, catalog, tokens, clock),
    [TOKENS.Baskets, TOKENS.PurchaseCatalog, TOKENS.TokenGenerator, TOKENS.Clock],
  );
  bindKey(container, k.getBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog) => new GetBasket(baskets, catalog),
    [TOKENS.Baskets, TOKENS.PurchaseCatalog],
  );
  bindKey(container, k.addToBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new AddToBasket(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.updateBasketLine).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new UpdateBasketLine(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.removeFromBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new RemoveFromBasket(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.replaceBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new ReplaceBasket(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.linkBasketToCustomer).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new LinkBasketToCustomer(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.mergeBasketsAtSignIn).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new MergeBasketsAtSignIn(baskets, catalog, clock),
    onBasket,
  );
  bindKey(container, k.addOnToBasket).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, clock: Clock) => new AddOnToBasket(baskets, catalog, clock),
    onBasket,
  );
  const basketSteps: [Key<GetBasket>, Key<CreateBasket>, Key<AddToBasket>] = [
    k.getBasket,
    k.createBasket,
    k.addToBasket,
  ];
  bindKey(container, k.addToShoppersBasket).toResolvedValue(
    (get: GetBasket, create: CreateBasket, add: AddToBasket) => new AddToShoppersBasket(get, create, add),
    basketSteps,
  );
  bindKey(container, k.recoverBasket).toResolvedValue(
    (get: GetBasket, create: CreateBasket, add: AddToBasket) => new RecoverBasket(get, create, add),
    basketSteps,
  );
  bindKey(container, k.checkPromo).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, promotions: Promotions, clock: Clock) =>
      new CheckPromo(baskets, catalog, promotions, clock),
    [TOKENS.Baskets, TOKENS.PurchaseCatalog, TOKENS.Promotions, TOKENS.Clock],
  );
};

/** Checkout, orders, the wallet and what follows a purchase. */
const bindOrderUseCases = (container: Container): void => {
  const k = PURCHASE_KEYS;
  bindKey(container, k.getCheckout).toResolvedValue(
    (baskets: Baskets, catalog: PurchaseCatalog, promotions: Promotions, wallets: Wallets, clock: Clock) =>
      new GetCheckout(baskets, catalog, promotions, wallets, clock),
    [TOKENS.Baskets, TOKENS.PurchaseCatalog, TOKENS.Promotions, TOKENS.Wallets, TOKENS.Clock],
  );
  bindKey(container, k.placeOrder).toResolvedValue(
    (
      baskets: Baskets,
      catalog: PurchaseCatalog,
      promotions: Promotions,
      wallets: Wallets,
      idempotency: IdempotencyRecords,
      store: PurchaseStore,
      gateway: PaymentGateway,
      ids: IdGenerator,
      tokens: TokenGenerator,
      clock: Clock,
    ) => new PlaceOrder(baskets, catalog, promotions, wallets, idempotency, store, gateway, ids, tokens, clock),
    [
      TOKENS.Baskets,
      TOKENS.PurchaseCatalog,
      TOKENS.Promotions,
      TOKENS.Wallets,
      TOKENS.IdempotencyRecords,
      TOKENS.PurchaseStore,
      TOKENS.PaymentGateway,
      TOKENS.IdGenerator,
      TOKENS.TokenGenerator,
      TOKENS.Clock,
    ],
  );
  bindKey(container, k.getCustomerDetails).toResolvedValue(
    (book: CustomerDetailsBook) => new GetCustomerDetails(book),
    [TOKENS.CustomerDetailsBook],
  );
  bindKey(container, k.saveCustomerDetails).toResolvedValue(
    (book: CustomerDetailsBook, clock: Clock) => new SaveCustomerDetails(book, clock),
    [TOKENS.CustomerDetailsBook, TOKENS.Clock],
  );
  bindKey(container, k.expressBuy).toResolvedValue(
    (create: CreateBasket, checkout: GetCheckout, details: GetCustomerDetails, place: PlaceOrder) =>
      new ExpressBuy(create, checkout, details, place),
    [k.createBasket, k.getCheckout, k.getCustomerDetails, k.placeOrder],
  );
  bindKey(container, k.getOrderConfirmation).toResolvedValue(
    (orders: OrderHistory) => new GetOrderConfirmation(orders),
    [TOKENS.OrderHistory],
  );
  bindKey(container, k.listVouchers).toResolvedValue(
    (vouchers: VoucherList) => new ListVouchers(vouchers),
    [TOKENS.VoucherList],
  );
  bindKey(container, k.getWallet).toResolvedValue(
    (wallets: Wallets, clock: Clock) => new GetWallet(wallets, clock),
    [TOKENS.Wallets, TOKENS.Clock],
  );
  bindKey(container, k.claimCampaignCredit).toResolvedValue(
    (campaigns: CreditCampaigns, clock: Clock) => new ClaimCampaignCredit(campaigns, clock),
    [TOKENS.CreditCampaigns, TOKENS.Clock],
  );
  bindKey(container, k.redeemGiftCard).toResolvedValue(
    (cards: GiftCards, clock: Clock) => new RedeemGiftCard(cards, clock),
    [TOKENS.GiftCards, TOKENS.Clock],
  );
  bindKey(container, k.requestVoucherRefund).toResolvedValue(
    (refunds: VoucherRefunds, clock: Clock) => new RequestVoucherRefund(refunds, clock),
    [TOKENS.VoucherRefunds, TOKENS.Clock],
  );
  bindKey(container, k.listDiscountCodes).toResolvedValue(
    (promotions: Promotions, clock: Clock) => new ListDiscountCodes(promotions, clock),
    [TOKENS.Promotions, TOKENS.Clock],
  );
  bindKey(container, k.hostedPayments).toService(TOKENS.HostedPayments);
};
