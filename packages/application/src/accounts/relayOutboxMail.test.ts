import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { accountError, normaliseEmail } from '@kerching/domain/account';
import type { MailRelayQueue, MailTransport, OutboxMail } from '@kerching/ports/accounts';
import { MAIL_RELAY_LEASE_MS, MAIL_RELAY_MAX_ATTEMPTS, RelayOutboxMail } from './relayOutboxMail';
import { MutableClock } from './testing/inMemoryAccounts';

const NOW = Date.UTC(2026, 10, 23, 9);

interface Row {
  readonly mail: OutboxMail;
  leaseUntil: number;
  attempts: number;
  sentAt?: number;
}

/** The queue's contract, kept in memory (the SQL adapter's own tests hold it to the same rules). */
class QueueModel implements MailRelayQueue {
  readonly rows: Row[];
  constructor(recipients: ReadonlyArray<string>) {
    this.rows = recipients.map((to, i) => ({
      mail: {
        id: String(i + 1),
        site: 'kerching',
        to: normaliseEmail(to),
        kind: 'password_reset',
        subject: `Mail ${i + 1}`,
        text: 'Hello',
        queuedAt: NOW,
      },
      leaseUntil: 0,
      attempts: 0,
    }));
  }
  claim(limit: number, now: number, leaseUntil: number, maxAttempts: number) {
    const due = this.rows
      .filter((r) => r.sentAt === undefined && r.attempts < maxAttempts && r.leaseUntil <= now)
      .slice(0, limit);
    for (const r of due) {
      r.leaseUntil = leaseUntil;
      r.attempts += 1;
    }
    return TE.right(due.map((r) => r.mail));
  }
  markSent(id: string, at: number) {
    const row = this.rows.find((r) => r.mail.id === id);
    if (row !== undefined) row.sentAt = at;
    return TE.right(undefined);
  }
}

/** Delivers to everyone but the addresses it is told are unreachable. */
class FakeSmtp implements MailTransport {
  readonly delivered: string[] = [];
  constructor(private readonly unreachable: ReadonlySet<string>) {}
  deliver(mail: OutboxMail) {
    if (this.unreachable.has(mail.to)) return TE.left(accountError('ACCOUNT.UNAVAILABLE', 'connection refused'));
    this.delivered.push(mail.to);
    return TE.right(undefined);
  }
}

describe('RelayOutboxMail', () => {
  it('delivers every unsent mail once and marks it sent', async () => {
    const queue = new QueueModel(['a@example.co.uk', 'b@example.co.uk']);
    const smtp = new FakeSmtp(new Set());
    const clock = new MutableClock(NOW);
    const relay = new RelayOutboxMail(queue, smtp, clock);
    expect(await relay.execute()()).toEqual(E.right({ sent: 2, failed: [] }));
    clock.advance(MAIL_RELAY_LEASE_MS * 2);
    expect(await relay.execute()()).toEqual(E.right({ sent: 0, failed: [] }));
    expect(smtp.delivered).toEqual(['a@example.co.uk', 'b@example.co.uk']);
    expect(queue.rows.every((r) => r.sentAt === NOW)).toBe(true);
  });

  it('keeps a mail it could not deliver, retries it after the lease, and stops at the limit', async () => {
    const queue = new QueueModel(['down@example.co.uk', 'up@example.co.uk']);
    const clock = new MutableClock(NOW);
    const relay = new RelayOutboxMail(queue, new FakeSmtp(new Set(['down@example.co.uk'])), clock);
    expect(await relay.execute()()).toEqual(E.right({ sent: 1, failed: [{ id: '1', code: 'ACCOUNT.UNAVAILABLE' }] }));
    // Within the lease nothing is tried again.
    expect(await relay.execute()()).toEqual(E.right({ sent: 0, failed: [] }));
    for (let attempt = 2; attempt <= MAIL_RELAY_MAX_ATTEMPTS; attempt += 1) {
      clock.advance(MAIL_RELAY_LEASE_MS);
      const run = await relay.execute()();
      expect(E.isRight(run) && run.right.failed.length).toBe(1);
    }
    clock.advance(MAIL_RELAY_LEASE_MS);
    expect(await relay.execute()()).toEqual(E.right({ sent: 0, failed: [] }));
    expect(queue.rows[0]?.attempts).toBe(MAIL_RELAY_MAX_ATTEMPTS);
  });

  it('a mail delivered once is not delivered again when the relay restarts', async () => {
    const queue = new QueueModel(['a@example.co.uk']);
    const smtp = new FakeSmtp(new Set());
    const clock = new MutableClock(NOW);
    await new RelayOutboxMail(queue, smtp, clock).execute()();
    clock.advance(MAIL_RELAY_LEASE_MS * 10);
    await new RelayOutboxMail(queue, smtp, clock).execute()();
    expect(smtp.delivered).toEqual(['a@example.co.uk']);
  });
});
