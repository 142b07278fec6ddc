/**
 * Resetting a password with the emailed link (spec 2 §7.3 /user/password_reset; issue 5
 * "single-use, expiring tokens"): a 1-hour, single-use token; the account is unlocked and every
 * session of it ended. See passwordFromLink.ts.
 */
import type * as TE from 'fp-ts/TaskEither';
import type { AccountError } from '@kerching/domain/account';
import {
  type PasswordFromLinkInput,
  type PasswordFromLinkPorts,
  type PasswordUpdated,
  setPasswordFromLink,
} from './passwordFromLink';

export class ResetPassword {
  constructor(private readonly ports: PasswordFromLinkPorts) {}

  execute(input: PasswordFromLinkInput): TE.TaskEither<AccountError, PasswordUpdated> {
    return setPasswordFromLink(this.ports, 'password_reset', input);
  }
}
