/**
 * Google sign-in (spec 1 §1 "log in (including with a Google account)"; spec 2 §7.2 /v1/logingoogle,
 * /v1/registergoogleuser; spec 2 §8 "'Invalid google token id'").
 *
 * The ID token's signature, issuer, audience and expiry are checked by the verifier adapter; this
 * decides what a verified identity does, first match wins:
 * 1. an account already linked to the Google subject signs in;
 * 2. an account with the same email is linked, if Google vouches for the email (email_verified),
 *    and the account is not linked to another Google subject;
 * 3. otherwise a new account is created, again only for a verified email.
 * An account whose deletion has started takes part in none of these.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Account } from './account';
import { isUsable } from './deletion';
import type { NormalisedEmail } from './email';
import { type AccountError, accountError } from './errors';

export interface GoogleIdentity {
  /** The `sub` claim: Google's stable id of the person. */
  readonly subject: string;
  readonly email: NormalisedEmail;
  readonly emailVerified: boolean;
  readonly givenName: string;
  readonly familyName: string;
}

export type GoogleSignInDecision =
  | { readonly kind: 'sign_in'; readonly account: Account }
  | { readonly kind: 'link'; readonly account: Account }
  | { readonly kind: 'create' };

const beingDeleted = (): AccountError => accountError('ACCOUNT.DELETION_IN_PROGRESS', 'account deletion initiated');
const unverified = (): AccountError =>
  accountError('ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED', 'Google did not verify the email');

export const googleSignInDecision = (
  identity: GoogleIdentity,
  bySubject: O.Option<Account>,
  byEmail: O.Option<Account>,
): E.Either<AccountError, GoogleSignInDecision> => {
  if (O.isSome(bySubject)) {
    return isUsable(bySubject.value.deletion)
      ? E.right({ kind: 'sign_in', account: bySubject.value })
      : E.left(beingDeleted());
  }
  if (!identity.emailVerified) return E.left(unverified());
  if (O.isNone(byEmail)) return E.right({ kind: 'create' });
  const account = byEmail.value;
  if (!isUsable(account.deletion)) return E.left(beingDeleted());
  return O.isSome(account.googleSubject)
    ? E.left(accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'account linked to another Google subject'))
    : E.right({ kind: 'link', account });
};
