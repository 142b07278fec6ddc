/**
 * The use-cases the edges call (the `/v1` API and the pages' loaders and actions), listed once: each
 * has a DI key here, the bundles' types are read off the keys, and the composition roots bind every
 * key with inversify and resolve the bundles with `resolveServices` (ADR 63). Also what the server
 * hands every loader and action. The server builds it; web reads it; both import this one definition.
 */
import type { ForgetExpiredPersonalData, ListDeals, NotifyCatalogueChanged } from '../index';
import type {
  AssignReferral,
  CreditDueReferrals,
  GetReferralOverview,
  OpenReferralLink,
  RecordReferralShare,
} from '../index';
import type { BrowseDeals, BrowseNearMe, GetDealsFeed, GetMapView, ListRecentlyViewedDeals } from '../index';
import type { SearchDeals, SuggestSearchTerms } from '../index';
import type { GetDealCalendar, GetDealPage, ListDealReviews, ListMoreDeals } from '../index';
import type {
  CancelBackInStockAlert,
  ListBackInStockAlerts,
  RequestBackInStockAlert,
  SendBackInStockAlerts,
} from '../alerts/index';
import type {
  ExpandAddressGroup,
  FormatAddress,
  LookupPostcode,
  SearchAddresses,
  ValidatePostcode,
} from '../address/index';
import type {
  BuildSitemap,
  FindLocations,
  GetGuide,
  GetNavigation,
  GetStaticPage,
  GetTravelFacets,
  ListGuides,
} from '../index';
import type {
  ActivateAccount,
  AnonymiseDeletedAccounts,
  Authenticated,
  ChangePassword,
  CreateSession,
  DeleteAccount,
  GetProfile,
  Login,
  Logout,
  LookupAccount,
  MigrateToken,
  RegisterAccount,
  RequestActivation,
  RequestPasswordReset,
  ResetPassword,
  SignInWithGoogle,
  SubscribeNewsletter,
  UnsubscribeNewsletter,
  UpdateProfile,
  ValidateSession,
} from '../index';
import type {
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
} from '../index';
import type {
  GetWishlist,
  ListBuyAgainDeals,
  ListRecommendedDeals,
  RemoveFromWishlist,
  SaveToWishlist,
} from '../index';
import type { MailOutbox } from '@kerching/ports/accounts';
import { type Key, key } from '@kerching/ports';
import type { HostedPayments } from '@kerching/ports/purchase';
import type { Site } from '@kerching/domain/site';
import type { Toast } from '@kerching/domain/wallet';
import type * as O from 'fp-ts/Option';

/** Every account use-case the edges call. */
export const ACCOUNT_KEYS = {
  validateSession: key<ValidateSession>('accounts.validateSession'),
  login: key<Login>('accounts.login'),
  logout: key<Logout>('accounts.logout'),
  lookupAccount: key<LookupAccount>('accounts.lookupAccount'),
  registerAccount: key<RegisterAccount>('accounts.registerAccount'),
  requestPasswordReset: key<RequestPasswordReset>('accounts.requestPasswordReset'),
  requestActivation: key<RequestActivation>('accounts.requestActivation'),
  resetPassword: key<ResetPassword>('accounts.resetPassword'),
  activateAccount: key<ActivateAccount>('accounts.activateAccount'),
  changePassword: key<ChangePassword>('accounts.changePassword'),
  getProfile: key<GetProfile>('accounts.getProfile'),
  updateProfile: key<UpdateProfile>('accounts.updateProfile'),
  subscribeNewsletter: key<SubscribeNewsletter>('accounts.subscribeNewsletter'),
  unsubscribeNewsletter: key<UnsubscribeNewsletter>('accounts.unsubscribeNewsletter'),
  deleteAccount: key<DeleteAccount>('accounts.deleteAccount'),
  anonymiseDeletedAccounts: key<AnonymiseDeletedAccounts>('accounts.anonymiseDeletedAccounts'),
  signInWithGoogle: key<SignInWithGoogle>('accounts.signInWithGoogle'),
  mailOutbox: key<MailOutbox>('accounts.mailOutbox'),
  migrateToken: key<MigrateToken>('accounts.migrateToken'),
  createSession: key<CreateSession>('accounts.createSession'),
} as const;

/** Every purchase use-case the edges call (issue 6). */
export const PURCHASE_KEYS = {
  createBasket: key<CreateBasket>('purchase.createBasket'),
  getBasket: key<GetBasket>('purchase.getBasket'),
  addToBasket: key<AddToBasket>('purchase.addToBasket'),
  updateBasketLine: key<UpdateBasketLine>('purchase.updateBasketLine'),
  removeFromBasket: key<RemoveFromBasket>('purchase.removeFromBasket'),
  replaceBasket: key<ReplaceBasket>('purchase.replaceBasket'),
  linkBasketToCustomer: key<LinkBasketToCustomer>('purchase.linkBasketToCustomer'),
  mergeBasketsAtSignIn: key<MergeBasketsAtSignIn>('purchase.mergeBasketsAtSignIn'),
  addOnToBasket: key<AddOnToBasket>('purchase.addOnToBasket'),
  checkPromo: key<CheckPromo>('purchase.checkPromo'),
  getCheckout: key<GetCheckout>('purchase.getCheckout'),
  placeOrder: key<PlaceOrder>('purchase.placeOrder'),
  getOrderConfirmation: key<GetOrderConfirmation>('purchase.getOrderConfirmation'),
  listVouchers: key<ListVouchers>('purchase.listVouchers'),
  /** The wallet page: balances and the statement in the site's currency. */
  getWallet: key<GetWallet>('purchase.getWallet'),
  /** A campaign credit link's claim (credit_validation). */
  claimCampaignCredit: key<ClaimCampaignCredit>('purchase.claimCampaignCredit'),
  /** /giftcard/redeem: a gift card's amount into the wallet. */
  redeemGiftCard: key<RedeemGiftCard>('purchase.redeemGiftCard'),
  /** A voucher refunded into the wallet under the money-back guarantee. */
  requestVoucherRefund: key<RequestVoucherRefund>('purchase.requestVoucherRefund'),
  addToShoppersBasket: key<AddToShoppersBasket>('purchase.addToShoppersBasket'),
  recoverBasket: key<RecoverBasket>('purchase.recoverBasket'),
  getCustomerDetails: key<GetCustomerDetails>('purchase.getCustomerDetails'),
  saveCustomerDetails: key<SaveCustomerDetails>('purchase.saveCustomerDetails'),
  expressBuy: key<ExpressBuy>('purchase.expressBuy'),
  /** The site's discount codes page. */
  listDiscountCodes: key<ListDiscountCodes>('purchase.listDiscountCodes'),
  /** The payment provider's hosted card fields and approval flows (the sandbox by default). */
  hostedPayments: key<HostedPayments>('purchase.hostedPayments'),
} as const;

/** Refer a friend's use-cases. */
export const REFERRAL_KEYS = {
  getReferralOverview: key<GetReferralOverview>('referrals.getReferralOverview'),
  recordReferralShare: key<RecordReferralShare>('referrals.recordReferralShare'),
  openReferralLink: key<OpenReferralLink>('referrals.openReferralLink'),
  assignReferral: key<AssignReferral>('referrals.assignReferral'),
  creditDueReferrals: key<CreditDueReferrals>('referrals.creditDueReferrals'),
} as const;

/** The wish list's use-cases. */
export const WISHLIST_KEYS = {
  getWishlist: key<GetWishlist>('wishlist.getWishlist'),
  saveToWishlist: key<SaveToWishlist>('wishlist.saveToWishlist'),
  removeFromWishlist: key<RemoveFromWishlist>('wishlist.removeFromWishlist'),
} as const;

/** Address lookup (spec 2 §7.3 /address/*). */
export const ADDRESS_KEYS = {
  lookupPostcode: key<LookupPostcode>('address.lookupPostcode'),
  validatePostcode: key<ValidatePostcode>('address.validatePostcode'),
  searchAddresses: key<SearchAddresses>('address.searchAddresses'),
  expandAddressGroup: key<ExpandAddressGroup>('address.expandAddressGroup'),
  formatAddress: key<FormatAddress>('address.formatAddress'),
} as const;

/** Every use-case the edges call, by feature. */
export const SERVICE_KEYS = {
  listDeals: key<ListDeals>('useCase.listDeals'),
  // Listings: listing pages with navigation, deals feeds, recently viewed.
  browseDeals: key<BrowseDeals>('useCase.browseDeals'),
  /** Near-me pages: the deals near the place the path names or the shopper's town, nearest first. */
  browseNearMe: key<BrowseNearMe>('useCase.browseNearMe'),
  getDealsFeed: key<GetDealsFeed>('useCase.getDealsFeed'),
  listRecentlyViewedDeals: key<ListRecentlyViewedDeals>('useCase.listRecentlyViewedDeals'),
  getMapView: key<GetMapView>('useCase.getMapView'),
  // Search: full-text search with facets and fallback, suggest-as-you-type.
  searchDeals: key<SearchDeals>('useCase.searchDeals'),
  suggestSearchTerms: key<SuggestSearchTerms>('useCase.suggestSearchTerms'),
  getDealPage: key<GetDealPage>('useCase.getDealPage'),
  /** The booking calendar of a deal sold by date (the deal page's, and GET /v1/availability/deal/{id}). */
  getDealCalendar: key<GetDealCalendar>('useCase.getDealCalendar'),
  listDealReviews: key<ListDealReviews>('useCase.listDealReviews'),
  /** Other deals of the deal's listing, under the deal. */
  listMoreDeals: key<ListMoreDeals>('useCase.listMoreDeals'),
  /** "Email me when it is back" on a sold-out deal's page (and POST /v1/deal/sold-out-notification). */
  requestBackInStockAlert: key<RequestBackInStockAlert>('useCase.requestBackInStockAlert'),
  /** A signed-in shopper's alerts, listed and stopped on /myaccount/subscriptions. */
  listBackInStockAlerts: key<ListBackInStockAlerts>('useCase.listBackInStockAlerts'),
  cancelBackInStockAlert: key<CancelBackInStockAlert>('useCase.cancelBackInStockAlert'),
  // Shell: menus, locations, static pages, guides, sitemap.
  getNavigation: key<GetNavigation>('useCase.getNavigation'),
  getTravelFacets: key<GetTravelFacets>('useCase.getTravelFacets'),
  findLocations: key<FindLocations>('useCase.findLocations'),
  getStaticPage: key<GetStaticPage>('useCase.getStaticPage'),
  listGuides: key<ListGuides>('useCase.listGuides'),
  getGuide: key<GetGuide>('useCase.getGuide'),
  buildSitemap: key<BuildSitemap>('useCase.buildSitemap'),
  // Accounts: sign-in, registration, sessions, profile, password, newsletter, deletion.
  accounts: ACCOUNT_KEYS,
  // Purchase: baskets, checkout, order placement, confirmations, vouchers.
  purchase: PURCHASE_KEYS,
  // The wish list: saved deals, kept by cookie for visitors and by account for shoppers.
  wishlist: WISHLIST_KEYS,
  // Buy again: the deals the shopper bought that are still on sale.
  listBuyAgainDeals: key<ListBuyAgainDeals>('useCase.listBuyAgainDeals'),
  // Recommended for you: from what the shopper bought, saved and viewed.
  listRecommendedDeals: key<ListRecommendedDeals>('useCase.listRecommendedDeals'),
  // Refer a friend: the shopper's code and stats, invitations opened and shared, friends linked at sign-up.
  referrals: REFERRAL_KEYS,
  // Address lookup: postcodes and Eircodes to addresses, and a search as the shopper types.
  address: ADDRESS_KEYS,
} as const;

/** The use-cases the server's jobs and catalogue tools run, beyond those the edges call. */
export const JOB_KEYS = {
  /** Drops the cached catalogue of a site whose deals changed (the importer, the tests). */
  notifyCatalogueChanged: key<NotifyCatalogueChanged>('jobs.notifyCatalogueChanged'),
  /** Mails the shoppers waiting on a sold-out deal that is back. */
  sendBackInStockAlerts: key<SendBackInStockAlerts>('jobs.sendBackInStockAlerts'),
  /** Forgets sign-in attempts and mail past keeping (ADR 8). */
  forgetExpiredPersonalData: key<ForgetExpiredPersonalData>('jobs.forgetExpiredPersonalData'),
} as const;

/** A tree of DI keys: a feature's keys, or features of them. */
export interface KeyTree {
  readonly [name: string]: Key<unknown> | KeyTree;
}

/** The services a tree of keys names, in the same shape. */
export type ServicesOf<Keys> = {
  readonly [Name in keyof Keys]: Keys[Name] extends Key<infer T> ? T : ServicesOf<Keys[Name]>;
};

/** Resolves every key of `keys` with `get` (a container's), keeping the tree's shape. */
export const resolveServices = <Keys extends KeyTree>(keys: Keys, get: <T>(key: Key<T>) => T): ServicesOf<Keys> => {
  const resolveTree = (tree: KeyTree): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(tree).map(([name, node]) => [name, typeof node === 'symbol' ? get(node) : resolveTree(node)]),
    );
  return resolveTree(keys) as ServicesOf<Keys>;
};

export type AccountServices = ServicesOf<typeof ACCOUNT_KEYS>;
export type PurchaseServices = ServicesOf<typeof PURCHASE_KEYS>;
export type ReferralServices = ServicesOf<typeof REFERRAL_KEYS>;
export type WishlistServices = ServicesOf<typeof WISHLIST_KEYS>;
export type ServerServices = ServicesOf<typeof SERVICE_KEYS>;
export type AddressServices = ServicesOf<typeof ADDRESS_KEYS>;

/** The request as the server saw it: what loaders and actions need beyond the Request. */
export interface RequestFacts {
  /** The client's address (IP), for the sign-in rate limit. */
  readonly clientAddress: string;
  /** Cookies may carry Secure (false only on localhost, which browsers serve over http). */
  readonly secureCookies: boolean;
}

/**
 * How the sign-in pages offer Google sign-in (ADR 65): Google Identity Services with our client
 * id, the local stand-in identity provider (development and tests, local requests only), or not.
 */
export type GoogleSignInOffer =
  | { readonly kind: 'none' }
  | { readonly kind: 'local'; readonly startPath: string }
  | { readonly kind: 'google'; readonly clientId: string };

export interface KerchingLoadContext {
  readonly site: Site;
  readonly services: ServerServices;
  /** The signed-in shopper (a valid session cookie), if any. */
  readonly viewer: O.Option<Authenticated>;
  /** This browser's anti-forgery token: forms carry it in a hidden `_csrf` field. */
  readonly csrfToken: string;
  /** A toast for the page to show once (a campaign credit claim's outcome: spec 2 §8). */
  readonly notice: O.Option<Toast>;
  /** The nonce every inline script of this page carries (the Content-Security-Policy's). */
  readonly nonce: string;
  readonly request: RequestFacts;
  readonly googleSignIn: GoogleSignInOffer;
}
