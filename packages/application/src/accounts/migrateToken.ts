/**
 * Token migration (spec 1 §4, spec 2 §7.3 /auth/migrate and §7.7): a signed-in shopper whose
 * browser has a session but no customer token (the API auth token the site's calls carry) gets one,
 * once. `begin` (at /auth/migrate) issues a short-lived one-time token for the shopper; `complete`
 * (at /consume-token) uses it, atomically and once, and answers the shopper's customer token.
 *
 * The hand-over token is bound to the shopper: it completes only in a browser signed in as the same
 * account, so a token leaked through a URL is useless to anyone else.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AccountError, accountError, issueOneTimeToken } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { OneTimeTokens, TokenGenerator } from '@kerching/ports/accounts';
import type { Authenticated } from './validateSession';

export class MigrateToken {
  constructor(
    private readonly oneTimeTokens: OneTimeTokens,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  /** The one-time token to hand to /consume-token. */
  begin(viewer: Authenticated): TE.TaskEither<AccountError, string> {
    const token = this.tokens.newToken();
    const record = issueOneTimeToken('token_migration', viewer.account.id, this.clock.now().getTime());
    return pipe(
      this.oneTimeTokens.issue(token, record),
      TE.map(() => token),
    );
  }

  /** The viewer's customer token, for a hand-over token issued to the viewer and not used before. */
  complete(token: string, viewer: Authenticated): TE.TaskEither<AccountError, string> {
    return pipe(
      this.oneTimeTokens.consume(token, 'token_migration', this.clock.now().getTime()),
      TE.filterOrElse(
        (record) => record.userId === viewer.account.id,
        () => accountError('ACCOUNT.TOKEN_INVALID', 'token migration: issued to another account'),
      ),
      TE.map(() => viewer.account.customerToken),
    );
  }
}
