/**
 * The sign-in screens (spec 1 §2 "Screens described by copy: Login, register, forgot password,
 * reset password, activate account"): each a form that posts to its own route's action, with or
 * without JavaScript.
 */
import { Form } from 'react-router';
import { FORGOT_PASSWORD_PATH, LOGIN_PATH } from '@kerching/domain/account';
import { CsrfField } from '../shell/CsrfField';
import { ACCOUNT_COPY } from './accountCopy';
import type { FormAnswer } from './accountFailure';
import { CheckboxField, ErrorSummary, NewPasswordFields, Notice, SubmitButton, TextField } from './AccountForm';
import { SignInPage } from './AccountLayout';
import { loginUrlFor, registerUrlFor } from './returnPath';
import { GoogleSignIn, type GoogleSignInProps } from './GoogleSignIn';
import * as css from './account.css';

export type { FormAnswer } from './accountFailure';

export interface ReturnFields {
  /** The page to come back to, when the login URL named one. */
  readonly returnTo: string | null;
  readonly redirectUrl: string | null;
}

function ReturnInputs({ returnTo, redirectUrl }: ReturnFields) {
  return (
    <>
      {returnTo === null ? null : <input type="hidden" name="returnTo" value={returnTo} />}
      {redirectUrl === null ? null : <input type="hidden" name="redirectUrl" value={redirectUrl} />}
    </>
  );
}

/** The address the shopper was asked about and kept (the email check's "did you mean", issue 42). */
export const CHECKED_EMAIL_FIELD = 'checkedEmail';

/** None: the page offers no Google sign-in (tests of the forms alone). */
const NO_GOOGLE: GoogleSignInProps = { kind: 'none' };

export function LoginView({
  email,
  returns,
  answer,
  google = NO_GOOGLE,
}: {
  readonly email: string;
  readonly returns: ReturnFields;
  readonly answer: FormAnswer | undefined;
  readonly google?: GoogleSignInProps;
}) {
  const copy = ACCOUNT_COPY.login;
  const failure = answer?.failure;
  return (
    <SignInPage heading={copy.heading}>
      <ErrorSummary form="login" failure={failure} />
      <Form method="post" className={css.form} noValidate data-testid="login-form">
        <CsrfField />
        <ReturnInputs {...returns} />
        <TextField
          form="login"
          name="email"
          type="email"
          label={ACCOUNT_COPY.email}
          autoComplete="username"
          defaultValue={answer?.values?.['email'] ?? email}
          failure={failure}
          required
        />
        <TextField
          form="login"
          name="password"
          type="password"
          label={ACCOUNT_COPY.password}
          autoComplete="current-password"
          failure={failure}
          required
        />
        <CheckboxField form="login" name="rememberMe" label={copy.rememberMe} />
        <SubmitButton>{copy.submit}</SubmitButton>
      </Form>
      <GoogleSignIn offer={google} returnTo={returns.returnTo ?? '/'} />
      <p className={css.hint}>{ACCOUNT_COPY.google.facebookNotice}</p>
      <div className={css.links}>
        <a className={css.link} href={FORGOT_PASSWORD_PATH}>
          {copy.forgot}
        </a>
        <p>
          {copy.newHere}{' '}
          <a className={css.link} href={registerUrlFor(returns.returnTo ?? '/')}>
            {copy.register}
          </a>
        </p>
      </div>
    </SignInPage>
  );
}

export function RegisterView({
  returns,
  answer,
  invitation = null,
  google = NO_GOOGLE,
}: {
  readonly returns: ReturnFields;
  readonly answer: FormAnswer | undefined;
  /** Said to a visitor who came through a friend's invitation. */
  readonly invitation?: string | null;
  readonly google?: GoogleSignInProps;
}) {
  const copy = ACCOUNT_COPY.register;
  const failure = answer?.failure;
  const values = answer?.values ?? {};
  return (
    <SignInPage heading={copy.heading}>
      {invitation === null ? null : <p className={css.intro}>{invitation}</p>}
      <ErrorSummary form="register" failure={failure} />
      <Notice message={answer?.notice} />
      <Form method="post" className={css.form} noValidate data-testid="register-form">
        <CsrfField />
        <ReturnInputs {...returns} />
        {values[CHECKED_EMAIL_FIELD] === undefined ? null : (
          <input type="hidden" name={CHECKED_EMAIL_FIELD} value={values[CHECKED_EMAIL_FIELD]} />
        )}
        <TextField
          form="register"
          name="email"
          type="email"
          label={ACCOUNT_COPY.email}
          autoComplete="email"
          defaultValue={values['email']}
          failure={failure}
          required
        />
        <TextField
          form="register"
          name="firstName"
          label={ACCOUNT_COPY.firstName}
          autoComplete="given-name"
          defaultValue={values['firstName']}
          failure={failure}
          optional
        />
        <TextField
          form="register"
          name="lastName"
          label={ACCOUNT_COPY.lastName}
          autoComplete="family-name"
          defaultValue={values['lastName']}
          failure={failure}
          optional
        />
        <NewPasswordFields form="register" name="password" label={ACCOUNT_COPY.password} failure={failure} />
        <SubmitButton>{copy.submit}</SubmitButton>
      </Form>
      <GoogleSignIn offer={google} returnTo={returns.returnTo ?? '/'} />
      <p className={css.links}>
        <span>
          {copy.haveAccount}{' '}
          <a className={css.link} href={loginUrlFor(returns.returnTo ?? '/')}>
            {copy.signIn}
          </a>
        </span>
      </p>
    </SignInPage>
  );
}

export function ForgotPasswordView({ answer }: { readonly answer: FormAnswer | undefined }) {
  const copy = ACCOUNT_COPY.forgot;
  const failure = answer?.failure;
  return (
    <SignInPage heading={copy.heading}>
      <ErrorSummary form="forgot" failure={failure} />
      <Notice message={answer?.notice} />
      <p className={css.intro}>{copy.intro}</p>
      <Form method="post" className={css.form} noValidate data-testid="forgot-form">
        <CsrfField />
        <TextField
          form="forgot"
          name="email"
          type="email"
          label={ACCOUNT_COPY.email}
          autoComplete="email"
          defaultValue={answer?.values?.['email']}
          failure={failure}
          required
        />
        <SubmitButton>{copy.submit}</SubmitButton>
      </Form>
      <p className={css.links}>
        <a className={css.link} href={LOGIN_PATH}>
          {copy.backToSignIn}
        </a>
      </p>
    </SignInPage>
  );
}

/** Reset password and activate account: a new password and its confirmation, with the link's token. */
export function SetPasswordView({
  kind,
  token,
  answer,
}: {
  readonly kind: 'reset' | 'activate';
  readonly token: string;
  readonly answer: FormAnswer | undefined;
}) {
  const copy = ACCOUNT_COPY[kind];
  const failure = answer?.failure;
  const done = answer?.notice !== undefined;
  return (
    <SignInPage heading={copy.heading}>
      <ErrorSummary form={kind} failure={failure} resetLinkText={copy.requestAnother} />
      <Notice message={answer?.notice} />
      {done ? (
        <p>
          <a className={css.link} href={LOGIN_PATH}>
            {copy.signIn}
          </a>
        </p>
      ) : (
        <Form method="post" className={css.form} noValidate data-testid={`${kind}-form`}>
          <CsrfField />
          <input type="hidden" name="token" value={token} />
          <NewPasswordFields form={kind} name="password" label={ACCOUNT_COPY.newPassword} failure={failure} />
          <SubmitButton>{copy.submit}</SubmitButton>
        </Form>
      )}
    </SignInPage>
  );
}
