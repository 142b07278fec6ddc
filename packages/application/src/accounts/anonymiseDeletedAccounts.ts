/**
 * The anonymisation job (spec 1 §4 "Account deletion ... takes up to 24 hours"; issue 5 "a job that
 * runs in the server process (and is safe to run in several processes)").
 *
 * Each run anonymises up to `batchSize` accounts whose deletion was initiated, oldest first. Every
 * account is anonymised by one atomic store call that does nothing when the account is already
 * anonymised, so two processes running at once, or a run repeated after a crash, anonymise each
 * account exactly once. Run it every few minutes: far inside the 24 hours.
 */
import * as A from 'fp-ts/Array';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AccountError, anonymisedIdentity } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';

export const ANONYMISATION_BATCH_SIZE = 100;

export interface AnonymisationRun {
  /** Accounts this run anonymised. */
  readonly anonymised: number;
  /** Accounts another run got to first. */
  readonly skipped: number;
}

export class AnonymiseDeletedAccounts {
  constructor(
    private readonly users: Users,
    private readonly clock: Clock,
    private readonly batchSize = ANONYMISATION_BATCH_SIZE,
  ) {}

  execute(): TE.TaskEither<AccountError, AnonymisationRun> {
    const now = this.clock.now().getTime();
    return pipe(
      this.users.awaitingAnonymisation(this.batchSize),
      TE.chain((ids) =>
        A.sequence(TE.ApplicativeSeq)(ids.map((id) => this.users.anonymise(id, anonymisedIdentity(id), now))),
      ),
      TE.map((results) => {
        const anonymised = results.filter(Boolean).length;
        return { anonymised, skipped: results.length - anonymised };
      }),
    );
  }
}
