/**
 * What an account form shows for an AccountError (the status its page answers with is the
 * contract's one error table, @kerching/contract/error-table, which /v1 answers with too). The
 * message is the error's own (the domain's verbatim spec strings); a form error also names each
 * failing field, shown beside the field.
 */
import type { AccountError, AccountErrorCode } from '@kerching/domain/account';

export interface FormFailure {
  readonly code: AccountErrorCode;
  /** The message of the error summary (for a form error: the first field's). */
  readonly message: string;
  /** Field name -> message, shown beside the field. */
  readonly fields: Readonly<Record<string, string>>;
  /** A locked account, or a link that no longer works: offer the forgot-password page. */
  readonly offersReset: boolean;
}

/** What an account form's action answers when it does not redirect. */
export interface FormAnswer {
  readonly failure?: FormFailure;
  readonly notice?: string;
  /** The fields to show again (never passwords). */
  readonly values?: Readonly<Record<string, string>>;
}

const OFFERS_RESET: ReadonlySet<AccountErrorCode> = new Set<AccountErrorCode>([
  'ACCOUNT.LOCKED',
  'ACCOUNT.TOKEN_INVALID',
  'ACCOUNT.TOKEN_EXPIRED',
  'ACCOUNT.TOKEN_USED',
]);

/** The session is gone: the page sends the shopper to sign in again rather than showing an error. */
export const SIGNED_OUT_CODES: ReadonlySet<AccountErrorCode> = new Set<AccountErrorCode>([
  'ACCOUNT.SESSION_INVALID',
  'ACCOUNT.SESSION_EXPIRED',
  'ACCOUNT.NOT_FOUND',
]);

export const isSignedOut = (error: AccountError): boolean => SIGNED_OUT_CODES.has(error.code);

export const formFailure = (error: AccountError): FormFailure => ({
  code: error.code,
  message: error.message,
  fields: error.fields ?? {},
  offersReset: OFFERS_RESET.has(error.code),
});

/** The status header and, for a rate limit, Retry-After. */
export const failureHeaders = (error: AccountError): ReadonlyArray<readonly [string, string]> =>
  error.retryAfterSeconds === undefined ? [] : [['retry-after', String(error.retryAfterSeconds)]];

/** A form's text fields, read safely: absent or a file counts as ''. */
export const textField = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** A checkbox: ticked when present with any value but 'false'. */
export const checkboxField = (form: FormData, name: string): boolean => {
  const value = form.get(name);
  return typeof value === 'string' && value !== 'false';
};
