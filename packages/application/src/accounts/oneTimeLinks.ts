/** Issuing a one-time token and emailing its link (password reset, activation). */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ACTIVATE_ACCOUNT_PATH,
  type Account,
  type AccountError,
  type OneTimeTokenPurpose,
  RESET_PASSWORD_PATH,
  accountLink,
  activationMail,
  issueOneTimeToken,
  passwordResetMail,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Mailer, OneTimeTokens, TokenGenerator } from '@kerching/ports/accounts';
import { type SiteOrigins, brandOf, sendMail } from './accountMail';

export interface LinkMailing {
  readonly oneTimeTokens: OneTimeTokens;
  readonly mailer: Mailer;
  readonly tokens: TokenGenerator;
  readonly siteOrigins: SiteOrigins;
}

/** The purposes whose token travels in an emailed link. */
type EmailedPurpose = Exclude<OneTimeTokenPurpose, 'token_migration'>;

const PAGES = {
  password_reset: { path: RESET_PASSWORD_PATH, mail: passwordResetMail },
  activation: { path: ACTIVATE_ACCOUNT_PATH, mail: activationMail },
} as const satisfies Record<EmailedPurpose, unknown>;

export const sendOneTimeLink = (
  deps: LinkMailing,
  purpose: EmailedPurpose,
  site: SiteKey,
  account: Account,
  now: number,
): TE.TaskEither<AccountError, void> => {
  const token = deps.tokens.newToken();
  const page = PAGES[purpose];
  const link = accountLink(deps.siteOrigins(site), page.path, token);
  return pipe(
    deps.oneTimeTokens.issue(token, issueOneTimeToken(purpose, account.id, now)),
    TE.chain(() => sendMail(deps.mailer, site, account.email, page.mail(brandOf(site), link), now)),
  );
};
