/**
 * The session a request presents, if it may be used (issue 5 "idle and absolute timeouts"), with
 * its account. Moves the session's last-seen time at most once a minute (a failed touch does not
 * fail the request). A session whose account is gone or being deleted is ended.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  type Session,
  accountError,
  checkSession,
  isUsable,
  isWellFormedToken,
  needsTouch,
} from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { Sessions, Users } from '@kerching/ports/accounts';

export interface Authenticated {
  readonly session: Session;
  readonly account: Account;
}

export class ValidateSession {
  constructor(
    private readonly sessions: Sessions,
    private readonly users: Users,
    private readonly clock: Clock,
  ) {}

  /** `sessionId`: the session cookie's value ('' when there is none). */
  execute(sessionId: string): TE.TaskEither<AccountError, Authenticated> {
    const now = this.clock.now().getTime();
    if (!isWellFormedToken(sessionId)) return TE.left(accountError('ACCOUNT.SESSION_INVALID', 'no session'));
    return pipe(
      this.sessions.byId(sessionId),
      TE.chainEitherK((session) => checkSession(session, now)),
      TE.bindTo('session'),
      TE.bind('account', ({ session }) =>
        pipe(
          this.users.byId(session.userId),
          TE.chain((account) =>
            O.isSome(account) && isUsable(account.value.deletion)
              ? TE.right(account.value)
              : pipe(
                  this.sessions.revoke(session.id, now),
                  TE.chain(() => TE.left(accountError('ACCOUNT.SESSION_INVALID', 'account gone'))),
                ),
          ),
        ),
      ),
      TE.chain(({ session, account }) =>
        needsTouch(session, now)
          ? pipe(
              this.sessions.touch(session.id, now),
              TE.match(
                () => ({ session, account }),
                () => ({ session: { ...session, lastSeenAt: now }, account }),
              ),
              TE.fromTask,
            )
          : TE.right({ session, account }),
      ),
    );
  }
}
