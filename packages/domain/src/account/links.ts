/**
 * The account pages emails link to. Links are built on the site's configured public origin, never
 * on the request's Host header (a forged Host would otherwise send a reset token to another site).
 * Tokens travel in the query string; the pages that read them send `Referrer-Policy: no-referrer`.
 */
import { LOGIN_PATH } from '../routing/authRedirect';

export { LOGIN_PATH };
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';
export const ACTIVATE_ACCOUNT_PATH = '/activate-account';
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** `https://www.kerching.co.uk` + `/reset-password` (+ `?token=...`). */
export const accountLink = (siteOrigin: string, path: string, token?: string): string =>
  `${siteOrigin.replace(/\/+$/, '')}${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
