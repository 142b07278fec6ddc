/**
 * Deleting one's account: the confirm step and the initiation (spec 1 §4 "Account deletion:
 * confirm, then initiated; takes up to 24 hours"; spec 2 §7.3 /user/anonymize).
 *
 * Needs a valid session, the confirmation, and, for an account with a password, that password
 * (a session left open on a shared computer is not enough to delete the account). Initiating is
 * idempotent; it ends every session of the account at once and emails the owner. The anonymisation
 * itself is AnonymiseDeletedAccounts, run by a job within the 24 hours.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ACCOUNT_DELETION_COMPLETES_WITHIN_MS,
  ACCOUNT_DELETION_INITIATED,
  type AccountError,
  accountDeletionMail,
  accountError,
  deletionDeadline,
  initiateDeletion,
  isPlausibleLoginPassword,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Mailer, PasswordHasher, Sessions, Users } from '@kerching/ports/accounts';
import { asWarning, brandOf, sendMail } from './accountMail';
import type { ValidateSession } from './validateSession';

export interface DeleteAccountInput {
  readonly site: SiteKey;
  readonly sessionId: string;
  readonly confirm: boolean;
  /** Required when the account has a password. */
  readonly password: string;
}

export interface DeletionInitiated {
  readonly message: string;
  /** Epoch ms by which the anonymisation completes. */
  readonly completesBy: number;
  readonly warnings: ReadonlyArray<AccountError>;
}

const notConfirmed = (): AccountError => accountError('ACCOUNT.DELETION_NOT_CONFIRMED', 'password did not confirm');

export class DeleteAccount {
  constructor(
    private readonly validateSession: ValidateSession,
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
  ) {}

  execute(input: DeleteAccountInput): TE.TaskEither<AccountError, DeletionInitiated> {
    const now = this.clock.now().getTime();
    return pipe(
      this.validateSession.execute(input.sessionId),
      TE.chainFirstEitherK(({ account }) => initiateDeletion(account.deletion, input.confirm, now)),
      TE.chainFirst(({ account }) =>
        account.hasPassword
          ? pipe(
              this.users.passwordHash(account.id),
              TE.chain((hash) =>
                O.isSome(hash) && isPlausibleLoginPassword(input.password)
                  ? this.hasher.verify(input.password, hash.value)
                  : TE.right(false),
              ),
              TE.chainEitherK((verified) => (verified ? E.right(undefined) : E.left(notConfirmed()))),
            )
          : TE.right(undefined),
      ),
      TE.chain(({ account }) => this.users.startDeletion(account.id, now)),
      TE.chainFirst((account) => this.sessions.revokeAllForUser(account.id, now, O.none)),
      TE.chain((account) =>
        pipe(
          asWarning(sendMail(this.mailer, input.site, account.email, accountDeletionMail(brandOf(input.site)), now)),
          TE.map((warnings) => ({
            message: ACCOUNT_DELETION_INITIATED,
            completesBy: pipe(
              deletionDeadline(account.deletion),
              O.getOrElse(() => now + ACCOUNT_DELETION_COMPLETES_WITHIN_MS),
            ),
            warnings,
          })),
        ),
      ),
    );
  }
}
