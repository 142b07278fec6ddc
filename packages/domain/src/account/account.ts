/**
 * The account and the user profile it shows (spec 1 §3 "User profile: email, firstName, lastName,
 * vipUser, isAuthenticated, userprofile, lightbox flag, basketTotal, customerToken. Flags (short
 * keys): hasAddress, DED, isFacebook, FBO, hasPassword, isLocked, isRegistered, isSubscribed, tpl").
 *
 * The spec does not expand three short keys; our readings:
 * - `tpl`: a third-party login (Google, or a Facebook login from the past) is linked;
 * - `FBO`: Facebook only, i.e. signed in with Facebook in the past and has no password;
 * - `DED`: the account's deletion has been initiated (spec 1 §4), pending anonymisation.
 * `isRegistered` is true for every account (the lookup's "is there an account for this email");
 * `isSubscribed` comes from the newsletter subscriptions of the account's email.
 * userprofile, the lightbox flag and basketTotal are client state, not the account's.
 *
 * The password hash is not part of the account: only the use-cases that check or set a password
 * read it, through the Users port.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { characterCount } from '../validation/characters';
import { required } from '../validation/required';
import { type DeletionState, isUsable } from './deletion';
import type { NormalisedEmail } from './email';
import { type AccountError, fieldsChecked } from './errors';
import { ENTER_A_VALID_NAME, nameTooLong } from './messages';

export type UserId = string;
export type ThirdPartyLogin = 'google' | 'facebook';

/** How the account came to be (spec 2 §7.8 "three endpoint variants by vip and an extra flag"). */
export const REGISTRATION_VARIANTS = ['standard', 'vip', 'express'] as const;
export type RegistrationVariant = (typeof REGISTRATION_VARIANTS)[number];
export type AccountOrigin = RegistrationVariant | 'google';

export interface Account {
  readonly id: UserId;
  readonly email: NormalisedEmail;
  readonly firstName: string;
  readonly lastName: string;
  /** Random, at least 10 characters (spec 2 §9; the users table checks it); links baskets and wish lists to the account. */
  readonly customerToken: string;
  readonly vipUser: boolean;
  readonly hasPassword: boolean;
  readonly hasAddress: boolean;
  /** Signed in with Facebook in the past (Facebook login itself is no longer offered). */
  readonly isFacebook: boolean;
  /** The Google account (`sub` claim) linked to this account. */
  readonly googleSubject: O.Option<string>;
  /** Locked after repeated failed sign-ins, until a password reset. */
  readonly lockedAt: O.Option<number>;
  readonly registeredVia: AccountOrigin;
  /** The referral origin recorded at registration (spec 2 §7.8 "GET user profile with origin query"). */
  readonly origin: O.Option<string>;
  readonly createdAt: number;
  readonly deletion: DeletionState;
}

export interface AccountFlags {
  readonly hasAddress: boolean;
  readonly DED: boolean;
  readonly isFacebook: boolean;
  readonly FBO: boolean;
  readonly hasPassword: boolean;
  readonly isLocked: boolean;
  readonly isRegistered: boolean;
  readonly isSubscribed: boolean;
  readonly tpl: boolean;
}

export interface UserProfile {
  readonly email: NormalisedEmail;
  readonly firstName: string;
  readonly lastName: string;
  readonly vipUser: boolean;
  readonly isAuthenticated: true;
  readonly customerToken: string;
  readonly flags: AccountFlags;
}

export const isLocked = (account: Account): boolean => O.isSome(account.lockedAt);

/** The third-party logins of an account, Google first. */
export const thirdPartyLogins = (account: Account): ReadonlyArray<ThirdPartyLogin> => [
  ...(O.isSome(account.googleSubject) ? (['google'] as const) : []),
  ...(account.isFacebook ? (['facebook'] as const) : []),
];

export const accountFlags = (account: Account, isSubscribed: boolean): AccountFlags => ({
  hasAddress: account.hasAddress,
  DED: !isUsable(account.deletion),
  isFacebook: account.isFacebook,
  FBO: account.isFacebook && !account.hasPassword,
  hasPassword: account.hasPassword,
  isLocked: isLocked(account),
  isRegistered: true,
  isSubscribed,
  tpl: thirdPartyLogins(account).length > 0,
});

export const toUserProfile = (account: Account, isSubscribed: boolean): UserProfile => ({
  email: account.email,
  firstName: account.firstName,
  lastName: account.lastName,
  vipUser: account.vipUser,
  isAuthenticated: true,
  customerToken: account.customerToken,
  flags: accountFlags(account, isSubscribed),
});

/** Names: trimmed, at most NAME_MAX_LENGTH characters, no control characters. */
export const NAME_MAX_LENGTH = 100;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/** A name's failure is the message to show beside it. */
const nameWithin = (name: string): E.Either<string, string> =>
  characterCount(name) > NAME_MAX_LENGTH
    ? E.left(nameTooLong(NAME_MAX_LENGTH))
    : CONTROL_CHARACTERS.test(name)
      ? E.left(ENTER_A_VALID_NAME)
      : E.right(name);

/** An optional name (registration): blank is fine. */
export const optionalName = (text: string): E.Either<string, string> => nameWithin(text.trim());

/** A required name (profile update): "Required field" when blank. */
export const requiredName = (text: string): E.Either<string, string> =>
  pipe(
    required(text),
    E.mapLeft((error) => error.message),
    E.chain(nameWithin),
  );

export interface ProfileUpdate {
  readonly firstName: string;
  readonly lastName: string;
}

/** The profile form (the email is not changed here: a new address would need its own confirmation). */
export const profileUpdate = (form: ProfileUpdate): E.Either<AccountError, ProfileUpdate> =>
  fieldsChecked({ firstName: requiredName(form.firstName), lastName: requiredName(form.lastName) });

/** Referral origins: a short code of letters, digits, dot, dash or underscore; anything else is ignored. */
export const ORIGIN_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;
export const referralOrigin = (text: string | undefined): O.Option<string> =>
  pipe(
    O.fromNullable(text),
    O.map((t) => t.trim()),
    O.filter((t) => ORIGIN_PATTERN.test(t)),
  );
