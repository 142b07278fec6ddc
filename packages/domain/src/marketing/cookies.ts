/**
 * The cookie catalogue: every cookie's name and lifetime in ONE table (spec 2 §9 "Tokens" and
 * "other cookie lifetimes", §7.1 "a daily dynamic-price cookie value ... lasting to end of day",
 * §7.8 "session ... saved 365 days"; spec 1 §3 "Cookies tracked (names not shown)").
 *
 * Our choices:
 * - Names: the spec does not show them; ours are `kc_` (Kerching) plus what the cookie holds.
 * - A cookie with several lifetimes has one row per lifetime, under the same name: the wish list
 *   id (7 days when the browser sets it, 1 year when the server does), the user source (365 days,
 *   30 for an affiliate source) and the brand cookie (1 year; 1 day for a campaign value, 30 days
 *   for email; see brandCookie.ts).
 * - "1 year" is 365 days (31536000 s, the spec's own figure for the historic purchase source).
 * - `secure`: the spec marks the basket cookie secure; we also mark the cookies that identify a
 *   shopper's basket, account, session or wish list. Attribution and preference cookies are not
 *   marked, so they work on plain-HTTP local hosts too.
 * - No cookie is HttpOnly: the browser client reads them all.
 */

export const SECONDS_PER_DAY = 24 * 60 * 60;
export const SECONDS_PER_YEAR = 365 * SECONDS_PER_DAY;

export type CookieLifetime =
  | { readonly kind: 'max-age'; readonly seconds: number }
  /** Expires at the end of the current calendar day. */
  | { readonly kind: 'end-of-day' };

export interface CookieSpec {
  readonly name: string;
  readonly lifetime: CookieLifetime;
  readonly secure: boolean;
  readonly holds: string;
}

const days = (n: number): CookieLifetime => ({ kind: 'max-age', seconds: n * SECONDS_PER_DAY });
const seconds = (n: number): CookieLifetime => ({ kind: 'max-age', seconds: n });

export const COOKIES = {
  basket: { name: 'kc_basket', lifetime: seconds(604_800), secure: true, holds: 'basket token' },
  wishListId: { name: 'kc_wishlist_id', lifetime: days(7), secure: true, holds: 'wish list id, set by the browser' },
  wishListIdFromServer: {
    name: 'kc_wishlist_id',
    lifetime: days(365),
    secure: true,
    holds: 'wish list id, set by the server',
  },
  customerToken: { name: 'kc_customer_token', lifetime: days(365), secure: true, holds: 'customer token' },
  sessionId: { name: 'kc_session_id', lifetime: days(365), secure: true, holds: 'session id' },
  knownDevice: {
    name: 'kc_device',
    lifetime: days(365),
    secure: true,
    holds: 'a signed proof that this browser signed in to an account before: its own sign-in budget (issue 40; ours)',
  },
  tokenMigration: {
    name: 'kc_token_migration',
    lifetime: days(365),
    secure: false,
    holds: 'token migration attempted (it runs once; lifetime not shown: ours)',
  },
  brand: {
    name: 'kc_brand',
    lifetime: days(365),
    secure: false,
    holds: 'brand cookie: registered_user, subscribed or bypassed',
  },
  brandCampaign: {
    name: 'kc_brand',
    lifetime: days(1),
    secure: false,
    holds: 'brand cookie: criteo or cloudiq campaign value',
  },
  brandEmail: { name: 'kc_brand', lifetime: days(30), secure: false, holds: 'brand cookie: email campaign value' },
  location: {
    name: 'kc_location',
    lifetime: days(365),
    secure: false,
    holds: 'lat, lon, name and shortName of the location',
  },
  recentDeals: {
    name: 'kc_recent_deals',
    lifetime: days(30),
    secure: false,
    holds: 'ids of the recently viewed deals, newest first, at most 5 (lifetime not shown: ours)',
  },
  referralCode: {
    name: 'kc_raf',
    lifetime: days(30),
    secure: false,
    holds: 'referral code of the invitation followed (lifetime not shown: ours)',
  },
  creditClaimCode: {
    name: 'kc_credit_claim',
    lifetime: seconds(3600),
    secure: false,
    holds: 'a campaign credit number kept while the shopper signs in (spec: session storage; an hour: ours)',
  },
  creditClaimNotice: {
    name: 'kc_credit_notice',
    lifetime: seconds(60),
    secure: false,
    holds: 'the outcome of a campaign credit claim, shown once as a toast (ours)',
  },
  rememberedEmail: { name: 'kc_email', lifetime: days(365), secure: false, holds: 'email remembered at login' },
  userSource: { name: 'kc_user_source', lifetime: days(365), secure: false, holds: 'user source' },
  userSourceAffiliate: {
    name: 'kc_user_source',
    lifetime: days(30),
    secure: false,
    holds: 'user source of an affiliate',
  },
  googleClickId: { name: 'kc_gclid', lifetime: days(365), secure: false, holds: 'Google click id (gclid)' },
  microsoftClickId: { name: 'kc_msclkid', lifetime: days(365), secure: false, holds: 'Microsoft click id (msclkid)' },
  affiliateEventId: { name: 'kc_cjevent', lifetime: days(30), secure: false, holds: 'affiliate event id (cjevent)' },
  partnerGroupId: { name: 'kc_mgid', lifetime: days(7), secure: false, holds: 'partner group id (mgid)' },
  facebookClickId: { name: 'kc_fbclid', lifetime: days(90), secure: false, holds: 'Facebook click id (fbclid)' },
  postLoginUrl: { name: 'kc_post_login_url', lifetime: days(30), secure: false, holds: 'where to go after login' },
  deletedEmail: {
    name: 'kc_deleted_email',
    lifetime: days(1),
    secure: false,
    holds: 'marker of a just-deleted account email',
  },
  historicPurchaseSource: {
    name: 'kc_historic_purchase_source',
    lifetime: seconds(31_536_000),
    secure: false,
    holds: 'historic purchase source',
  },
  dynamicPrice: {
    name: 'kc_dynamic_price',
    lifetime: { kind: 'end-of-day' },
    secure: false,
    holds: 'dynamic-price value a, b or c',
  },
} as const satisfies Readonly<Record<string, CookieSpec>>;

export type CookieKey = keyof typeof COOKIES;

export const COOKIE_KEYS = Object.keys(COOKIES).filter((key): key is CookieKey => key in COOKIES);

/**
 * Whole seconds from `now` (epoch ms) to the next local midnight, at an offset from UTC in minutes:
 * 1..86400, a full day at midnight itself.
 */
export const secondsUntilEndOfDay = (now: number, utcOffsetMinutes = 0): number => {
  const dayMs = SECONDS_PER_DAY * 1000;
  const intoDay = (((now + utcOffsetMinutes * 60_000) % dayMs) + dayMs) % dayMs;
  return Math.ceil((dayMs - intoDay) / 1000);
};

/** The max-age in seconds of a cookie set at `now`. */
export const cookieMaxAgeSeconds = (key: CookieKey, now: number, utcOffsetMinutes = 0): number => {
  const lifetime: CookieLifetime = COOKIES[key].lifetime;
  return lifetime.kind === 'max-age' ? lifetime.seconds : secondsUntilEndOfDay(now, utcOffsetMinutes);
};

/** What an adapter needs to set a cookie. */
export interface CookieWrite {
  readonly name: string;
  readonly value: string;
  readonly maxAgeSeconds: number;
  readonly secure: boolean;
}

export const cookieWrite = (key: CookieKey, value: string, now: number, utcOffsetMinutes = 0): CookieWrite => ({
  name: COOKIES[key].name,
  value,
  maxAgeSeconds: cookieMaxAgeSeconds(key, now, utcOffsetMinutes),
  secure: COOKIES[key].secure,
});
