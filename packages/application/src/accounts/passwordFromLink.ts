/**
 * Setting a password through an emailed link, shared by the password reset and the account
 * activation: the new password is checked (at least 6, at most 1024, confirmed), the token is used
 * once (atomically), the password is set (which also unlocks the account) and every session of
 * the account is ended, so a session opened by whoever knew the old password goes too.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  type OneTimeTokenPurpose,
  PASSWORD_SUCCESSFULLY_UPDATED,
  type UserId,
  acceptableNewPassword,
  accountError,
  isUsable,
  isWellFormedToken,
} from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { OneTimeTokens, PasswordHasher, Sessions, Users } from '@kerching/ports/accounts';

export interface PasswordFromLinkInput {
  readonly token: string;
  readonly password: string;
  readonly confirmation: string;
}

export interface PasswordUpdated {
  readonly userId: UserId;
  /** 'Password successfully updated' (spec 2 §8 Password). */
  readonly message: string;
}

export interface PasswordFromLinkPorts {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly oneTimeTokens: OneTimeTokens;
  readonly hasher: PasswordHasher;
  readonly clock: Clock;
}

export const setPasswordFromLink = (
  ports: PasswordFromLinkPorts,
  purpose: OneTimeTokenPurpose,
  input: PasswordFromLinkInput,
): TE.TaskEither<AccountError, PasswordUpdated> => {
  const now = ports.clock.now().getTime();
  const token = input.token.trim();
  return pipe(
    TE.fromEither(acceptableNewPassword(input.password, input.confirmation)),
    TE.chainFirst(() =>
      isWellFormedToken(token)
        ? TE.right(undefined)
        : TE.left(accountError('ACCOUNT.TOKEN_INVALID', 'malformed token')),
    ),
    TE.chain((password) => ports.hasher.hash(password)),
    TE.bindTo('passwordHash'),
    TE.bind('record', () => ports.oneTimeTokens.consume(token, purpose, now)),
    TE.chainFirst(({ record }) =>
      pipe(
        ports.users.byId(record.userId),
        TE.chain((account) =>
          O.exists((a: Account) => isUsable(a.deletion))(account)
            ? TE.right(undefined)
            : TE.left(accountError('ACCOUNT.TOKEN_INVALID', 'account gone')),
        ),
      ),
    ),
    TE.chainFirst(({ record, passwordHash }) => ports.users.setPassword(record.userId, passwordHash, now)),
    TE.chainFirst(({ record }) => ports.sessions.revokeAllForUser(record.userId, now, O.none)),
    TE.map(({ record }) => ({ userId: record.userId, message: PASSWORD_SUCCESSFULLY_UPDATED })),
  );
};
