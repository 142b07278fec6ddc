/**
 * DI keys naming the driven ports. Plain symbols, so this package needs no container library; the
 * composition roots (server, web) bind them with inversify (ADR 63). The use-cases' keys are not
 * ports: they live with the use-cases (`@kerching/application/services`).
 */
import type * as O from 'fp-ts/Option';
import type { DealDetail, ReviewPage } from '@kerching/domain/catalogue';
import type { AddressLookup } from './addressLookup';
import type { AfterAnswer } from './afterAnswer';
import type { BackInStockAlerts } from './backInStockAlerts';
import type { Cache } from './cache';
import type { CatalogueEvents } from './catalogueEvents';
import type { Clock } from './clock';
import type { ContentPages } from './contentPages';
import type { DealCatalog, DealFeeds, DealPlaces } from './dealCatalog';
import type { DealDetails } from './dealDetails';
import type { DealSearch } from './dealSearch';
import type { LocationDirectory } from './locationDirectory';
import type { NavigationCatalog } from './navigationCatalog';
import type { ProductCalendar } from './productCalendar';
import type { RateLimits } from './rateLimits';
import type { Referrals } from './referrals';
import type { Scheduler } from './scheduler';
import type { SitemapSource } from './sitemapSource';
import type { Suggestions } from './suggestions';
import type { Wishlists } from './wishlist';
import type {
  GoogleIdTokenVerifier,
  IdGenerator,
  KnownDevices,
  LoginAttempts,
  MailOutbox,
  MailRelayQueue,
  MailRetention,
  Mailer,
  NewsletterSubscriptions,
  OneTimeTokens,
  PasswordHasher,
  Sessions,
  TokenGenerator,
  Users,
} from './accounts/accounts';
import type {
  Baskets,
  CreditCampaigns,
  CustomerDetailsBook,
  GiftCards,
  HostedPayments,
  IdempotencyRecords,
  OrderHistory,
  PaymentGateway,
  Promotions,
  PurchaseCatalog,
  PurchaseStore,
  PurchasedDeals,
  VoucherList,
  VoucherRefunds,
  Wallets,
} from './purchase/purchase';

declare const KEY_OF: unique symbol;

/**
 * A DI key: a symbol that carries the type of what it names, so that binding a key to the wrong
 * kind of thing, or reading it as one, fails to compile.
 */
export type Key<T> = symbol & { readonly [KEY_OF]?: T };

/** The key named `kerching.{name}`: the same symbol wherever it is made (`Symbol.for`). */
export const key = <T>(name: string): Key<T> => Symbol.for(`kerching.${name}`);

export const TOKENS = {
  Clock: key<Clock>('Clock'),
  /** Delayed and recurring work (ADR 54). */
  Scheduler: key<Scheduler>('Scheduler'),
  // Discovery.
  DealCatalog: key<DealCatalog>('DealCatalog'),
  DealFeeds: key<DealFeeds>('DealFeeds'),
  DealPlaces: key<DealPlaces>('DealPlaces'),
  CatalogueEvents: key<CatalogueEvents>('CatalogueEvents'),
  DealSearch: key<DealSearch>('DealSearch'),
  Suggestions: key<Suggestions>('Suggestions'),
  DealDetails: key<DealDetails>('DealDetails'),
  ProductCalendar: key<ProductCalendar>('ProductCalendar'),
  DealDetailCache: key<Cache<O.Option<DealDetail>>>('DealDetailCache'),
  DealReviewsCache: key<Cache<O.Option<ReviewPage>>>('DealReviewsCache'),
  NavigationCatalog: key<NavigationCatalog>('NavigationCatalog'),
  LocationDirectory: key<LocationDirectory>('LocationDirectory'),
  ContentPages: key<ContentPages>('ContentPages'),
  SitemapSource: key<SitemapSource>('SitemapSource'),
  BackInStockAlerts: key<BackInStockAlerts>('BackInStockAlerts'),
  // Accounts.
  Users: key<Users>('Users'),
  Sessions: key<Sessions>('Sessions'),
  OneTimeTokens: key<OneTimeTokens>('OneTimeTokens'),
  LoginAttempts: key<LoginAttempts>('LoginAttempts'),
  NewsletterSubscriptions: key<NewsletterSubscriptions>('NewsletterSubscriptions'),
  Mailer: key<Mailer>('Mailer'),
  MailOutbox: key<MailOutbox>('MailOutbox'),
  MailRelayQueue: key<MailRelayQueue>('MailRelayQueue'),
  MailRetention: key<MailRetention>('MailRetention'),
  PasswordHasher: key<PasswordHasher>('PasswordHasher'),
  KnownDevices: key<KnownDevices>('KnownDevices'),
  GoogleIdTokenVerifier: key<GoogleIdTokenVerifier>('GoogleIdTokenVerifier'),
  IdGenerator: key<IdGenerator>('IdGenerator'),
  TokenGenerator: key<TokenGenerator>('TokenGenerator'),
  RateLimits: key<RateLimits>('RateLimits'),
  AfterAnswer: key<AfterAnswer>('AfterAnswer'),
  // Purchase.
  Baskets: key<Baskets>('Baskets'),
  PurchaseCatalog: key<PurchaseCatalog>('PurchaseCatalog'),
  Promotions: key<Promotions>('Promotions'),
  Wallets: key<Wallets>('Wallets'),
  OrderHistory: key<OrderHistory>('OrderHistory'),
  PurchasedDeals: key<PurchasedDeals>('PurchasedDeals'),
  VoucherList: key<VoucherList>('VoucherList'),
  CustomerDetailsBook: key<CustomerDetailsBook>('CustomerDetailsBook'),
  IdempotencyRecords: key<IdempotencyRecords>('IdempotencyRecords'),
  PurchaseStore: key<PurchaseStore>('PurchaseStore'),
  PaymentGateway: key<PaymentGateway>('PaymentGateway'),
  HostedPayments: key<HostedPayments>('HostedPayments'),
  CreditCampaigns: key<CreditCampaigns>('CreditCampaigns'),
  GiftCards: key<GiftCards>('GiftCards'),
  VoucherRefunds: key<VoucherRefunds>('VoucherRefunds'),
  // Shopper lists and referrals.
  Wishlists: key<Wishlists>('Wishlists'),
  Referrals: key<Referrals>('Referrals'),
  // Address lookup.
  AddressLookup: key<AddressLookup>('AddressLookup'),
} as const;
