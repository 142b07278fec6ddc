/**
 * The SMTP relay (issue 5 "SMTP via nodemailer when SMTP_URL is set"). Mail is always written to
 * the outbox first, in the request that caused it, so a slow or broken mail server never fails a
 * password reset or loses a mail. Each run claims a batch under a lease, delivers each mail and
 * marks it sent. A mail whose delivery fails stays unsent and is tried again when its lease ends,
 * up to MAIL_RELAY_MAX_ATTEMPTS times. Leases make it safe to run in several processes at once.
 */
import * as A from 'fp-ts/Array';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AccountError } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { MailRelayQueue, MailTransport, OutboxMail } from '@kerching/ports/accounts';

export const MAIL_RELAY_BATCH_SIZE = 20;
/** Long enough for a batch to be delivered; a crashed relay's mail is retried after it. */
export const MAIL_RELAY_LEASE_MS = 5 * 60 * 1000;
export const MAIL_RELAY_MAX_ATTEMPTS = 5;

/** A mail whose delivery failed this time (it is retried later, up to the limit). */
export interface FailedRelay {
  readonly id: string;
  readonly code: string;
}

export interface MailRelayRun {
  readonly sent: number;
  readonly failed: ReadonlyArray<FailedRelay>;
}

type RelayOutcome = 'sent' | FailedRelay;

export class RelayOutboxMail {
  constructor(
    private readonly queue: MailRelayQueue,
    private readonly transport: MailTransport,
    private readonly clock: Clock,
    private readonly batchSize = MAIL_RELAY_BATCH_SIZE,
  ) {}

  execute(): TE.TaskEither<AccountError, MailRelayRun> {
    const now = this.clock.now().getTime();
    return pipe(
      this.queue.claim(this.batchSize, now, now + MAIL_RELAY_LEASE_MS, MAIL_RELAY_MAX_ATTEMPTS),
      TE.chain((batch) => TE.fromTask(A.sequence(T.ApplicativeSeq)(batch.map((mail) => this.relay(mail))))),
      TE.map((outcomes) => ({
        sent: outcomes.filter((o) => o === 'sent').length,
        failed: outcomes.flatMap((o) => (o === 'sent' ? [] : [o])),
      })),
    );
  }

  private relay(mail: OutboxMail): T.Task<RelayOutcome> {
    return pipe(
      this.transport.deliver(mail),
      TE.chain(() => this.queue.markSent(mail.id, this.clock.now().getTime())),
      TE.match<AccountError, RelayOutcome, void>(
        (error) => ({ id: mail.id, code: error.code }),
        () => 'sent',
      ),
    );
  }
}
