/**
 * The account lookup behind the login page (spec 2 §7.8 "POST request subscription details: body
 * requestSubscriptionDetails.email; reads hasPassword, isLocked, isRegistered, tpl"), with the
 * login flow it selects (spec 1 §4). It reveals whether an email has an account, as the spec
 * requires: the edge rate-limits it per address.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  type AccountLookup,
  type LoginFlow,
  accountEmailAddress,
  accountLookup,
  loginFlow,
} from '@kerching/domain/account';
import type { Users } from '@kerching/ports/accounts';

export interface AccountLookupResult {
  readonly lookup: AccountLookup;
  readonly flow: LoginFlow;
}

export class LookupAccount {
  /** `confirmEmailRequired`: true in our server (a password is set only through an emailed link). */
  constructor(
    private readonly users: Users,
    private readonly confirmEmailRequired = true,
  ) {}

  execute(email: string): TE.TaskEither<AccountError, AccountLookupResult> {
    return pipe(
      TE.fromEither(accountEmailAddress(email)),
      TE.chain((normalised) => this.users.byEmail(normalised)),
      TE.map(accountLookup),
      TE.map((lookup) => ({ lookup, flow: loginFlow(lookup, this.confirmEmailRequired) })),
    );
  }
}
