/** Contract tests of every account call (issue 5), on PGlite and PostgreSQL: status and body shape. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import {
  CHANGE_UNSUCCESSFUL,
  INVALID_EMAIL_OR_PASSWORD,
  LINK_ALREADY_USED,
  PASSWORD_SUCCESSFULLY_UPDATED,
  REGISTRATION_CHECK_YOUR_EMAIL,
  SUBSCRIBED_TO_NEWSLETTER,
  UNSUBSCRIBED_FROM_NEWSLETTER,
} from '@kerching/domain/account';
import { ApiClient, afterAnswerSettled, testApp } from './testing/apiClient';

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.co.uk`;
const PASSWORD = 'first-secret';

const registration = (email: string, password = PASSWORD) => ({
  requestRegistration: { email, password, confirmPassword: password, firstName: 'Jane', lastName: 'Doe' },
});

/** The token of the newest emailed link to `email` with `path` (the outbox, as /dev/mailbox shows it). */
const mailedToken = async (db: SqlClient, email: string, path: string): Promise<string> => {
  const [mail] = await db.query<{ body: string }>(
    'SELECT body FROM mail_outbox WHERE recipient = $1 AND body LIKE $2 ORDER BY id DESC LIMIT 1',
    [email.toLowerCase(), `%${path}?token=%`],
  );
  const token = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(mail?.body ?? '')?.[1];
  if (token === undefined) throw new Error(`no ${path} mail to ${email}`);
  return token;
};

describe.each(testDatabases())('the account calls on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    app = testApp(db);
  }, 120_000);
  afterAll(async () => db.close());

  /** A new client, registered and signed in as a new account. */
  const registered = async (label: string) => {
    const client = new ApiClient(app);
    const email = uniqueEmail(label);
    const answer = await client.post('/v1/register', registration(email));
    expect(answer.status).toBe(200);
    return { client, email };
  };

  it('POST /v1/register signs a new account in; the body is the same message for every variant', async () => {
    const { client } = await registered('register');
    expect(client.cookies.get('kc_session_id')).toBeDefined();
    expect(client.cookies.get('kc_customer_token')).toBeDefined();
    const vip = await new ApiClient(app).post('/v1/register/vip', registration(uniqueEmail('vip')));
    expect(vip).toMatchObject({ status: 200, body: { data: { message: REGISTRATION_CHECK_YOUR_EMAIL } } });
    const express = await new ApiClient(app).post('/v1/express-register', {
      requestRegistration: { email: uniqueEmail('express') },
    });
    expect(express).toMatchObject({ status: 200, body: { data: { message: REGISTRATION_CHECK_YOUR_EMAIL } } });
    const bad = await new ApiClient(app).post('/v1/register', registration('not-an-email'));
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { code: 'ACCOUNT.FORM_INVALID', fields: { email: expect.any(String) } } });
    const malformed = await new ApiClient(app).post('/v1/register', { requestRegistration: { email: 42 } });
    expect(malformed).toMatchObject({ status: 400, body: { error: { code: 'REQUEST.INVALID' } } });
  });

  it('POST /v1/login answers the customer token and sets the session; a wrong password the spec message', async () => {
    const { email } = await registered('login');
    const client = new ApiClient(app);
    const ok = await client.post('/v1/login', { loginRequest: { j_username: email, j_password: PASSWORD } });
    expect(ok).toMatchObject({
      status: 200,
      body: { response: 'success', data: { customerToken: expect.any(String) } },
    });
    expect(client.cookies.get('kc_session_id')).toBeDefined();
    const wrong = await new ApiClient(app).post('/v1/login', {
      loginRequest: { j_username: email, j_password: 'nope-nope' },
    });
    expect(wrong).toMatchObject({
      status: 401,
      body: { error: { code: 'ACCOUNT.INVALID_CREDENTIALS', message: INVALID_EMAIL_OR_PASSWORD } },
    });
    const notJson = await new ApiClient(app).call('POST', '/v1/login', undefined, {
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: 'REQUEST.INVALID' } } });
  });

  it('PUT /v1/logout ends the session and removes the cookies', async () => {
    const { client } = await registered('logout');
    expect((await client.get('/v1/user')).status).toBe(200);
    const session = client.cookies.get('kc_session_id') ?? '';
    expect(await client.put('/v1/logout')).toMatchObject({ status: 200, body: { response: 'success' } });
    expect(client.cookies.has('kc_session_id')).toBe(false);
    client.cookies.set('kc_session_id', session);
    expect((await client.get('/v1/user')).status).toBe(401);
  });

  it('POST /v1/email looks an account up; GET /v1/email/verify checks an address without the network', async () => {
    const { email } = await registered('lookup');
    const known = await new ApiClient(app).post('/v1/email', { requestSubscriptionDetails: { email } });
    expect(known).toMatchObject({
      status: 200,
      body: { data: { isRegistered: true, hasPassword: true, isLocked: false, tpl: false, flow: 'password' } },
    });
    const unknown = await new ApiClient(app).post('/v1/email', {
      requestSubscriptionDetails: { email: uniqueEmail('x') },
    });
    expect(unknown).toMatchObject({ status: 200, body: { data: { isRegistered: false, flow: 'register' } } });
    const verify = await new ApiClient(app).get('/v1/email/verify?email=jane@gmial.com');
    expect(verify).toMatchObject({ status: 200, body: { data: { result: 'risky', didYouMean: 'jane@gmail.com' } } });
    expect((await new ApiClient(app).get('/v1/email/verify?email=nonsense')).body).toMatchObject({
      data: { result: 'undeliverable' },
    });
    expect((await new ApiClient(app).get('/v1/email/verify')).status).toBe(400);
  });

  it('POST /v1/cauth makes the session a remembered one under a new id, for the right customer token only', async () => {
    const { client } = await registered('cauth');
    const before = client.cookies.get('kc_session_id');
    const customerToken = client.cookies.get('kc_customer_token') ?? '';
    const wrong = await client.post('/v1/cauth', { customerToken: 'someone-elses-token-123456' });
    expect(wrong).toMatchObject({ status: 401, body: { error: { code: 'ACCOUNT.SESSION_INVALID' } } });
    const created = await client.post('/v1/cauth', { customerToken });
    expect(created).toMatchObject({ status: 200, body: { response: 'success', data: { customerToken } } });
    const after = client.cookies.get('kc_session_id');
    expect(after).not.toBe(before);
    expect(created.body).toMatchObject({ data: { sessionId: after } });
    const maxAge = Number(
      /Max-Age=(\d+)/i.exec(created.setCookies.find((c) => c.startsWith('kc_session_id=')) ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(364 * 24 * 3600);
    expect((await client.get('/v1/user')).status).toBe(200);
  });

  it('GET and PUT /v1/user read and change the viewer’s own profile; without a session 401', async () => {
    const { client, email } = await registered('profile');
    expect(await client.get('/v1/user')).toMatchObject({
      status: 200,
      body: { data: { email: email.toLowerCase(), firstName: 'Jane', isAuthenticated: true } },
    });
    const changed = await client.put('/v1/user', { user: { firstName: 'Janet', lastName: 'Smith' } });
    expect(changed).toMatchObject({ status: 200, body: { data: { firstName: 'Janet', lastName: 'Smith' } } });
    const invalid = await client.put('/v1/user', { user: { firstName: '', lastName: 'Smith' } });
    expect(invalid).toMatchObject({
      status: 400,
      body: { error: { code: 'ACCOUNT.FORM_INVALID', fields: { firstName: expect.any(String) } } },
    });
    expect(await new ApiClient(app).get('/v1/user')).toMatchObject({
      status: 401,
      body: { error: { code: 'ACCOUNT.SESSION_INVALID' } },
    });
  });

  it('PATCH /v1/user/password changes the password; a wrong current password is the spec message', async () => {
    const { client, email } = await registered('password');
    const wrong = await client.patch('/v1/user/password', {
      passwordChange: {
        currentPassword: 'not-it-at-all',
        newPassword: 'second-secret',
        confirmPassword: 'second-secret',
      },
    });
    expect(wrong).toMatchObject({ status: 400, body: { error: { message: CHANGE_UNSUCCESSFUL } } });
    const ok = await client.patch('/v1/user/password', {
      passwordChange: { currentPassword: PASSWORD, newPassword: 'second-secret', confirmPassword: 'second-secret' },
    });
    expect(ok).toMatchObject({ status: 200, body: { data: { message: PASSWORD_SUCCESSFULLY_UPDATED } } });
    const login = await new ApiClient(app).post('/v1/login', {
      loginRequest: { j_username: email, j_password: 'second-secret' },
    });
    expect(login.status).toBe(200);
  });

  it('password reset: request (same answer for any email), then reset through the emailed token, once', async () => {
    const { email } = await registered('reset');
    const client = new ApiClient(app);
    const requested = await client.post('/v1/user/password_reset_request', { email });
    expect(requested).toMatchObject({ status: 200, body: { data: { message: expect.any(String) } } });
    await afterAnswerSettled(app);
    const token = await mailedToken(db, email, '/reset-password');
    const body = { token, password: 'reset-secret', confirmPassword: 'reset-secret' };
    expect(await client.post('/v1/user/password_reset', body)).toMatchObject({
      status: 200,
      body: { data: { message: expect.any(String) } },
    });
    expect(await client.post('/v1/user/password_reset', body)).toMatchObject({
      status: 410,
      body: { error: { code: 'ACCOUNT.TOKEN_USED', message: LINK_ALREADY_USED } },
    });
    const login = await client.post('/v1/login', { loginRequest: { j_username: email, j_password: 'reset-secret' } });
    expect(login.status).toBe(200);
  });

  it('activation: an express account sets its password through the emailed link', async () => {
    const email = uniqueEmail('activate');
    const client = new ApiClient(app);
    expect((await client.post('/v1/express-register', { requestRegistration: { email } })).status).toBe(200);
    expect((await client.post('/v1/user/password_activate_request', { email })).status).toBe(200);
    await afterAnswerSettled(app);
    const token = await mailedToken(db, email, '/activate-account');
    const activated = await client.post('/v1/user/password_activate', {
      token,
      password: 'chosen-secret',
      confirmPassword: 'chosen-secret',
    });
    expect(activated.status).toBe(200);
    const login = await new ApiClient(app).post('/v1/login', {
      loginRequest: { j_username: email, j_password: 'chosen-secret' },
    });
    expect(login.status).toBe(200);
  });

  it('POST /v1/logingoogle refuses a token that is not Google’s', async () => {
    const answer = await new ApiClient(app).post('/v1/logingoogle', { idToken: 'not.a.jwt' });
    expect(answer).toMatchObject({ status: 401, body: { error: { code: 'ACCOUNT.GOOGLE_TOKEN_INVALID' } } });
  });

  it('newsletter: subscribe with email and location, unsubscribe by the emailed token or as the viewer', async () => {
    const email = uniqueEmail('news');
    const client = new ApiClient(app);
    const subscribed = await client.post('/v1/subscription', { email, location: 'london' });
    expect(subscribed).toMatchObject({ status: 200, body: { data: { message: SUBSCRIBED_TO_NEWSLETTER } } });
    const token = await mailedToken(db, email, '/unsubscribe');
    expect(await client.delete(`/v1/subscription?token=${token}`)).toMatchObject({
      status: 200,
      body: { data: { message: UNSUBSCRIBED_FROM_NEWSLETTER } },
    });
    expect((await client.delete('/v1/subscription?token=unknown-token-1234567890')).status).toBe(404);
    const noLocation = await client.post('/v1/subscription', { email });
    expect(noLocation).toMatchObject({ status: 400, body: { error: { code: 'ACCOUNT.FORM_INVALID' } } });
    const { client: viewer, email: viewerEmail } = await registered('news-viewer');
    expect((await viewer.post('/v1/subscription', { email: viewerEmail, location: 'london' })).status).toBe(200);
    expect((await viewer.delete('/v1/subscription')).status).toBe(200);
  });

  it('POST /v1/user/anonymize: confirm first; then deletion is initiated and the session ends', async () => {
    const { client } = await registered('delete');
    expect(await client.get('/v1/user/account-status')).toMatchObject({
      status: 200,
      body: { data: { deletion: 'active' } },
    });
    const unconfirmed = await client.post('/v1/user/anonymize', { confirm: false, password: PASSWORD });
    expect(unconfirmed).toMatchObject({ status: 400, body: { error: { code: 'ACCOUNT.DELETION_NOT_CONFIRMED' } } });
    const deleted = await client.post('/v1/user/anonymize', { confirm: true, password: PASSWORD });
    expect(deleted).toMatchObject({
      status: 200,
      body: { data: { message: expect.any(String), completesBy: expect.any(String) } },
    });
    expect(client.cookies.has('kc_session_id')).toBe(false);
  });

  it('an unknown account call is a JSON 404', async () => {
    expect(await new ApiClient(app).get('/v1/user/nothing-here')).toMatchObject({
      status: 404,
      body: { error: { code: 'ROUTE.NOT_FOUND' } },
    });
  });
});
