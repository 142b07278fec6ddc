/**
 * Work a use-case hands off so that its answer does not wait for it (issue 40 item 6): the answer to
 * "send me a reset link" must not take longer when an account exists, so the lookup and the mail
 * happen after the answer is sent. What went wrong is logged, never answered.
 */
import type * as T from 'fp-ts/Task';
import type { DomainError } from '@kerching/domain/shared';

export interface AfterAnswer {
  /** Starts `work` without waiting for it; the failures it gives back are logged under `label`. */
  run(label: string, work: T.Task<ReadonlyArray<DomainError>>): void;
}
