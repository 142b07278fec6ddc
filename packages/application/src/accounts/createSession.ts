/**
 * Session create (spec 2 §7.8 "POST session create: body customerToken and sessionId; returns
 * sessionId, saved 365 days"): a signed-in client that holds its customer token turns its session
 * into a remembered one. The presented session must be valid and the customer token must be its
 * account's (compared in constant time); the old session ends and a new id is issued, so a session
 * id never changes its lifetime in place.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AccountError, accountError, sameSecret } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { Sessions, TokenGenerator } from '@kerching/ports/accounts';
import { type SignedIn, signIn } from './signIn';
import type { ValidateSession } from './validateSession';

export interface SessionCreateInput {
  readonly sessionId: string;
  readonly customerToken: string;
}

export class CreateSession {
  constructor(
    private readonly validateSession: ValidateSession,
    private readonly sessions: Sessions,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: SessionCreateInput): TE.TaskEither<AccountError, SignedIn> {
    return pipe(
      this.validateSession.execute(input.sessionId),
      TE.filterOrElse(
        (viewer) => sameSecret(viewer.account.customerToken, input.customerToken),
        (): AccountError => accountError('ACCOUNT.SESSION_INVALID', 'customer token is not the session account’s'),
      ),
      TE.chain((viewer) =>
        signIn(this.sessions, this.tokens, viewer.account, true, O.some(input.sessionId), this.clock.now().getTime()),
      ),
    );
  }
}
