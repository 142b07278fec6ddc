/**
 * Object-level authorisation (issue 5 "user A cannot read or change user B's profile"; spec 1 §6
 * "Logged-in customer: account pages"). Every account call acts on the session's own user; a call
 * that names a user (by id) may only name that one.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { UserId } from './account';
import { type AccountError, accountError } from './errors';
import type { Session } from './session';

export const authoriseOwnAccount = (session: Session, target: O.Option<UserId>): E.Either<AccountError, UserId> =>
  O.isNone(target) || target.value === session.userId
    ? E.right(session.userId)
    : E.left(accountError('ACCOUNT.FORBIDDEN', "another user's account"));
