/**
 * The account calls' bodies and answers (spec 2 §7.2, §7.3, §7.8; issue 5). Bodies are decoded
 * here, at the HTTP edge; their rules (email shape, password length, names) are the domain's.
 * Every text has an upper bound so that no body can make the server hash or store megabytes.
 */
import * as t from 'io-ts';
import { SafeText } from '../codecs';

/** Text of at most `max` characters, with no NUL, control characters or lone surrogates. */
const text = (max: number): t.Type<string> => SafeText(max);

const Email = text(320);
/** Passwords of up to at least 64 characters are accepted (issue 5); 1,024 bounds the hashing work. */
const Password = text(1024);
const Token = text(512);
const Name = text(200);

/** POST /v1/login */
export const LoginBodyCodec = t.intersection([
  t.type({ loginRequest: t.type({ j_username: Email, j_password: Password }) }),
  t.partial({ rememberMe: t.boolean }),
]);
export type LoginBody = t.TypeOf<typeof LoginBodyCodec>;

/** POST /v1/register, /v1/register/vip and /v1/express-register */
export const RegistrationBodyCodec = t.type({
  requestRegistration: t.intersection([
    t.type({ email: Email }),
    t.partial({
      password: Password,
      confirmPassword: Password,
      firstName: Name,
      lastName: Name,
      origin: text(64),
      rememberMe: t.boolean,
    }),
  ]),
});
export type RegistrationBody = t.TypeOf<typeof RegistrationBodyCodec>;

/** POST /v1/email: the account lookup */
export const LookupBodyCodec = t.type({ requestSubscriptionDetails: t.type({ email: Email }) });

/** GET /v1/email/verify?email= */
export const EmailVerifyQueryCodec = t.type({ email: Email });

/** POST /v1/cauth: session create */
export const SessionCreateBodyCodec = t.intersection([
  t.type({ customerToken: Token }),
  t.partial({ sessionId: Token }),
]);

/** PUT /v1/user */
export const ProfileBodyCodec = t.type({
  user: t.intersection([t.type({ firstName: Name, lastName: Name }), t.partial({ id: text(64) })]),
});

/** PATCH /v1/user/password */
export const PasswordChangeBodyCodec = t.type({
  passwordChange: t.type({ currentPassword: Password, newPassword: Password, confirmPassword: Password }),
});

/** POST /v1/user/password_reset_request and /v1/user/password_activate_request */
export const EmailBodyCodec = t.type({ email: Email });

/** POST /v1/user/password_reset and /v1/user/password_activate */
export const PasswordFromLinkBodyCodec = t.type({ token: Token, password: Password, confirmPassword: Password });

/** POST /v1/logingoogle */
export const GoogleSignInBodyCodec = t.intersection([
  t.type({ idToken: text(8192) }),
  t.partial({ rememberMe: t.boolean }),
]);

/** POST /v1/subscription: the newsletter */
export const SubscriptionBodyCodec = t.intersection([t.type({ email: Email }), t.partial({ location: text(100) })]);

/** DELETE /v1/subscription?token= (the emailed link's token; signed in: the viewer's own) */
export const UnsubscribeQueryCodec = t.partial({ token: Token });

/** POST /v1/user/anonymize: account deletion, confirmed, with the password when the account has one */
export const DeletionBodyCodec = t.intersection([t.type({ confirm: t.boolean }), t.partial({ password: Password })]);

/** The answer of a sign-in (login, registration, Google, session create). */
export interface SignInAnswer {
  readonly response: 'success';
  readonly data: { readonly customerToken: string; readonly sessionId?: string };
}
