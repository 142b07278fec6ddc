/**
 * The account calls (issue 5; spec 2 §7.2, §7.3, §7.8). JSON in and out; each call decodes its body
 * with the contract's codec and runs one use-case. Sign-ins set the session and customer token
 * cookies (HttpOnly, SameSite=Lax, Secure outside localhost: one policy, adapters-storage).
 *
 * Sessions and customer tokens:
 * - POST /v1/login  {loginRequest:{j_username, j_password}, rememberMe} -> {response, data:{customerToken}}
 * - PUT  /v1/logout
 * - POST /v1/cauth  {customerToken, sessionId?} -> {response, data:{customerToken, sessionId}}: the
 *   session becomes a remembered one (365 days) under a new id (spec 2 §7.8 "session create").
 * - POST /v1/logingoogle {idToken, rememberMe}
 * Registration (the spec's three variants by vip and an extra flag): POST /v1/register,
 * /v1/register/vip and /v1/express-register {requestRegistration:{...}}. The answer (status, body,
 * Set-Cookie shape) is the same whether or not the email already has an account (only a new
 * account is signed in; the other cookies sign nobody in); at most 10 an hour per client address.
 * Lookup and email check: POST /v1/email {requestSubscriptionDetails:{email}} -> {hasPassword,
 * isLocked, isRegistered, tpl, ...}, at most 10 a minute per client address and per browser (429
 * with Retry-After); GET /v1/email/verify?email=.
 * The viewer's account (a valid session cookie; only ever the viewer's own account, whatever ids a
 * body names): GET and PUT /v1/user, PATCH /v1/user/password, GET /v1/user/account-status,
 * POST /v1/user/anonymize {confirm, password}.
 * Emailed links: POST /v1/user/password_reset_request and /v1/user/password_activate_request
 * {email} (same answer for every email), POST /v1/user/password_reset and /v1/user/password_activate
 * {token, password, confirmPassword}.
 * Newsletter: POST /v1/subscription {email, location}; DELETE /v1/subscription?token= (or the
 * viewer's own subscription when no token is given).
 *
 * Errors: 4xx with the account error's own message (the spec's, verbatim); a form error also names
 * each failing field; a rate limit answers 429 with Retry-After.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { Context, Hono } from 'hono';
import {
  knownDeviceCookie,
  CSRF_COOKIE,
  expiredServerCookie,
  readServerCookie,
  signedInCookieValues,
  signedOutCookieValues,
} from '@kerching/adapters-storage';
import type { SignedIn } from '@kerching/application';
import {
  DeletionBodyCodec,
  EmailBodyCodec,
  EmailVerifyQueryCodec,
  GoogleSignInBodyCodec,
  LoginBodyCodec,
  LookupBodyCodec,
  PasswordChangeBodyCodec,
  PasswordFromLinkBodyCodec,
  ProfileBodyCodec,
  RegistrationBodyCodec,
  SessionCreateBodyCodec,
  type SignInAnswer,
  SubscriptionBodyCodec,
  UnsubscribeQueryCodec,
} from '@kerching/contract/accounts';
import { describeErrors } from '@kerching/contract';
import { type AccountError, type RegistrationVariant, accountError, checkEmail } from '@kerching/domain/account';
import type { AppEnv } from '../appEnv';
import { errorResponse, refusedTextAnswer } from '../errors';
import { bodyOf } from '../requestBody';
import { joinThroughReferralCookie } from './referrals';

type Ctx = Context<AppEnv>;

/** An account error as an answer: the table's status, the error's own message, fields and Retry-After. */
export const accountFailure = (c: Ctx, error: AccountError): Response => {
  const refused = refusedTextAnswer(c, error);
  if (refused !== undefined) return refused;
  if (error.code === 'ACCOUNT.UNAVAILABLE') c.get('log').error({ code: error.code, detail: error.detail }, 'accounts');
  if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds));
  if (error.fields !== undefined) {
    const response = errorResponse(c, error.code, error.message);
    return c.json(
      { error: { code: error.code, message: error.message, fields: error.fields } },
      response.status as 400,
    );
  }
  return errorResponse(c, error.code, error.message);
};

/** Runs a use-case and answers its value with `ok`, or its error. */
const answer = async <A>(
  c: Ctx,
  task: TE.TaskEither<AccountError, A>,
  ok: (value: A) => Response | Promise<Response>,
) => {
  const result = await task();
  return E.isLeft(result) ? accountFailure(c, result.left) : ok(result.right);
};

/** Warnings (a mail that could not be queued) never change an answer; they are logged. */
const logWarnings = (c: Ctx, warnings: ReadonlyArray<AccountError>): void => {
  for (const w of warnings) c.get('log').warn({ code: w.code, detail: w.detail }, 'account warning');
};

const setCookies = (c: Ctx, values: ReadonlyArray<string>): void => {
  for (const value of values) c.header('set-cookie', value, { append: true });
};

const signedInAnswer = (c: Ctx, signedIn: SignedIn, withSessionId = false): Response => {
  setCookies(
    c,
    signedInCookieValues(
      {
        sessionId: signedIn.session.id,
        sessionMaxAgeSeconds: signedIn.cookieMaxAgeSeconds,
        customerToken: signedIn.account.customerToken,
      },
      Date.now(),
      c.get('secureCookies'),
    ),
  );
  const body: SignInAnswer = {
    response: 'success',
    data: {
      customerToken: signedIn.account.customerToken,
      ...(withSessionId ? { sessionId: signedIn.session.id } : {}),
    },
  };
  return c.json(body);
};

const sessionIdOf = (c: Ctx): O.Option<string> => readServerCookie(c.get('cookies'), 'sessionId');

const NO_SESSION = (): AccountError => accountError('ACCOUNT.SESSION_INVALID', 'no session cookie');

/** Runs `run` with the request's session id; without one, 401. */
const withSession = (c: Ctx, run: (sessionId: string) => Promise<Response>): Promise<Response> =>
  O.match(() => Promise.resolve(accountFailure(c, NO_SESSION())), run)(sessionIdOf(c));

const register = (variant: RegistrationVariant) => async (c: Ctx) => {
  const body = await bodyOf(c, RegistrationBodyCodec);
  if (E.isLeft(body)) return body.left;
  const form = body.right.requestRegistration;
  const result = await c.get('services').accounts.registerAccount.execute({
    site: c.get('site').key,
    variant,
    email: form.email,
    password: form.password ?? '',
    confirmation: form.confirmPassword ?? form.password ?? '',
    ...(form.firstName === undefined ? {} : { firstName: form.firstName }),
    ...(form.lastName === undefined ? {} : { lastName: form.lastName }),
    ...(form.origin === undefined ? {} : { origin: form.origin }),
    rememberMe: form.rememberMe ?? false,
    previousSessionId: sessionIdOf(c),
    address: c.get('clientAddress'),
  })();
  if (E.isLeft(result)) return accountFailure(c, result.left);
  const outcome = result.right;
  // The same status, body and cookies whether or not the email had an account (issue 40 item 6):
  // an existing email's cookies sign nobody in.
  const { sessionId, customerToken, sessionMaxAgeSeconds } = outcome.cookies;
  setCookies(
    c,
    signedInCookieValues({ sessionId, sessionMaxAgeSeconds, customerToken }, Date.now(), c.get('secureCookies')),
  );
  // A new shopper who came through a friend's invitation is linked to that friend; either way the
  // invitation's cookie goes, so that it too answers alike.
  if (O.isSome(outcome.signedIn)) await joinThroughReferralCookie(c, outcome.signedIn.value.account.id);
  else if (O.isSome(readServerCookie(c.get('cookies'), 'referralCode')))
    setCookies(c, [expiredServerCookie('referralCode', c.get('secureCookies'))]);
  return c.json({ data: { message: outcome.answer.message } });
};

export const accountRoutes = (app: Hono<AppEnv>): void => {
  app.post('/v1/login', async (c) => {
    const body = await bodyOf(c, LoginBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answer(
      c,
      c.get('services').accounts.login.execute({
        email: body.right.loginRequest.j_username,
        password: body.right.loginRequest.j_password,
        rememberMe: body.right.rememberMe ?? false,
        address: c.get('clientAddress'),
        previousSessionId: sessionIdOf(c),
        deviceCookie: readServerCookie(c.get('cookies'), 'knownDevice'),
      }),
      (loggedIn) => {
        // This browser is now a known device for the account: its own attempt budget (issue 40).
        setCookies(c, [knownDeviceCookie(loggedIn.deviceCookie, Date.now(), c.get('secureCookies'))]);
        return signedInAnswer(c, loggedIn);
      },
    );
  });

  app.put('/v1/logout', async (c) => {
    const sessionId = sessionIdOf(c);
    if (O.isSome(sessionId)) {
      const ended = await c.get('services').accounts.logout.execute(sessionId.value)();
      if (E.isLeft(ended)) return accountFailure(c, ended.left);
    }
    setCookies(c, signedOutCookieValues(c.get('secureCookies')));
    return c.json({ response: 'success' });
  });

  app.post('/v1/cauth', async (c) => {
    const body = await bodyOf(c, SessionCreateBodyCodec);
    if (E.isLeft(body)) return body.left;
    const sessionId = O.alt(() => sessionIdOf(c))(O.fromNullable(body.right.sessionId));
    if (O.isNone(sessionId)) return accountFailure(c, NO_SESSION());
    return answer(
      c,
      c.get('services').accounts.createSession.execute({
        sessionId: sessionId.value,
        customerToken: body.right.customerToken,
      }),
      (signedIn) => signedInAnswer(c, signedIn, true),
    );
  });

  app.post('/v1/logingoogle', async (c) => {
    const body = await bodyOf(c, GoogleSignInBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answer(
      c,
      c.get('services').accounts.signInWithGoogle.execute({
        idToken: body.right.idToken,
        rememberMe: body.right.rememberMe ?? false,
        previousSessionId: sessionIdOf(c),
      }),
      async (signedIn) => {
        // A shopper whose first Google sign-in made their account may have come through an invitation.
        if (signedIn.created) await joinThroughReferralCookie(c, signedIn.account.id);
        return signedInAnswer(c, signedIn);
      },
    );
  });

  app.post('/v1/register', register('standard'));
  app.post('/v1/register/vip', register('vip'));
  app.post('/v1/express-register', register('express'));

  app.post('/v1/email', async (c) => {
    const body = await bodyOf(c, LookupBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answer(
      c,
      c.get('services').accounts.lookupAccount.execute({
        email: body.right.requestSubscriptionDetails.email,
        address: c.get('clientAddress'),
        // The browser: its session, else its anti-forgery cookie (every browser that posts has one).
        browser: O.alt(() => O.fromNullable(c.get('cookies').get(CSRF_COOKIE)))(sessionIdOf(c)),
      }),
      ({ lookup, flow }) => c.json({ data: { ...lookup, flow } }),
    );
  });

  app.get('/v1/email/verify', (c) => {
    const query = EmailVerifyQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const check = checkEmail(query.right.email);
    return c.json({ data: { ...check, didYouMean: O.toNullable(check.didYouMean) } });
  });

  app.get('/v1/user', (c) =>
    withSession(c, (sessionId) => {
      const id = c.req.query('id');
      return answer(
        c,
        c.get('services').accounts.getProfile.execute({
          site: c.get('site').key,
          sessionId,
          userId: O.fromNullable(id),
        }),
        (profile) => c.json({ data: profile }),
      );
    }),
  );

  app.put('/v1/user', (c) =>
    withSession(c, async (sessionId) => {
      const body = await bodyOf(c, ProfileBodyCodec);
      if (E.isLeft(body)) return body.left;
      const { id, firstName, lastName } = body.right.user;
      return answer(
        c,
        c.get('services').accounts.updateProfile.execute({
          site: c.get('site').key,
          sessionId,
          userId: O.fromNullable(id),
          firstName,
          lastName,
        }),
        (profile) => c.json({ data: profile }),
      );
    }),
  );

  app.patch('/v1/user/password', (c) =>
    withSession(c, async (sessionId) => {
      const body = await bodyOf(c, PasswordChangeBodyCodec);
      if (E.isLeft(body)) return body.left;
      const change = body.right.passwordChange;
      return answer(
        c,
        c.get('services').accounts.changePassword.execute({
          site: c.get('site').key,
          sessionId,
          address: c.get('clientAddress'),
          currentPassword: change.currentPassword,
          newPassword: change.newPassword,
          confirmation: change.confirmPassword,
        }),
        (changed) => {
          logWarnings(c, changed.warnings);
          return c.json({ data: { message: changed.message } });
        },
      );
    }),
  );

  app.get('/v1/user/account-status', (c) =>
    withSession(c, (sessionId) =>
      answer(c, c.get('services').accounts.validateSession.execute(sessionId), ({ account }) =>
        c.json({ data: { deletion: account.deletion.kind, isLocked: O.isSome(account.lockedAt) } }),
      ),
    ),
  );

  app.post('/v1/user/anonymize', (c) =>
    withSession(c, async (sessionId) => {
      const body = await bodyOf(c, DeletionBodyCodec);
      if (E.isLeft(body)) return body.left;
      return answer(
        c,
        c.get('services').accounts.deleteAccount.execute({
          site: c.get('site').key,
          sessionId,
          confirm: body.right.confirm,
          password: body.right.password ?? '',
        }),
        (initiated) => {
          logWarnings(c, initiated.warnings);
          setCookies(c, signedOutCookieValues(c.get('secureCookies')));
          return c.json({
            data: { message: initiated.message, completesBy: new Date(initiated.completesBy).toISOString() },
          });
        },
      );
    }),
  );

  const linkRequest =
    (use: 'requestPasswordReset' | 'requestActivation') =>
    async (c: Ctx): Promise<Response> => {
      const body = await bodyOf(c, EmailBodyCodec);
      if (E.isLeft(body)) return body.left;
      const input = { site: c.get('site').key, email: body.right.email };
      const accounts = c.get('services').accounts;
      // The answer does not wait for the lookup or the mail (they follow it), so it takes as long
      // for every email (issue 40 item 6).
      const task: TE.TaskEither<AccountError, { answer: { message: string } }> =
        use === 'requestPasswordReset'
          ? accounts.requestPasswordReset.execute(input)
          : accounts.requestActivation.execute(input);
      return answer(c, task, (answered) => c.json({ data: { message: answered.answer.message } }));
    };
  app.post('/v1/user/password_reset_request', linkRequest('requestPasswordReset'));
  app.post('/v1/user/password_activate_request', linkRequest('requestActivation'));

  const fromLink =
    (use: 'resetPassword' | 'activateAccount') =>
    async (c: Ctx): Promise<Response> => {
      const body = await bodyOf(c, PasswordFromLinkBodyCodec);
      if (E.isLeft(body)) return body.left;
      return answer(
        c,
        c.get('services').accounts[use].execute({
          token: body.right.token,
          password: body.right.password,
          confirmation: body.right.confirmPassword,
        }),
        (updated) => c.json({ data: { message: updated.message } }),
      );
    };
  app.post('/v1/user/password_reset', fromLink('resetPassword'));
  app.post('/v1/user/password_activate', fromLink('activateAccount'));

  app.post('/v1/subscription', async (c) => {
    const body = await bodyOf(c, SubscriptionBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answer(
      c,
      c.get('services').accounts.subscribeNewsletter.execute({
        site: c.get('site').key,
        email: body.right.email,
        location: O.fromNullable(body.right.location),
      }),
      (subscribed) => {
        logWarnings(c, subscribed.warnings);
        return c.json({ data: { message: subscribed.message } });
      },
    );
  });

  app.delete('/v1/subscription', async (c) => {
    const query = UnsubscribeQueryCodec.decode(c.req.query());
    if (E.isLeft(query))
      return errorResponse(c, 'REQUEST.INVALID', `The request is not valid: ${describeErrors(query.left)}.`);
    const token = query.right.token;
    const unsubscribe = c.get('services').accounts.unsubscribeNewsletter;
    if (token !== undefined)
      return answer(c, unsubscribe.execute({ by: 'token', token }), (done) => c.json({ data: done }));
    return withSession(c, (sessionId) =>
      answer(c, unsubscribe.execute({ by: 'session', site: c.get('site').key, sessionId }), (done) =>
        c.json({ data: done }),
      ),
    );
  });
};
