/**
 * The account lookup and the login flow it selects (spec 2 §7.8 "POST request subscription details:
 * body requestSubscriptionDetails.email; reads hasPassword, isLocked, isRegistered, tpl"; spec 1
 * §4 "confirmEmailRequired combined with the account lookup gives the flows; a password is
 * required when the account has no password and no third-party login").
 *
 * The lookup tells whether an email has an account: the spec's login page needs that to choose
 * the flow. The edge rate-limits it per address like sign-in. An account whose deletion has
 * started looks like no account.
 *
 * Flows, first match wins:
 * | lookup | flow |
 * | --- | --- |
 * | no account | register |
 * | locked | locked (the locked message with the reset link) |
 * | has a password | password |
 * | Google linked | google (offer "Sign in with Google"; a password can still be set by reset) |
 * | Facebook only | facebook_notice (the prior-login notice) |
 * | no password, no third-party login, confirmEmailRequired | confirm_email (email an activation link) |
 * | no password, no third-party login, not required | create_password (set one on the spot) |
 *
 * Our server always passes confirmEmailRequired = true: a password is only ever set for an account
 * without one through a link sent to its email. `create_password` exists for a client told otherwise.
 */
import * as O from 'fp-ts/Option';
import { type Account, isLocked, thirdPartyLogins } from './account';
import { isUsable } from './deletion';

export interface AccountLookup {
  readonly hasPassword: boolean;
  readonly isLocked: boolean;
  readonly isRegistered: boolean;
  /** A third-party login is linked (Google, or Facebook in the past). */
  readonly tpl: boolean;
  /** Our addition: which third-party login, Google first, so the page can offer it. */
  readonly thirdPartyLogin: 'google' | 'facebook' | null;
}

export const NO_ACCOUNT: AccountLookup = {
  hasPassword: false,
  isLocked: false,
  isRegistered: false,
  tpl: false,
  thirdPartyLogin: null,
};

export const accountLookup = (account: O.Option<Account>): AccountLookup => {
  if (O.isNone(account) || !isUsable(account.value.deletion)) return NO_ACCOUNT;
  const found = account.value;
  const thirdPartyLogin = thirdPartyLogins(found)[0] ?? null;
  return {
    hasPassword: found.hasPassword,
    isLocked: isLocked(found),
    isRegistered: true,
    tpl: thirdPartyLogin !== null,
    thirdPartyLogin,
  };
};

export const LOGIN_FLOWS = [
  'register',
  'locked',
  'password',
  'google',
  'facebook_notice',
  'confirm_email',
  'create_password',
] as const;
export type LoginFlow = (typeof LOGIN_FLOWS)[number];

export const loginFlow = (lookup: AccountLookup, confirmEmailRequired: boolean): LoginFlow => {
  if (!lookup.isRegistered) return 'register';
  if (lookup.isLocked) return 'locked';
  if (lookup.hasPassword) return 'password';
  if (lookup.thirdPartyLogin === 'google') return 'google';
  if (lookup.thirdPartyLogin === 'facebook') return 'facebook_notice';
  return confirmEmailRequired ? 'confirm_email' : 'create_password';
};
