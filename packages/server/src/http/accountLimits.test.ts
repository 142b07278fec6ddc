/**
 * Enumeration and amplification (issue 40 item 6), over HTTP on PGlite and PostgreSQL with the
 * production limits: the account lookup is limited per address (429 with Retry-After), mail to one
 * recipient is limited (30 reset requests send 3 mails, 25 registrations of one email send at most 3
 * mails), registering an existing and a new email answer byte for byte alike (random values aside),
 * and a reset request takes about as long for a known as for an unknown email.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { ACCOUNT_REQUEST_LIMITS } from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import { ApiClient, type Answer, CSRF_HEADERS, afterAnswerSettled, testApp } from './testing/apiClient';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.co.uk`;
const registration = (email: string) => ({
  requestRegistration: { email, password: 'a-good-secret', confirmPassword: 'a-good-secret', firstName: 'Jane' },
});

/** Each test on its own hour, so the counters of one (every test request comes from one address) never reach another. */
let hour = 0;
const nextHour = (): Clock => {
  hour += 1;
  const at = Date.UTC(2030, 0, 1, hour, 0, 5);
  return { now: () => new Date(at) };
};

/** An answer with its random values (cookie values, dates) replaced, to compare byte for byte. */
const shapeOf = (answer: Answer) => ({
  status: answer.status,
  body: JSON.stringify(answer.body),
  setCookies: answer.setCookies.map((c) => c.replace(/^([^=]+)=[^;]*/, '$1=…').replace(/Expires=[^;]*/i, 'Expires=…')),
  headers: [...answer.headers.keys()].filter((k) => k !== 'set-cookie').sort(),
});

/** The timing test's floor: differences under it are noise on a shared 2-core machine. */
const TIMING_FLOOR_MS = 5;

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

describe.each(testDatabases())('account request limits on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
  }, 120_000);
  afterAll(async () => db.close());

  const appAt = (clock: Clock) => testApp(db, pino({ level: 'silent' }), clock, ACCOUNT_REQUEST_LIMITS);
  const mails = async (email: string, kind: string): Promise<number> => {
    const [row] = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM mail_outbox WHERE recipient = $1 AND kind = $2',
      [email.toLowerCase(), kind],
    );
    return Number(row?.n ?? 0);
  };

  it('60 lookups from one address: 10 answered, then 429 with Retry-After and a plain message', async () => {
    const app = appAt(nextHour());
    const answers: Answer[] = [];
    for (let i = 0; i < 60; i += 1) {
      answers.push(
        await new ApiClient(app).post('/v1/email', { requestSubscriptionDetails: { email: uniqueEmail('lookup') } }),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([...Array<number>(10).fill(200), ...Array<number>(50).fill(429)]);
    const limited = answers[59];
    expect(limited?.body).toEqual({
      error: { code: 'ACCOUNT.RATE_LIMITED', message: 'Too many requests. Please wait 1 minute and try again.' },
    });
    expect(Number(limited?.headers.get('retry-after'))).toBe(55);
  });

  it('30 reset requests for one account send 3 mails, each answered alike', async () => {
    const app = appAt(nextHour());
    const email = uniqueEmail('reset-flood');
    expect((await new ApiClient(app).post('/v1/register', registration(email))).status).toBe(200);
    const bodies = new Set<string>();
    for (let i = 0; i < 30; i += 1) {
      const answer = await new ApiClient(app).post('/v1/user/password_reset_request', { email });
      expect(answer.status).toBe(200);
      bodies.add(JSON.stringify(answer.body));
    }
    await afterAnswerSettled(app);
    expect(bodies.size).toBe(1);
    expect(await mails(email, 'password_reset')).toBe(3);
  });

  it('25 registrations of one email from one address: one account, at most 3 mails, 429 after 10', async () => {
    const app = appAt(nextHour());
    const email = uniqueEmail('register-flood');
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push((await new ApiClient(app).post('/v1/register', registration(email))).status);
    await afterAnswerSettled(app);
    expect(statuses).toEqual([...Array<number>(10).fill(200), ...Array<number>(15).fill(429)]);
    const [users] = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM users WHERE email = $1', [email]);
    expect(Number(users?.n)).toBe(1);
    expect(await mails(email, 'already_registered')).toBe(3);
  });

  it('registering an existing and a new email: the same status, body, headers and Set-Cookie shape', async () => {
    const app = appAt(nextHour());
    const existing = uniqueEmail('existing');
    expect((await new ApiClient(app).post('/v1/register', registration(existing))).status).toBe(200);
    const again = await new ApiClient(app).post('/v1/register', registration(existing));
    const fresh = await new ApiClient(app).post('/v1/register', registration(uniqueEmail('fresh')));
    expect(again.setCookies.length).toBeGreaterThan(0);
    expect(shapeOf(again)).toEqual(shapeOf(fresh));
    // Also from a browser holding an invitation's cookie (a new account's answer drops it).
    const invited = () => {
      const client = new ApiClient(app);
      client.cookies.set('kc_raf', 'SOMECODE1');
      return client;
    };
    const invitedAgain = await invited().post('/v1/register', registration(existing));
    const invitedFresh = await invited().post('/v1/register', registration(uniqueEmail('invited')));
    expect(shapeOf(invitedAgain)).toEqual(shapeOf(invitedFresh));
    // The existing email's cookies sign nobody in.
    const decoy = new ApiClient(app);
    decoy.cookies.set('kc_session_id', again.setCookies[0]?.split(';')[0]?.split('=')[1] ?? '');
    expect((await decoy.get('/v1/user')).status).toBe(401);
  });

  it('a reset request takes about as long for a known as for an unknown email (medians of 15, within 1.5x)', async () => {
    // Real time (the answer's own), relaxed limits: only the work each answer waits for is measured.
    const app = testApp(db);
    const known = uniqueEmail('timing');
    expect((await new ApiClient(app).post('/v1/register', registration(known))).status).toBe(200);
    const timed = async (email: string): Promise<number> => {
      await afterAnswerSettled(app);
      // Until the answer's status and headers are there (a server then writes them out), as a browser sees it.
      const started = performance.now();
      const answer = await app.request('/v1/user/password_reset_request', {
        method: 'POST',
        headers: {
          host: 'kerching.localhost:3000',
          ...CSRF_HEADERS,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email }),
      });
      const ms = performance.now() - started;
      expect(answer.status).toBe(200);
      await answer.text();
      return ms;
    };
    for (let i = 0; i < 3; i += 1) await timed(i % 2 === 0 ? known : uniqueEmail('warm-up'));
    const knownMs: number[] = [];
    const unknownMs: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      // Alternating which goes first, so that a machine growing busier weighs on both alike.
      if (i % 2 === 0) knownMs.push(await timed(known));
      unknownMs.push(await timed(uniqueEmail('unknown')));
      if (i % 2 === 1) knownMs.push(await timed(known));
    }
    // Below a few milliseconds a loaded machine's jitter is all there is to see: medians are floored there.
    const floored = (values: ReadonlyArray<number>) => Math.max(median(values), TIMING_FLOOR_MS);
    const ratio = Math.max(floored(knownMs), floored(unknownMs)) / Math.min(floored(knownMs), floored(unknownMs));
    expect(ratio, `known ${median(knownMs)} ms, unknown ${median(unknownMs)} ms`).toBeLessThan(1.5);
    await afterAnswerSettled(app);
  }, 60_000);
});
