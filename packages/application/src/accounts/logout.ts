/** Signing out (spec 2 §7.8 "PUT to a logout endpoint"): ends the session; idempotent. */
import * as TE from 'fp-ts/TaskEither';
import { type AccountError, isWellFormedToken } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { Sessions } from '@kerching/ports/accounts';

export class Logout {
  constructor(
    private readonly sessions: Sessions,
    private readonly clock: Clock,
  ) {}

  /** `sessionId`: the session cookie's value ('' when there is none). */
  execute(sessionId: string): TE.TaskEither<AccountError, void> {
    return isWellFormedToken(sessionId)
      ? this.sessions.revoke(sessionId, this.clock.now().getTime())
      : TE.right(undefined);
  }
}
