/**
 * The header's account menu and the account pages' navigation, per brand (spec 1 §2 "the account
 * menu lists my vouchers, my details, and refer a friend for one brand only";
 * "/myaccount/refer-a-friend (Ireland, and in the second UK menu)").
 *
 * Our reading: refer a friend is listed for the Kerching brand (kerching and kerchingie) and not
 * for LivingSocial; every menu lists my vouchers and my details, then the account settings
 * pages that exist (password, email preferences). The header's menu also lists the wish list and buy
 * again. Signing out is a form, not a link. The account pages' own navigation is in accountPagesNav.ts,
 * out of the code every page loads.
 */
import type { Site } from '@kerching/domain/site';

/** The header's account item (kept apart from the account pages' copy: every page loads it). */
export const ACCOUNT_MENU_COPY = {
  signIn: 'Sign in',
  greeting: (firstName: string) => (firstName.trim() === '' ? 'My account' : `Hi, ${firstName}`),
  label: 'Account menu',
  signOut: 'Sign out',
} as const;

export interface AccountLink {
  readonly href: string;
  readonly label: string;
}

const MY_VOUCHERS: AccountLink = { href: '/myaccount/vouchers', label: 'My vouchers' };
const MY_WISH_LIST: AccountLink = { href: '/wishlist', label: 'My wish list' };
const BUY_AGAIN: AccountLink = { href: '/buy-again', label: 'Buy again' };
export const MY_DETAILS: AccountLink = { href: '/myaccount/profile', label: 'My details' };
const REFER_A_FRIEND: AccountLink = { href: '/myaccount/refer-a-friend', label: 'Refer a friend' };
export const PASSWORD: AccountLink = { href: '/myaccount/password', label: 'Change password' };
export const SUBSCRIPTIONS: AccountLink = { href: '/myaccount/subscriptions', label: 'Email preferences' };

/** The brand that lists refer a friend in its account menu. */
export const offersReferAFriendInMenu = (site: Site): boolean => site.brandSlug === 'kerching';

/** The header's account menu. */
export const accountMenuLinks = (site: Site): ReadonlyArray<AccountLink> => [
  MY_VOUCHERS,
  MY_DETAILS,
  ...(offersReferAFriendInMenu(site) ? [REFER_A_FRIEND] : []),
  PASSWORD,
  SUBSCRIPTIONS,
  MY_WISH_LIST,
  BUY_AGAIN,
];
