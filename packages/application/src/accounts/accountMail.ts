/**
 * Sending an account email: the site's brand and public origin, and the recipient. The site
 * origins are configuration (never the request's Host header: see the domain's links.ts).
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AccountError, MailContent, NormalisedEmail } from '@kerching/domain/account';
import { SITES, type SiteKey } from '@kerching/domain/site';
import type { Mailer } from '@kerching/ports/accounts';

/** The public origin of each site, e.g. `https://www.kerching.co.uk` (from configuration). */
export type SiteOrigins = (site: SiteKey) => string;

export const brandOf = (site: SiteKey): string => SITES[site].displayName;

export const sendMail = (
  mailer: Mailer,
  site: SiteKey,
  to: NormalisedEmail,
  content: MailContent,
  now: number,
): TE.TaskEither<AccountError, void> => mailer.send({ ...content, site, to, queuedAt: now });

/**
 * Runs a step whose failure must not change the answer (no enumeration, or work already done):
 * its error becomes a warning for the edge to log.
 */
export const asWarning = (
  step: TE.TaskEither<AccountError, unknown>,
): TE.TaskEither<AccountError, ReadonlyArray<AccountError>> =>
  pipe(
    step,
    TE.match(
      (error): ReadonlyArray<AccountError> => [error],
      () => [],
    ),
    (task) => TE.fromTask<ReadonlyArray<AccountError>, AccountError>(task),
  );
