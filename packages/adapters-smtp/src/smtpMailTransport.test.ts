/** SMTP delivery against a real SMTP server on this machine (smtp-server), not a mock. */
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SMTPServer } from 'smtp-server';
import { normaliseEmail } from '@kerching/domain/account';
import type { OutboxMail } from '@kerching/ports/accounts';
import { SmtpMailTransport } from './smtpMailTransport';

interface Received {
  readonly from: string;
  readonly to: ReadonlyArray<string>;
  readonly data: string;
}

const aMail = (to: string): OutboxMail => ({
  id: '42',
  site: 'kerchingie',
  to: normaliseEmail(to),
  kind: 'password_reset',
  subject: 'Reset your Kerching password',
  text: 'Open http://kerchingie.localhost:3000/reset-password?token=abc to choose a new password.',
  queuedAt: Date.UTC(2026, 10, 23),
});

/** A port nothing listens on. */
const closedPort = async (): Promise<number> => {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
};

describe('SmtpMailTransport', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.example')) callback(new Error('550 mailbox unavailable'));
        else callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom === false ? '' : mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            // Quoted-printable decoded enough to read links: soft line breaks joined, =3D back to '='.
            data: Buffer.concat(chunks).toString('utf8').replace(/=\r\n/g, '').replace(/=3D/g, '='),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the mail with its subject, text and sender', async () => {
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`, 'Kerching <no-reply@kerching.ie>');
    const result = await transport.deliver(aMail('Shopper@Example.ie'))();
    transport.close();
    expect(result).toEqual(E.right(undefined));
    const mail = received.find((r) => r.to.includes('shopper@example.ie'));
    expect(mail?.from).toBe('no-reply@kerching.ie');
    expect(mail?.data).toContain('Subject: Reset your Kerching password');
    expect(mail?.data).toContain('reset-password?token=abc');
    expect(mail?.data).toMatch(/^X-Kerching-Mail-Id: 42$/im);
  });

  it('a recipient the server refuses is an error value, not a throw', async () => {
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${port}`, 'no-reply@kerching.ie');
    const result = await transport.deliver(aMail('someone@refused.example'))();
    transport.close();
    expect(E.isLeft(result) && result.left.code).toBe('ACCOUNT.UNAVAILABLE');
  });

  it('an SMTP server that is down is an error value', async () => {
    const transport = new SmtpMailTransport(`smtp://127.0.0.1:${await closedPort()}`, 'no-reply@kerching.ie');
    const result = await transport.deliver(aMail('shopper@example.ie'))();
    transport.close();
    expect(E.isLeft(result) && result.left.detail).toMatch(/SMTP delivery failed/);
  });
});
