/**
 * Delivers outbox mail by SMTP with nodemailer (issue 5 "SMTP via nodemailer when SMTP_URL is
 * set"). The URL carries host, port, credentials and TLS (smtps:// for implicit TLS). A refused or
 * failed delivery is an error value: the relay keeps the mail and tries again later.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { createTransport, type Transporter } from 'nodemailer';
import { accountError } from '@kerching/domain/account';
import type { MailTransport, OutboxMail } from '@kerching/ports/accounts';

/** How long one delivery may take before it counts as failed. */
const SMTP_TIMEOUT_MS = 30_000;

export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  }

  deliver(mail: OutboxMail) {
    return pipe(
      TE.tryCatch(
        () =>
          this.transporter.sendMail({
            from: this.from,
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            headers: { 'X-Kerching-Mail-Id': mail.id, 'X-Kerching-Site': mail.site },
          }),
        (error) =>
          accountError(
            'ACCOUNT.UNAVAILABLE',
            `SMTP delivery failed: ${error instanceof Error ? error.message : 'unknown'}`,
          ),
      ),
      TE.map(() => undefined),
    );
  }

  close(): void {
    this.transporter.close();
  }
}
