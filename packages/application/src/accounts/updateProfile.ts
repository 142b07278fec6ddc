/**
 * Updating the signed-in shopper's names (spec 2 §7.8 "PUT user (body user)"). Object-level
 * authorisation as GetProfile. The email is not changed here (a new address would need its own
 * confirmation first).
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  type ProfileUpdate,
  type UserProfile,
  authoriseOwnAccount,
  profileUpdate,
  toUserProfile,
} from '@kerching/domain/account';
import * as O from 'fp-ts/Option';
import type { Clock } from '@kerching/ports';
import type { NewsletterSubscriptions, Users } from '@kerching/ports/accounts';
import type { ProfileRequest } from './getProfile';
import type { ValidateSession } from './validateSession';

export interface ProfileUpdateRequest extends ProfileRequest, ProfileUpdate {}

export class UpdateProfile {
  constructor(
    private readonly validateSession: ValidateSession,
    private readonly users: Users,
    private readonly newsletter: NewsletterSubscriptions,
    private readonly clock: Clock,
  ) {}

  execute(request: ProfileUpdateRequest): TE.TaskEither<AccountError, UserProfile> {
    const now = this.clock.now().getTime();
    return pipe(
      this.validateSession.execute(request.sessionId),
      TE.chainEitherK(({ session }) => authoriseOwnAccount(session, request.userId)),
      TE.bindTo('userId'),
      TE.bind('update', () => TE.fromEither(profileUpdate(request))),
      TE.chain(({ userId, update }) => this.users.updateProfile(userId, update, now)),
      TE.chain((account) =>
        pipe(
          this.newsletter.bySiteAndEmail(request.site, account.email),
          TE.map((subscription) => toUserProfile(account, O.isSome(subscription))),
        ),
      ),
    );
  }
}
