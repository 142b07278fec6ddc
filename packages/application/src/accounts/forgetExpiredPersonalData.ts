/**
 * The retention job (ADR 8; domain `retentionCutoffs`): forgets sign-in attempts older than the
 * rate limit and lockout read, and outbox mail queued more than 30 days ago. Each store deletes
 * in one statement what is before its cutoff, so a repeated run, or two processes at once, forget
 * each record once and never anything newer.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AccountError, retentionCutoffs } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { LoginAttempts, MailRetention } from '@kerching/ports/accounts';

export interface RetentionRun {
  readonly loginAttempts: number;
  readonly mail: number;
}

export class ForgetExpiredPersonalData {
  constructor(
    private readonly attempts: LoginAttempts,
    private readonly mail: MailRetention,
    private readonly clock: Clock,
  ) {}

  execute(): TE.TaskEither<AccountError, RetentionRun> {
    const cutoffs = retentionCutoffs(this.clock.now().getTime());
    return pipe(
      TE.Do,
      TE.apS('loginAttempts', this.attempts.forgetBefore(cutoffs.loginAttemptsBefore)),
      TE.apS('mail', this.mail.forgetQueuedBefore(cutoffs.mailQueuedBefore)),
    );
  }
}
