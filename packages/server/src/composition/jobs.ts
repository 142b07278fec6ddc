/**
 * The server process's own recurring work (issue 5): the anonymisation of deleted accounts (spec
 * 1 §4: within 24 hours; every few minutes here), crediting referrals whose 14-day window has
 * closed (spec 1 §4), forgetting sign-in attempts and mail past keeping (ADR 8), emailing shoppers
 * waiting on a sold-out deal that is back (domain backInStockAlert.ts), and, when
 * SMTP_URL is set, the relay that sends the outbox's mail. All are safe with several server
 * processes on one database. They run through the container's Scheduler (ADR 54): pg-boss on
 * PostgreSQL, the `scheduled_job` table on PGlite; delayed work to come registers its handlers there.
 */
import type { Container } from 'inversify';
import type { Logger } from 'pino';
import { RelayOutboxMail } from '@kerching/application';
import { TOKENS, type Clock } from '@kerching/ports';
import { ACCOUNT_KEYS, JOB_KEYS, REFERRAL_KEYS } from '@kerching/application/services';
import { getKey } from './keys';
import { type RecurringJob, type RecurringJobSpec, loggedRun } from '../jobs/recurringJob';
import { SmtpMailTransport } from '@kerching/adapters-smtp';

export const ANONYMISE_EVERY_MS = 5 * 60 * 1000;
export const MAIL_RELAY_EVERY_MS = 10 * 1000;
/** Referral credit falls due 14 days after a friend's purchase; a few minutes late is fine. */
export const REFERRAL_CREDIT_EVERY_MS = 10 * 60 * 1000;
/** A unit given back by a refund should reach the shoppers waiting for it while it is still there. */
export const BACK_IN_STOCK_EVERY_MS = 5 * 60 * 1000;
/** Records are kept a day (sign-in attempts) or a month (mail); an hour late is fine. */
export const RETENTION_EVERY_MS = 60 * 60 * 1000;

export interface JobOptions {
  /** SMTP server for outgoing mail; none: mail stays in the outbox (seen at /dev/mailbox). */
  readonly smtp?: { readonly url: string; readonly from: string };
  /** Delay before each job's first run (tests shorten it). */
  readonly firstRunAfterMs?: number;
}

export const startBackgroundJobs = (
  container: Container,
  clock: Clock,
  log: Logger,
  options: JobOptions,
): ReadonlyArray<RecurringJob> => {
  const scheduler = getKey(container, TOKENS.Scheduler);
  const anonymise = getKey(container, ACCOUNT_KEYS.anonymiseDeletedAccounts);
  const creditReferrals = getKey(container, REFERRAL_KEYS.creditDueReferrals);
  const forget = getKey(container, JOB_KEYS.forgetExpiredPersonalData);
  const backInStock = getKey(container, JOB_KEYS.sendBackInStockAlerts);
  const first = options.firstRunAfterMs === undefined ? {} : { firstAfterMs: options.firstRunAfterMs };
  const every = <A>(spec: RecurringJobSpec<A>): void =>
    scheduler.every(spec.name, spec.everyMs, loggedRun(spec, log), first);
  every({
    name: 'anonymise-deleted-accounts',
    everyMs: ANONYMISE_EVERY_MS,
    run: () => anonymise.execute(),
    worthLogging: (run) => run.anonymised > 0,
  });
  every({
    name: 'credit-due-referrals',
    everyMs: REFERRAL_CREDIT_EVERY_MS,
    run: () => creditReferrals.execute(),
    worthLogging: (run) => run.credited.length > 0,
  });
  every({
    name: 'forget-expired-personal-data',
    everyMs: RETENTION_EVERY_MS,
    run: () => forget.execute(),
    worthLogging: (run) => run.loginAttempts > 0 || run.mail > 0,
  });
  every({
    name: 'back-in-stock-alerts',
    everyMs: BACK_IN_STOCK_EVERY_MS,
    run: () => backInStock.execute(),
    worthLogging: (run) => run.sent > 0 || run.dropped > 0 || run.failed > 0,
  });
  const smtp = options.smtp;
  const transport = smtp === undefined ? undefined : new SmtpMailTransport(smtp.url, smtp.from);
  if (transport !== undefined) {
    const relay = new RelayOutboxMail(getKey(container, TOKENS.MailRelayQueue), transport, clock);
    every({
      name: 'mail-relay',
      everyMs: MAIL_RELAY_EVERY_MS,
      run: () => relay.execute(),
      worthLogging: (run) => run.sent > 0 || run.failed.length > 0,
    });
  }
  const started = scheduler.start().catch((err: unknown) => log.error({ err }, 'the scheduler did not start'));
  return [
    {
      // Waits for the jobs and runs in progress, then lets the mail connection go.
      stop: async () => {
        await started;
        await scheduler.stop();
        transport?.close();
      },
    },
  ];
};
