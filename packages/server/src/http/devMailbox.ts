/**
 * The local mailbox (issue 5): with no SMTP server configured, mail goes to the outbox table, and
 * `/dev/mailbox` shows it so a developer (or a browser test) can follow an emailed link.
 * `/dev/mailbox.json?to=<email>` answers the same mail as JSON.
 *
 * Local only: the Host must name this machine (localhost, *.localhost, 127.0.0.1, ::1) and the
 * connection must come from it. Anything else gets the ordinary 404, so the page's existence is not
 * revealed. Mail holds one-time links: it must never be readable from another machine.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Context, Hono } from 'hono';
import { html } from 'hono/html';
import { isLocalHost } from '@kerching/adapters-storage';
import { normaliseEmail } from '@kerching/domain/account';
import type { OutboxMail } from '@kerching/ports/accounts';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';

/** Newest mail shown. */
export const MAILBOX_SIZE = 50;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/** Whether a request may read the mailbox: a local Host over a loopback (or in-process) connection. */
export const isLocalRequest = (host: string, clientAddress: string): boolean =>
  isLocalHost(host) && (clientAddress === 'unknown' || LOOPBACK.test(clientAddress));

const recentMail = async (c: Context<AppEnv>): Promise<E.Either<string, ReadonlyArray<OutboxMail>>> => {
  const to = c.req.query('to');
  const recipient = to === undefined || to.trim() === '' ? O.none : O.some(normaliseEmail(to));
  const mail = await c.get('services').accounts.mailOutbox.recent(MAILBOX_SIZE, recipient)();
  return E.isLeft(mail) ? E.left(mail.left.code) : E.right(mail.right);
};

/** Links in plain text become anchors; everything else is escaped. */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : html`${part}`));

/** The mailbox page; its one inline style carries the page's CSP nonce (securityHeaders.ts). */
const page = (mail: ReadonlyArray<OutboxMail>, nonce: string) =>
  html`<!doctype html>
    <html lang="en-GB">
      <head>
        <meta charset="utf-8" />
        <meta name="robots" content="noindex" />
        <title>Local mailbox</title>
        <style nonce="${nonce}">
          body {
            font:
              16px/1.5 system-ui,
              sans-serif;
            max-width: 50rem;
            margin: 2rem auto;
            padding: 0 1rem;
          }
          article {
            border-top: 1px solid #ccc;
            padding: 1rem 0;
          }
          pre {
            white-space: pre-wrap;
          }
        </style>
      </head>
      <body>
        <main>
          <h1>Local mailbox</h1>
          <p>Mail the server would have sent, newest first (${mail.length}).</p>
          ${mail.length === 0 ? html`<p>No mail yet.</p>` : ''}
          ${mail.map(
            (m) =>
              html`<article>
                <h2>${m.subject}</h2>
                <p>To ${m.to} on ${m.site}, ${new Date(m.queuedAt).toISOString()} (${m.kind})</p>
                <pre>${linkify(m.text)}</pre>
              </article>`,
          )}
        </main>
      </body>
    </html>`;

export const devMailboxRoutes = (app: Hono<AppEnv>): void => {
  app.use('/dev/*', async (c, next) => {
    if (!isLocalRequest(c.req.header('host') ?? '', c.get('clientAddress'))) return c.notFound();
    c.header('cache-control', 'no-store');
    return next();
  });
  app.get('/dev/mailbox.json', async (c) => {
    const mail = await recentMail(c);
    return E.isLeft(mail) ? errorResponse(c, mail.left) : c.json({ mail: mail.right });
  });
  app.get('/dev/mailbox', async (c) => {
    const mail = await recentMail(c);
    return E.isLeft(mail) ? errorResponse(c, mail.left) : c.html(page(mail.right, c.get('secureHeadersNonce') ?? ''));
  });
};
