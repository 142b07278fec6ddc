/**
 * Purchase in the composition root (issue 6): the SQL stores, the sandbox payment gateway (state in
 * memory, one per process) and random ids and tokens, bound to the purchase use-cases.
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
import type { SqlClient } from '@kerching/adapters-sql';
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
import { SqlProductCalendar } from '@kerching/adapters-sql';
import type { Clock } from '@kerching/ports';
import type { PurchaseServices } from '@kerching/application/services';
import { CryptoIdGenerator, CryptoTokenGenerator, SandboxPaymentGateway } from '@kerching/adapters-node';

export const PURCHASE_SERVICES = Symbol.for('kerching.server.PurchaseServices');
export const PAYMENT_SANDBOX = Symbol.for('kerching.server.PaymentSandbox');

export const purchaseServices = (sql: SqlClient, gateway: SandboxPaymentGateway, clock: Clock): PurchaseServices => {
  const baskets = new SqlBaskets(sql);
  const catalog = new SqlPurchaseCatalog(sql, new SqlProductCalendar(sql));
  const promotions = new SqlPromotions(sql);
  const wallets = new SqlWallets(sql);
  const orders = new SqlOrderHistory(sql);
  const customerDetails = new SqlCustomerDetails(sql);
  const getCustomerDetails = new GetCustomerDetails(customerDetails);
  const tokens = new CryptoTokenGenerator();
  const createBasket = new CreateBasket(baskets, catalog, tokens, clock);
  const getBasket = new GetBasket(baskets, catalog);
  const addToBasket = new AddToBasket(baskets, catalog, clock);
  const placeOrder = new PlaceOrder(
    baskets,
    catalog,
    promotions,
    wallets,
    new SqlIdempotencyRecords(sql),
    new SqlPurchaseStore(sql),
    gateway,
    new CryptoIdGenerator(),
    tokens,
    clock,
  );
  const getCheckout = new GetCheckout(baskets, catalog, promotions, wallets, clock);
  return {
    createBasket,
    getBasket,
    addToBasket,
    addToShoppersBasket: new AddToShoppersBasket(getBasket, createBasket, addToBasket),
    recoverBasket: new RecoverBasket(getBasket, createBasket, addToBasket),
    getCustomerDetails,
    expressBuy: new ExpressBuy(createBasket, getCheckout, getCustomerDetails, placeOrder),
    saveCustomerDetails: new SaveCustomerDetails(customerDetails, clock),
    updateBasketLine: new UpdateBasketLine(baskets, catalog, clock),
    removeFromBasket: new RemoveFromBasket(baskets, catalog, clock),
    replaceBasket: new ReplaceBasket(baskets, catalog, clock),
    linkBasketToCustomer: new LinkBasketToCustomer(baskets, catalog, clock),
    mergeBasketsAtSignIn: new MergeBasketsAtSignIn(baskets, catalog, clock),
    addOnToBasket: new AddOnToBasket(baskets, catalog, clock),
    checkPromo: new CheckPromo(baskets, catalog, promotions, clock),
    getCheckout,
    placeOrder,
    getOrderConfirmation: new GetOrderConfirmation(orders),
    listVouchers: new ListVouchers(orders),
    getWallet: new GetWallet(wallets, clock),
    claimCampaignCredit: new ClaimCampaignCredit(new SqlCreditCampaigns(sql), clock),
    redeemGiftCard: new RedeemGiftCard(new SqlGiftCards(sql), clock),
    requestVoucherRefund: new RequestVoucherRefund(new SqlVoucherRefunds(sql), clock),
    listDiscountCodes: new ListDiscountCodes(promotions, clock),
    hostedPayments: gateway,
  };
};

/** Binds the sandbox gateway (one per container: its tokens live in this process) and the use-cases. */
export const bindPurchase = (container: Container, sqlClient: symbol, clockToken: symbol): void => {
  container
    .bind<SandboxPaymentGateway>(PAYMENT_SANDBOX)
    .toResolvedValue((clock: Clock) => new SandboxPaymentGateway(clock), [clockToken])
    .inSingletonScope();
  container
    .bind<PurchaseServices>(PURCHASE_SERVICES)
    .toResolvedValue(
      (sql: SqlClient, gateway: SandboxPaymentGateway, clock: Clock) => purchaseServices(sql, gateway, clock),
      [sqlClient, PAYMENT_SANDBOX, clockToken],
    );
};
