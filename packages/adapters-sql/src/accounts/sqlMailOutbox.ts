/**
 * The mail outbox: the default Mailer puts each email in a table, which the local /dev/mailbox
 * page reads (and an SMTP relay, when configured, sends and marks `sent_at`); the retention job
 * deletes what is past keeping.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { MAIL_KINDS, type MailKind, type NormalisedEmail, normaliseEmail } from '@kerching/domain/account';
import type {
  MailOutbox,
  MailRelayQueue,
  MailRetention,
  Mailer,
  OutboxMail,
  OutgoingMail,
} from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { deletedRows, millis, siteKeyOf, sql, timestamp } from './sqlSupport';

interface OutboxRow {
  readonly id: number | string;
  readonly site_key: string;
  readonly recipient: string;
  readonly kind: string;
  readonly subject: string;
  readonly body: string;
  readonly queued_at: Date | string;
}

const kindOf = (text: string): MailKind => {
  const kind = MAIL_KINDS.find((k) => k === text);
  if (kind === undefined) throw new Error(`unknown mail kind: ${text}`);
  return kind;
};

const toMail = (row: OutboxRow): OutboxMail => ({
  id: String(row.id),
  site: siteKeyOf(row.site_key),
  to: normaliseEmail(row.recipient),
  kind: kindOf(row.kind),
  subject: row.subject,
  text: row.body,
  queuedAt: millis(row.queued_at),
});

export class SqlMailOutbox implements Mailer, MailOutbox, MailRelayQueue, MailRetention {
  constructor(private readonly db: SqlClient) {}

  send(mail: OutgoingMail) {
    return pipe(
      sql(() =>
        this.db.query(
          'INSERT INTO mail_outbox (site_key, recipient, kind, subject, body, queued_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [mail.site, mail.to, mail.kind, mail.subject, mail.text, timestamp(mail.queuedAt)],
        ),
      ),
      TE.map(() => undefined),
    );
  }

  recent(limit: number, to: O.Option<NormalisedEmail>) {
    return sql(async () => {
      const rows = await this.db.query<OutboxRow>(
        `SELECT id, site_key, recipient, kind, subject, body, queued_at FROM mail_outbox
          WHERE $2::text IS NULL OR recipient = $2 ORDER BY id DESC LIMIT $1`,
        [limit, O.toNullable(to)],
      );
      return rows.map(toMail);
    });
  }

  /**
   * One statement: the oldest unsent, unleased rows are locked (skipping rows another relay has
   * locked), leased and counted as an attempt, and returned.
   */
  claim(limit: number, now: number, leaseUntil: number, maxAttempts: number) {
    return sql(async () => {
      const rows = await this.db.query<OutboxRow>(
        `UPDATE mail_outbox SET claimed_until = $3, attempts = attempts + 1
          WHERE id IN (
            SELECT id FROM mail_outbox
             WHERE sent_at IS NULL AND attempts < $4 AND (claimed_until IS NULL OR claimed_until <= $2)
             ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
          RETURNING id, site_key, recipient, kind, subject, body, queued_at`,
        [limit, timestamp(now), timestamp(leaseUntil), maxAttempts],
      );
      return rows.map(toMail).sort((a, b) => Number(a.id) - Number(b.id));
    });
  }

  markSent(id: string, at: number) {
    return pipe(
      sql(() =>
        this.db.query('UPDATE mail_outbox SET sent_at = $2, claimed_until = NULL WHERE id = $1', [id, timestamp(at)]),
      ),
      TE.map(() => undefined),
    );
  }

  forgetQueuedBefore(before: number) {
    return sql(() => deletedRows(this.db, 'DELETE FROM mail_outbox WHERE queued_at < $1', [timestamp(before)]));
  }
}
