/**
 * The account lookup behind the login page (spec 2 §7.8 "POST request subscription details: body
 * requestSubscriptionDetails.email; reads hasPassword, isLocked, isRegistered, tpl"), with the
 * login flow it selects (spec 1 §4). It reveals whether an email has an account, as the spec
 * requires, so it is limited (issue 40 item 6): per client address and per browser (domain
 * `ACCOUNT_REQUEST_LIMITS`), counted once the email is well formed and before it is looked up; over a
 * limit, ACCOUNT.RATE_LIMITED.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  type AccountLookup,
  type LoginFlow,
  accountEmailAddress,
  accountLookup,
  loginFlow,
  requestLimitKey,
} from '@kerching/domain/account';
import type { RateLimit } from '@kerching/domain/rateLimit';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';
import { type RequestLimiting, withinLimits } from './requestLimiting';

export interface AccountLookupResult {
  readonly lookup: AccountLookup;
  readonly flow: LoginFlow;
}

export interface LookupInput {
  readonly email: string;
  /** The client address (from the trusted proxy, when there is one). */
  readonly address: string;
  /** What identifies the browser (its session, else its anti-forgery cookie), when it sent one. */
  readonly browser: O.Option<string>;
}

export class LookupAccount {
  /** `confirmEmailRequired`: true in our server (a password is set only through an emailed link). */
  constructor(
    private readonly users: Users,
    private readonly limiting: RequestLimiting,
    private readonly clock: Clock,
    private readonly confirmEmailRequired = true,
  ) {}

  execute(input: LookupInput): TE.TaskEither<AccountError, AccountLookupResult> {
    const { limits } = this.limiting;
    const hits: ReadonlyArray<readonly [string, RateLimit]> = [
      [requestLimitKey.lookupByAddress(input.address), limits.lookupsPerAddress],
      ...pipe(
        input.browser,
        O.match(
          () => [],
          (browser) => [[requestLimitKey.lookupByBrowser(browser), limits.lookupsPerBrowser] as const],
        ),
      ),
    ];
    return pipe(
      TE.fromEither(accountEmailAddress(input.email)),
      TE.chainFirst(() => withinLimits(this.limiting, hits, this.clock.now().getTime())),
      TE.chain((normalised) => this.users.byEmail(normalised)),
      TE.map(accountLookup),
      TE.map((lookup) => ({ lookup, flow: loginFlow(lookup, this.confirmEmailRequired) })),
    );
  }
}
