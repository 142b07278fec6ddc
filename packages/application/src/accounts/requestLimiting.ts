/**
 * The account calls' request limits and after-answer work (issue 40 item 6), shared by the lookup,
 * registration and emailed-link use-cases: the counters (ports `RateLimits`), the numbers (domain
 * `AccountRequestLimits`) and where work goes that the answer must not wait for (ports `AfterAnswer`).
 */
import * as TE from 'fp-ts/TaskEither';
import type * as T from 'fp-ts/Task';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  type AccountRequestLimits,
  type LimitedMailKind,
  type NormalisedEmail,
  accountError,
  recipientMailLimit,
  requestLimitKey,
  requestsLimited,
} from '@kerching/domain/account';
import { type RateLimit, type RateVerdict, firstRefusal } from '@kerching/domain/rateLimit';
import type { AfterAnswer, RateLimits } from '@kerching/ports';

export interface RequestLimiting {
  readonly rateLimits: RateLimits;
  readonly limits: AccountRequestLimits;
  readonly afterAnswer: AfterAnswer;
}

const counted = (deps: RequestLimiting, key: string, rule: RateLimit, now: number) =>
  pipe(
    deps.rateLimits.hit(key, rule, now),
    TE.mapLeft((error): AccountError => accountError('ACCOUNT.UNAVAILABLE', error.detail)),
  );

/** Counts one hit against each limit; ACCOUNT.RATE_LIMITED (429, with the wait) when any refuses. */
export const withinLimits = (
  deps: RequestLimiting,
  hits: ReadonlyArray<readonly [key: string, rule: RateLimit]>,
  now: number,
): TE.TaskEither<AccountError, void> =>
  pipe(
    TE.sequenceSeqArray(hits.map(([key, rule]) => counted(deps, key, rule, now))),
    TE.chain((verdicts) => {
      const verdict: RateVerdict = firstRefusal(verdicts);
      return verdict.allowed ? TE.right(undefined) : TE.left(requestsLimited(verdict.retryAfterMs));
    }),
  );

/** Counts one mail of `kind` to `to`: true while the recipient's limit allows it. */
export const mayMail = (
  deps: RequestLimiting,
  kind: LimitedMailKind,
  to: NormalisedEmail,
  now: number,
): TE.TaskEither<AccountError, boolean> =>
  pipe(
    counted(deps, requestLimitKey.mailToRecipient(kind, to), recipientMailLimit(deps.limits, kind), now),
    TE.map((verdict) => verdict.allowed),
  );

/** Runs `work` after the answer; its error (if any) is reported there, never answered. */
export const afterTheAnswer = (
  deps: RequestLimiting,
  label: string,
  work: TE.TaskEither<AccountError, unknown>,
): void => {
  const reported: T.Task<ReadonlyArray<AccountError>> = pipe(
    work,
    TE.match(
      (error): ReadonlyArray<AccountError> => [error],
      () => [],
    ),
  );
  deps.afterAnswer.run(label, reported);
};

/** Sends the mail `send` makes unless the recipient has had `kind`'s limit of mail this window. */
export const limitedMail = (
  deps: RequestLimiting,
  kind: LimitedMailKind,
  to: NormalisedEmail,
  now: number,
  send: () => TE.TaskEither<AccountError, void>,
): TE.TaskEither<AccountError, void> =>
  pipe(
    mayMail(deps, kind, to, now),
    TE.chain((allowed) => (allowed ? send() : TE.right(undefined))),
  );
