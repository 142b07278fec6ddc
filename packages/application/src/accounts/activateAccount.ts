/**
 * Activating an account: setting the first password with the emailed link (spec 2 §7.3
 * /user/password_activate; spec 1 §2 "activate account" screen): a 7-day, single-use token. See
 * passwordFromLink.ts.
 */
import type * as TE from 'fp-ts/TaskEither';
import type { AccountError } from '@kerching/domain/account';
import {
  type PasswordFromLinkInput,
  type PasswordFromLinkPorts,
  type PasswordUpdated,
  setPasswordFromLink,
} from './passwordFromLink';

export class ActivateAccount {
  constructor(private readonly ports: PasswordFromLinkPorts) {}

  execute(input: PasswordFromLinkInput): TE.TaskEither<AccountError, PasswordUpdated> {
    return setPasswordFromLink(this.ports, 'activation', input);
  }
}
