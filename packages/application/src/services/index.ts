/**
 * The service bundles the edges call (the `/v1` API and the pages' loaders and actions), and what the
 * server hands every loader and action: the request's site and the use-cases wired to server-side
 * adapters. The server builds them; web reads them. Both import this one definition.
 */
import type { ListDeals } from '../index';
import type {
  AssignReferral,
  CreditDueReferrals,
  GetReferralOverview,
  OpenReferralLink,
  RecordReferralShare,
} from '../index';
import type {
  BrowseDeals,
  BrowseNearMe,
  GetDealsFeed,
  GetMapView,
  ListRecentlyViewedDeals,
} from '../index';
import type { SearchDeals, SuggestSearchTerms } from '../index';
import type { GetDealCalendar, GetDealPage, ListDealReviews, ListMoreDeals } from '../index';
import type {
  CancelBackInStockAlert,
  ListBackInStockAlerts,
  RequestBackInStockAlert,
} from '../alerts/index';
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
import type { HostedPayments } from '@kerching/ports/purchase';
import type { Site } from '@kerching/domain/site';
import type { Toast } from '@kerching/domain/wallet';
import type * as O from 'fp-ts/Option';

/** Every account use-case the edges call. */
export interface AccountServices {
  readonly validateSession: ValidateSession;
  readonly login: Login;
  readonly logout: Logout;
  readonly lookupAccount: LookupAccount;
  readonly registerAccount: RegisterAccount;
  readonly requestPasswordReset: RequestPasswordReset;
  readonly requestActivation: RequestActivation;
  readonly resetPassword: ResetPassword;
  readonly activateAccount: ActivateAccount;
  readonly changePassword: ChangePassword;
  readonly getProfile: GetProfile;
  readonly updateProfile: UpdateProfile;
  readonly subscribeNewsletter: SubscribeNewsletter;
  readonly unsubscribeNewsletter: UnsubscribeNewsletter;
  readonly deleteAccount: DeleteAccount;
  readonly anonymiseDeletedAccounts: AnonymiseDeletedAccounts;
  readonly signInWithGoogle: SignInWithGoogle;
  readonly mailOutbox: MailOutbox;
  readonly migrateToken: MigrateToken;
  readonly createSession: CreateSession;
}
/** Every purchase use-case the edges call (issue 6). */
export interface PurchaseServices {
  readonly createBasket: CreateBasket;
  readonly getBasket: GetBasket;
  readonly addToBasket: AddToBasket;
  readonly updateBasketLine: UpdateBasketLine;
  readonly removeFromBasket: RemoveFromBasket;
  readonly replaceBasket: ReplaceBasket;
  readonly linkBasketToCustomer: LinkBasketToCustomer;
  readonly mergeBasketsAtSignIn: MergeBasketsAtSignIn;
  readonly addOnToBasket: AddOnToBasket;
  readonly checkPromo: CheckPromo;
  readonly getCheckout: GetCheckout;
  readonly placeOrder: PlaceOrder;
  readonly getOrderConfirmation: GetOrderConfirmation;
  readonly listVouchers: ListVouchers;
  /** The wallet page: balances and the statement in the site's currency. */
  readonly getWallet: GetWallet;
  /** A campaign credit link's claim (credit_validation). */
  readonly claimCampaignCredit: ClaimCampaignCredit;
  /** /giftcard/redeem: a gift card's amount into the wallet. */
  readonly redeemGiftCard: RedeemGiftCard;
  /** A voucher refunded into the wallet under the money-back guarantee. */
  readonly requestVoucherRefund: RequestVoucherRefund;
  readonly addToShoppersBasket: AddToShoppersBasket;
  readonly recoverBasket: RecoverBasket;
  readonly getCustomerDetails: GetCustomerDetails;
  readonly saveCustomerDetails: SaveCustomerDetails;
  readonly expressBuy: ExpressBuy;
  /** The site's discount codes page. */
  readonly listDiscountCodes: ListDiscountCodes;
  /** The payment provider's hosted card fields and approval flows (the sandbox by default). */
  readonly hostedPayments: HostedPayments;
}

export interface ServerServices {
  readonly listDeals: ListDeals;
  // Listings: listing pages with navigation, deals feeds, recently viewed.
  readonly browseDeals: BrowseDeals;
  /** Near-me pages: the deals near the place the path names or the shopper's town, nearest first. */
  readonly browseNearMe: BrowseNearMe;
  readonly getDealsFeed: GetDealsFeed;
  readonly listRecentlyViewedDeals: ListRecentlyViewedDeals;
  readonly getMapView: GetMapView;
  // Search: full-text search with facets and fallback, suggest-as-you-type.
  readonly searchDeals: SearchDeals;
  readonly suggestSearchTerms: SuggestSearchTerms;
  readonly getDealPage: GetDealPage;
  /** The booking calendar of a deal sold by date (the deal page's, and GET /v1/availability/deal/{id}). */
  readonly getDealCalendar: GetDealCalendar;
  readonly listDealReviews: ListDealReviews;
  /** Other deals of the deal's listing, under the deal. */
  readonly listMoreDeals: ListMoreDeals;
  /** "Email me when it is back" on a sold-out deal's page (and POST /v1/deal/sold-out-notification). */
  readonly requestBackInStockAlert: RequestBackInStockAlert;
  /** A signed-in shopper's alerts, listed and stopped on /myaccount/subscriptions. */
  readonly listBackInStockAlerts: ListBackInStockAlerts;
  readonly cancelBackInStockAlert: CancelBackInStockAlert;
  // Shell: menus, locations, static pages, guides, sitemap.
  readonly getNavigation: GetNavigation;
  readonly getTravelFacets: GetTravelFacets;
  readonly findLocations: FindLocations;
  readonly getStaticPage: GetStaticPage;
  readonly listGuides: ListGuides;
  readonly getGuide: GetGuide;
  readonly buildSitemap: BuildSitemap;
  // Accounts: sign-in, registration, sessions, profile, password, newsletter, deletion.
  readonly accounts: AccountServices;
  // Purchase: baskets, checkout, order placement, confirmations, vouchers.
  readonly purchase: PurchaseServices;
  // The wish list: saved deals, kept by cookie for visitors and by account for shoppers.
  readonly wishlist: WishlistServices;
  // Buy again: the deals the shopper bought that are still on sale.
  readonly listBuyAgainDeals: ListBuyAgainDeals;
  // Recommended for you: from what the shopper bought, saved and viewed.
  readonly listRecommendedDeals: ListRecommendedDeals;
  // Refer a friend: the shopper's code and stats, invitations opened and shared, friends linked at sign-up.
  readonly referrals: ReferralServices;
}

/** Refer a friend's use-cases. */
export interface ReferralServices {
  readonly getReferralOverview: GetReferralOverview;
  readonly recordReferralShare: RecordReferralShare;
  readonly openReferralLink: OpenReferralLink;
  readonly assignReferral: AssignReferral;
  readonly creditDueReferrals: CreditDueReferrals;
}

/** The wish list's use-cases. */
export interface WishlistServices {
  readonly getWishlist: GetWishlist;
  readonly saveToWishlist: SaveToWishlist;
  readonly removeFromWishlist: RemoveFromWishlist;
}

/** The request as the server saw it: what loaders and actions need beyond the Request. */
export interface RequestFacts {
  /** The client's address (IP), for the sign-in rate limit. */
  readonly clientAddress: string;
  /** Cookies may carry Secure (false only on localhost, which browsers serve over http). */
  readonly secureCookies: boolean;
}

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
}

