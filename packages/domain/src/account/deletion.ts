/**
 * Account deletion (spec 1 §4 "Account deletion: confirm, then initiated; takes up to 24 hours";
 * spec 1 §1 "delete their account"; spec 2 §7.3 /user/anonymize).
 *
 *   active --confirm--> initiated --anonymise (job, within 24 h)--> anonymised
 *
 * - Initiating needs the shopper's confirmation (the use-case also asks for the password when the
 *   account has one). It signs every session out at once; from then on the account cannot sign in,
 *   and its email still counts as taken until anonymisation frees it.
 * - A job anonymises every initiated account on each run (it runs every few minutes, well inside
 *   the 24 hours). Anonymising is idempotent: a second run, or a second process, changes nothing.
 * - Anonymised: email replaced by an address that can never receive mail (so it stays unique),
 *   names emptied, password, Google link, sessions, one-time tokens and newsletter subscriptions
 *   removed. Orders keep their account id for the books, with nothing personal left on it.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type AccountError, accountError } from './errors';
import { type NormalisedEmail, normaliseEmail } from './email';

/** Anonymisation completes within 24 hours of initiation. */
export const ACCOUNT_DELETION_COMPLETES_WITHIN_MS = 24 * 60 * 60 * 1000;

export type DeletionState =
  | { readonly kind: 'active' }
  | { readonly kind: 'initiated'; readonly requestedAt: number }
  | { readonly kind: 'anonymised'; readonly requestedAt: number; readonly anonymisedAt: number };

export const NOT_DELETED: DeletionState = { kind: 'active' };

/** Confirmed -> initiated. Initiating again keeps the first request time. */
export const initiateDeletion = (
  state: DeletionState,
  confirmed: boolean,
  now: number,
): E.Either<AccountError, DeletionState> => {
  if (!confirmed) return E.left(accountError('ACCOUNT.DELETION_NOT_CONFIRMED', 'deletion not confirmed'));
  switch (state.kind) {
    case 'active':
      return E.right({ kind: 'initiated', requestedAt: now });
    case 'initiated':
      return E.right(state);
    case 'anonymised':
      return E.left(accountError('ACCOUNT.NOT_FOUND', 'account already anonymised'));
  }
};

/** Only an active account can sign in, change anything, or be linked. */
export const isUsable = (state: DeletionState): boolean => state.kind === 'active';

/** When anonymisation must have happened by. */
export const deletionDeadline = (state: DeletionState): O.Option<number> =>
  state.kind === 'active' ? O.none : O.some(state.requestedAt + ACCOUNT_DELETION_COMPLETES_WITHIN_MS);

export interface AnonymisedIdentity {
  readonly email: NormalisedEmail;
  readonly firstName: string;
  readonly lastName: string;
}

/** The reserved `.invalid` top-level domain never receives mail (RFC 6761). */
export const ANONYMISED_EMAIL_DOMAIN = 'anonymised.invalid';

/** What replaces the personal fields: unique per account, personal in nothing. */
export const anonymisedIdentity = (userId: string): AnonymisedIdentity => ({
  email: normaliseEmail(`deleted-${userId}@${ANONYMISED_EMAIL_DOMAIN}`),
  firstName: '',
  lastName: '',
});
