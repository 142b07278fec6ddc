/**
 * The signed-in shopper's profile (spec 2 §7.8 "GET user profile with origin query"; spec 1 §3
 * User profile). Object-level authorisation: a request naming a user may only name the session's
 * own (ACCOUNT.FORBIDDEN otherwise).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  type UserId,
  type UserProfile,
  authoriseOwnAccount,
  toUserProfile,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { NewsletterSubscriptions } from '@kerching/ports/accounts';
import type { ValidateSession } from './validateSession';

export interface ProfileRequest {
  readonly site: SiteKey;
  readonly sessionId: string;
  /** The user the request names, if it names one. */
  readonly userId: O.Option<UserId>;
}

export class GetProfile {
  constructor(
    private readonly validateSession: ValidateSession,
    private readonly newsletter: NewsletterSubscriptions,
  ) {}

  execute(request: ProfileRequest): TE.TaskEither<AccountError, UserProfile> {
    return pipe(
      this.validateSession.execute(request.sessionId),
      TE.chainFirstEitherK(({ session }) => authoriseOwnAccount(session, request.userId)),
      TE.chain(({ account }) =>
        pipe(
          this.newsletter.bySiteAndEmail(request.site, account.email),
          TE.map((subscription) => toUserProfile(account, O.isSome(subscription))),
        ),
      ),
    );
  }
}
