/** The local mailbox (/dev/mailbox): what it shows, to whom, and that only this machine may read it. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { SqlMailOutbox, type SqlClient } from '@kerching/adapters-sql';
import { FIXED_NOW, testDatabases } from '@kerching/adapters-sql/testing';
import { normaliseEmail } from '@kerching/domain/account';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';
import { isLocalRequest } from './devMailbox';

const [pglite] = testDatabases();

describe('isLocalRequest', () => {
  it.each([
    ['kerching.localhost:3000', '127.0.0.1', true],
    ['localhost', '::1', true],
    ['127.0.0.1:3000', '::ffff:127.0.0.1', true],
    ['kerchingie.localhost:3310', 'unknown', true],
    // A real site's name, even through a proxy on this machine.
    ['www.kerching.co.uk', '127.0.0.1', false],
    // This machine's name, but the connection comes from elsewhere.
    ['kerching.localhost:3000', '192.168.1.20', false],
    ['localhost.evil.example', '127.0.0.1', false],
  ])('%s from %s: %s', (host, address, local) => {
    expect(isLocalRequest(host, address)).toBe(local);
  });
});

describe.runIf(pglite !== undefined)('/dev/mailbox', () => {
  let db: SqlClient;
  const appWith = (devMailbox: boolean) =>
    createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => FIXED_NOW })),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      devMailbox,
    });

  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no PGlite');
    db = await pglite.open();
    const outbox = new SqlMailOutbox(db);
    const mail = (to: string, subject: string, text: string) =>
      outbox.send({
        site: 'kerching',
        to: normaliseEmail(to),
        kind: 'password_reset',
        subject,
        text,
        queuedAt: FIXED_NOW.getTime(),
      })();
    await mail(
      'jane@example.co.uk',
      'Reset your Kerching password',
      'Open http://kerching.localhost:3000/reset-password?token=abc&x=1 now.',
    );
    await mail('other@example.co.uk', '<script>alert(1)</script>', 'Hello');
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it('answers the newest mail as JSON, for one recipient when asked', async () => {
    const app = appWith(true);
    const all = await app.request('/dev/mailbox.json', { headers: { host: 'kerching.localhost:3000' } });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('no-store');
    const body = (await all.json()) as { mail: Array<{ to: string; subject: string; text: string }> };
    expect(body.mail.map((m) => m.to)).toEqual(['other@example.co.uk', 'jane@example.co.uk']);
    const jane = await app.request('/dev/mailbox.json?to=Jane@Example.co.uk', {
      headers: { host: 'kerching.localhost:3000' },
    });
    const janes = (await jane.json()) as { mail: Array<{ text: string }> };
    expect(janes.mail).toHaveLength(1);
    expect(janes.mail[0]?.text).toContain('/reset-password?token=abc&x=1');
  });

  it('shows an HTML page with links to follow and everything else escaped', async () => {
    const page = await appWith(true).request('/dev/mailbox', { headers: { host: 'localhost:3000' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<h1>Local mailbox</h1>');
    expect(html).toContain('<a href="http://kerching.localhost:3000/reset-password?token=abc&amp;x=1">');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    // Its style is allowed by the page's Content-Security-Policy.
    const nonce = /'nonce-([^']+)'/.exec(page.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    expect(html).toContain(`<style nonce="${nonce ?? ''}">`);
  });

  it('is not there for a real site name, nor when mail goes out by SMTP', async () => {
    const remote = await appWith(true).request('/dev/mailbox.json', { headers: { host: 'www.kerching.co.uk' } });
    expect(remote.status).toBe(404);
    expect(await remote.text()).not.toContain('jane@example.co.uk');
    const smtp = await appWith(false).request('/dev/mailbox.json', { headers: { host: 'kerching.localhost:3000' } });
    expect(smtp.status).toBe(404);
  });
});
