/**
 * The parts of every account form: an error summary that takes focus and links to each failing
 * field, fields whose message sits beside them (aria-describedby, aria-invalid), a success notice,
 * and the submit button. Forms post without JavaScript too (their route's action answers).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { FORGOT_PASSWORD_PATH, ACCOUNT_LOCKED_RESET_LINK_TEXT } from '@kerching/domain/account';
import { ACCOUNT_COPY } from './accountCopy';
import type { FormFailure } from './accountFailure';
import * as css from './account.css';

/** The id of a form's field: `${form}-${name}`. */
export const fieldId = (form: string, name: string): string => `${form}-${name}`;

/** Focuses the element each time `key` changes to a new value (a new answer from the server). */
export const useFocusOn = (key: unknown) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (key !== undefined && key !== null) ref.current?.focus();
  }, [key]);
  return ref;
};

export function ErrorSummary({
  form,
  failure,
  resetLinkText = ACCOUNT_LOCKED_RESET_LINK_TEXT,
}: {
  readonly form: string;
  readonly failure: FormFailure | undefined;
  readonly resetLinkText?: string;
}) {
  const ref = useFocusOn(failure);
  if (failure === undefined) return null;
  const fields = Object.entries(failure.fields);
  return (
    <div
      ref={ref}
      className={css.errorSummary}
      tabIndex={-1}
      role="alert"
      aria-labelledby={`${form}-error-title`}
      data-testid="error-summary"
    >
      <h2 id={`${form}-error-title`} className={css.errorSummaryTitle}>
        {ACCOUNT_COPY.errorSummaryTitle}
      </h2>
      {fields.length === 0 ? (
        <p className={css.errorText}>
          {failure.message}
          {failure.offersReset ? (
            <>
              {' '}
              <a className={css.errorLink} href={FORGOT_PASSWORD_PATH}>
                {resetLinkText}
              </a>
            </>
          ) : null}
        </p>
      ) : (
        <ul className={css.errorList}>
          {fields.map(([name, message]) => (
            <li key={name}>
              <a className={css.errorLink} href={`#${fieldId(form, name)}`}>
                {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function Notice({ message }: { readonly message: string | undefined }) {
  const ref = useFocusOn(message);
  if (message === undefined) return null;
  return (
    <div ref={ref} className={css.notice} role="status" tabIndex={-1} data-testid="notice">
      <p className={css.errorText}>{message}</p>
    </div>
  );
}

export interface TextFieldProps {
  readonly form: string;
  readonly name: string;
  readonly label: string;
  readonly type?: 'text' | 'email' | 'password';
  readonly autoComplete: string;
  readonly defaultValue?: string | undefined;
  readonly failure: FormFailure | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean;
  readonly readOnly?: boolean;
  readonly optional?: boolean;
}

export function TextField({
  form,
  name,
  label,
  type = 'text',
  autoComplete,
  defaultValue,
  failure,
  hint,
  required = false,
  readOnly = false,
  optional = false,
}: TextFieldProps) {
  const id = fieldId(form, name);
  const error = failure?.fields[name];
  const described = [hint === undefined ? null : `${id}-hint`, error === undefined ? null : `${id}-error`]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        {label}
        {optional ? ` ${ACCOUNT_COPY.optional}` : null}
      </label>
      {hint === undefined ? null : (
        <span id={`${id}-hint`} className={css.hint}>
          {hint}
        </span>
      )}
      {error === undefined ? null : (
        <p id={`${id}-error`} className={css.fieldError}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        className={css.input}
        autoComplete={autoComplete}
        defaultValue={defaultValue}
        required={required}
        readOnly={readOnly}
        aria-invalid={error === undefined ? undefined : true}
        aria-describedby={described === '' ? undefined : described}
        spellCheck={type === 'email' ? false : undefined}
        autoCapitalize={type === 'text' ? undefined : 'none'}
      />
    </div>
  );
}

/**
 * A new password and its confirmation (register, change password, reset, activate): the rules as a
 * hint on the first, and both marked new-password so password managers offer to make one.
 */
export function NewPasswordFields({
  form,
  name,
  label,
  failure,
}: {
  readonly form: string;
  readonly name: 'password' | 'newPassword';
  readonly label: string;
  readonly failure: FormFailure | undefined;
}) {
  return (
    <>
      <TextField
        form={form}
        name={name}
        type="password"
        label={label}
        hint={ACCOUNT_COPY.passwordHint}
        autoComplete="new-password"
        failure={failure}
        required
      />
      <TextField
        form={form}
        name="confirmation"
        type="password"
        label={ACCOUNT_COPY.confirmPassword}
        autoComplete="new-password"
        failure={failure}
        required
      />
    </>
  );
}

export function CheckboxField({
  form,
  name,
  label,
  defaultChecked = false,
  failure,
}: {
  readonly form: string;
  readonly name: string;
  readonly label: string;
  readonly defaultChecked?: boolean;
  readonly failure?: FormFailure | undefined;
}) {
  const id = fieldId(form, name);
  const error = failure?.fields[name];
  return (
    <div className={css.field}>
      {error === undefined ? null : (
        <p id={`${id}-error`} className={css.fieldError}>
          {error}
        </p>
      )}
      <div className={css.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          value="true"
          className={css.checkbox}
          defaultChecked={defaultChecked}
          aria-invalid={error === undefined ? undefined : true}
          aria-describedby={error === undefined ? undefined : `${id}-error`}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}

export function SubmitButton({
  children,
  variant = 'primary',
  name,
  value,
}: {
  readonly children: ReactNode;
  readonly variant?: 'primary' | 'danger' | 'secondary';
  readonly name?: string;
  readonly value?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const className =
    variant === 'danger' ? css.dangerButton : variant === 'secondary' ? css.secondaryButton : css.button;
  return (
    <button type="submit" className={className} name={name} value={value} aria-disabled={busy || undefined}>
      {children}
    </button>
  );
}
