/**
 * Security of the account calls (issue 5 acceptance), each test asserting the behaviour over HTTP
 * on PGlite and PostgreSQL: no account enumeration, a new session id at login, forgery refused,
 * rate limits, object-level authorisation, no passwords in logs, and the cookies' flags.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS } from '@kerching/domain/account';
import { ApiClient, logCapture, testApp } from './testing/apiClient';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.co.uk`;

const registration = (email: string, password: string) => ({
  requestRegistration: { email, password, confirmPassword: password, firstName: 'Jane', lastName: 'Doe' },
});
const login = (email: string, password: string) => ({ loginRequest: { j_username: email, j_password: password } });

describe.each(testDatabases())('account security on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  const logs = logCapture();
  beforeAll(async () => {
    db = await open();
    app = testApp(db, logs.log);
  }, 120_000);
  afterAll(async () => db.close());

  const registered = async (label: string, password = 'a-good-secret') => {
    const client = new ApiClient(app);
    const email = uniqueEmail(label);
    expect((await client.post('/v1/register', registration(email, password))).status).toBe(200);
    const [row] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email.toLowerCase()]);
    return { client, email, password, id: row?.id ?? '' };
  };

  it('no account enumeration: login, reset and register answer a known and an unknown email alike', async () => {
    const { email } = await registered('known');
    const unknown = uniqueEmail('unknown');
    const same = async (call: (email: string) => Promise<{ status: number; body: unknown }>) => {
      const a = await call(email);
      const b = await call(unknown);
      expect({ status: a.status, body: a.body }).toEqual({ status: b.status, body: b.body });
    };
    await same((e) => new ApiClient(app).post('/v1/login', login(e, 'wrong-password')));
    await same((e) => new ApiClient(app).post('/v1/user/password_reset_request', { email: e }));
    await same((e) => new ApiClient(app).post('/v1/user/password_activate_request', { email: e }));
    const register = async (e: string) => {
      const answer = await new ApiClient(app).post('/v1/register', registration(e, 'another-secret'));
      return { status: answer.status, body: answer.body };
    };
    expect(await register(email)).toEqual(await register(uniqueEmail('fresh')));
  });

  it('the session id changes at login, and the old one stops working', async () => {
    const { client, email, password } = await registered('fixation');
    const before = client.cookies.get('kc_session_id');
    expect((await client.post('/v1/login', login(email, password))).status).toBe(200);
    const after = client.cookies.get('kc_session_id');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const stale = new ApiClient(app);
    stale.cookies.set('kc_session_id', before ?? '');
    expect((await stale.get('/v1/user')).status).toBe(401);
  });

  it('cross-site request forgery is refused (403) and changes nothing', async () => {
    const { client, email, password } = await registered('csrf');
    const forged = await client.call(
      'PUT',
      '/v1/user',
      { user: { firstName: 'Mallory', lastName: 'X' } },
      { csrf: false },
    );
    expect(forged).toMatchObject({ status: 403, body: { error: { code: 'REQUEST.FORGERY_SUSPECTED' } } });
    const crossSite = await client.call(
      'PATCH',
      '/v1/user/password',
      { passwordChange: { currentPassword: password, newPassword: 'owned-secret', confirmPassword: 'owned-secret' } },
      { headers: { origin: 'https://evil.example' } },
    );
    expect(crossSite.status).toBe(403);
    expect(await client.get('/v1/user')).toMatchObject({ body: { data: { firstName: 'Jane' } } });
    expect((await new ApiClient(app).post('/v1/login', login(email, password))).status).toBe(200);
    const noToken = await new ApiClient(app).call('POST', '/v1/login', login(email, password), { csrf: false });
    expect(noToken.status).toBe(403);
  });

  it('repeated failed logins for an account answer 429 with a clear message and Retry-After', async () => {
    const { email, password } = await registered('throttle');
    for (let i = 0; i < MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await new ApiClient(app).post('/v1/login', login(email, `wrong-${i}-password`))).status).toBe(401);
    }
    const limited = await new ApiClient(app).post('/v1/login', login(email, password));
    expect(limited).toMatchObject({
      status: 429,
      body: { error: { code: 'ACCOUNT.RATE_LIMITED', message: expect.any(String) } },
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('one shopper can neither read nor change another’s account through any call', async () => {
    const a = await registered('owner-a');
    const b = await registered('owner-b', 'b-own-secret');
    expect(await a.client.get(`/v1/user?id=${b.id}`)).toMatchObject({
      status: 403,
      body: { error: { code: 'ACCOUNT.FORBIDDEN' } },
    });
    const rename = await a.client.put('/v1/user', { user: { id: b.id, firstName: 'Owned', lastName: 'Owned' } });
    expect(rename).toMatchObject({ status: 403, body: { error: { code: 'ACCOUNT.FORBIDDEN' } } });
    // Bodies name no other account: A's password change and deletion are A's alone.
    const changed = await a.client.patch('/v1/user/password', {
      passwordChange: { currentPassword: a.password, newPassword: 'a-new-secret', confirmPassword: 'a-new-secret' },
    });
    expect(changed.status).toBe(200);
    expect(
      (await a.client.post('/v1/cauth', { customerToken: b.client.cookies.get('kc_customer_token') })).status,
    ).toBe(401);
    expect((await a.client.post('/v1/user/anonymize', { confirm: true, password: 'a-new-secret' })).status).toBe(200);
    expect(await b.client.get('/v1/user')).toMatchObject({ status: 200, body: { data: { firstName: 'Jane' } } });
    expect((await new ApiClient(app).post('/v1/login', login(b.email, b.password))).status).toBe(200);
  });

  it('no password ever appears in the logs', async () => {
    const secrets = ['Plain-Text-Secret-1', 'Plain-Text-Secret-2', 'Wrong-Guess-Secret-3', 'Reset-Secret-4'];
    const [first = '', second = '', wrong = ''] = secrets;
    const { client, email } = await registered('logs', first);
    await new ApiClient(app).post('/v1/login', login(email, wrong));
    await new ApiClient(app).post('/v1/login', login(email, first));
    await client.patch('/v1/user/password', {
      passwordChange: { currentPassword: first, newPassword: second, confirmPassword: second },
    });
    await client.post('/v1/register', registration(email, 'Reset-Secret-4'));
    await client.post('/v1/user/anonymize', { confirm: true, password: second });
    const text = logs.text();
    expect(text).toContain('/v1/login');
    for (const secret of secrets) expect(text).not.toContain(secret);
  });

  it('cookies are HttpOnly and SameSite=Lax, and Secure outside localhost', async () => {
    const local = new ApiClient(app, 'kerching.localhost:3000');
    const answer = await local.post('/v1/register', registration(uniqueEmail('cookie-local'), 'cookie-secret'));
    const live = new ApiClient(app, 'www.kerching.co.uk');
    const liveAnswer = await live.post('/v1/register', registration(uniqueEmail('cookie-live'), 'cookie-secret'));
    for (const { setCookies, secure } of [
      { setCookies: answer.setCookies, secure: false },
      { setCookies: liveAnswer.setCookies, secure: true },
    ]) {
      const session = setCookies.filter((c) => c.startsWith('kc_session_id=') || c.startsWith('kc_customer_token='));
      expect(session).toHaveLength(2);
      for (const cookie of session) {
        expect(cookie).toMatch(/;\s*HttpOnly/i);
        expect(cookie).toMatch(/;\s*SameSite=Lax/i);
        expect(/;\s*Secure/i.test(cookie)).toBe(secure);
      }
    }
  });
});

describe.each(testDatabases())('the per-address login limit on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    app = testApp(db);
  }, 120_000);
  afterAll(async () => db.close());

  it('failures from one address against many accounts answer 429 too', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ADDRESS; i += 1) {
      expect((await new ApiClient(app).post('/v1/login', login(uniqueEmail('spray'), 'guess-password'))).status).toBe(
        401,
      );
    }
    const limited = await new ApiClient(app).post('/v1/login', login(uniqueEmail('spray'), 'guess-password'));
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'ACCOUNT.RATE_LIMITED' } } });
  });
});
