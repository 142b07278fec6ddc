/**
 * Campaign credit links on pages (creditClaimLinks.ts), over the real app with a stand-in for the
 * web app that prints the toast it is given, on PGlite and PostgreSQL: a signed-in shopper's link
 * claims at once; a signed-out visitor is sent to sign in with the number kept, and the first page
 * once signed in claims it; a value that is not all digits is ignored; a page with a toast is never
 * kept in or served from the page cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { SqlCreditCampaigns } from '@kerching/adapters-sql/purchase';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { MemoryCache, SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';
import type { CachedPage } from './pageCache';
import { ApiClient, TEST_CSRF_SECRET } from './testing/apiClient';

const DAY = 86_400_000;
const APPLIED = "credit has been applied to your account. You'll see it when you get to checkout!";

let counter = 0;

describe.each(testDatabases())('campaign credit links on pages ($name)', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let renders = 0;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, smallCatalogue([aDealRow(1)]));
    const clock = { now: () => FIXED_NOW };
    const start = FIXED_NOW.getTime();
    const campaigns = new SqlCreditCampaigns(db);
    for (const campaign of [
      { code: '701', currency: 'GBP' as const, amountMinor: 500, startsAt: start - DAY, endsAt: start + DAY },
      { code: '801', currency: 'EUR' as const, amountMinor: 750, startsAt: start - DAY, endsAt: start + DAY },
    ])
      expect(E.isRight(await campaigns.save(campaign)())).toBe(true);
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(
        createContainer(db, clock, {
          accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
        }),
      ),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
      pageCache: new MemoryCache<CachedPage>(clock),
      web: {
        clientDir: '.',
        handler: async (_request, context) => {
          renders += 1;
          const toast = O.match(
            () => 'no toast',
            (t: { kind: string; message: string }) => `${t.kind}: ${t.message}`,
          )(context.notice);
          return new Response(`<!doctype html><html><body><p>${toast}</p></body></html>`, {
            headers: { 'content-type': 'text/html; charset=utf-8' },
          });
        },
      },
    });
  }, 120_000);
  afterAll(async () => db.close());

  const registered = async (host = 'kerching.localhost:3000') => {
    const client = new ApiClient(app, host);
    const email = `claimer-${Date.now()}-${(counter += 1)}@example.co.uk`;
    const answer = await client.post('/v1/register', {
      requestRegistration: { email, password: 'claim-secret', confirmPassword: 'claim-secret', firstName: 'Cal' },
    });
    expect(answer.status).toBe(200);
    return client;
  };
  const expired = (setCookies: ReadonlyArray<string>, name: string) =>
    setCookies.some((line) => line.startsWith(`${name}=;`) && /max-age=0/i.test(line));

  it('claims a signed-in shopper’s link on the page it opens, which shows the toast', async () => {
    const client = await registered();
    const page = await client.get('/deals/london?credit_validation=701');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`success: £5 ${APPLIED}`);
    const again = await client.get('/?credit_validation=701');
    expect(again.body).toContain("error: You've already received your credit from this offer");
    const unknown = await client.get('/?credit_validation=999');
    expect(unknown.body).toContain('error: Sorry, this offer link is no longer valid');
  });

  it("claims a link's own number first and a kept one on the next page", async () => {
    const client = await registered();
    client.cookies.set('kc_credit_claim', '999');
    const linked = await client.get('/?credit_validation=701');
    expect(linked.body).toContain(`success: £5 ${APPLIED}`);
    expect(client.cookies.get('kc_credit_claim')).toBe('999');
    const next = await client.get('/');
    expect(next.body).toContain('error: Sorry, this offer link is no longer valid');
    expect(client.cookies.has('kc_credit_claim')).toBe(false);
  });

  it('ignores a value that is not all digits', async () => {
    const client = await registered();
    for (const value of ['12a', '', '-5', '7%200']) {
      const page = await client.get(`/?credit_validation=${value}`);
      expect(page.status, value).toBe(200);
      expect(page.body).toContain('no toast');
    }
    const visitor = await new ApiClient(app).get('/?credit_validation=abc');
    expect(visitor.status).toBe(200);
  });

  it('sends a signed-out visitor to sign in, keeping the number; the first page once signed in claims it', async () => {
    const visitor = new ApiClient(app, 'kerchingie.localhost:3000');
    const link = await visitor.get('/deals/dublin?sort=price&credit_validation=801');
    expect(link.status).toBe(303);
    expect(link.headers.get('location')).toBe(`/login?returnTo=${encodeURIComponent('/deals/dublin?sort=price')}`);
    expect(visitor.cookies.get('kc_credit_claim')).toBe('801');
    expect(visitor.cookies.get('kc_credit_notice')).toBe('NotLoggedIn');

    const login = await visitor.get('/login?returnTo=%2Fdeals%2Fdublin');
    expect(login.body).toContain('error: Please log in to claim your credit');
    expect(expired(login.setCookies, 'kc_credit_notice')).toBe(true);
    expect((await visitor.get('/login')).body).toContain('no toast');

    const email = `kept-${Date.now()}@example.ie`;
    expect(
      (
        await visitor.post('/v1/register', {
          requestRegistration: { email, password: 'claim-secret', confirmPassword: 'claim-secret', firstName: 'Kit' },
        })
      ).status,
    ).toBe(200);
    // A client-side data request (as after the sign-in form) claims too.
    const next = await visitor.get('/deals/dublin.data');
    expect(next.body).toContain(`success: €7.50 ${APPLIED}`);
    expect(expired(next.setCookies, 'kc_credit_claim')).toBe(true);
    expect(visitor.cookies.has('kc_credit_claim')).toBe(false);
    expect((await visitor.get('/deals/dublin')).body).toContain('no toast');
  });

  it('never keeps or serves from the page cache a page showing a toast', async () => {
    const before = renders;
    const plain = async () => (await new ApiClient(app).get('/deals/london')).body;
    expect(await plain()).toContain('no toast');
    expect(await plain()).toContain('no toast');
    expect(renders - before).toBe(1);
    const withNotice = new ApiClient(app);
    withNotice.cookies.set('kc_credit_notice', 'NetworkFailure');
    expect((await withNotice.get('/deals/london')).body).toContain(
      'error: Unable to process credit at this time. Please try again later.',
    );
    expect(renders - before).toBe(2);
    expect(await plain()).toContain('no toast');
    expect(renders - before).toBe(2);
  });
});
