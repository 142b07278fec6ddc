/** A query as a TaskEither whose failure is the family's outage code, with the cause as its detail. */
import * as TE from 'fp-ts/TaskEither';
import type { DomainError } from '@kerching/domain/shared';

export const queryOr =
  <C extends string>(code: C) =>
  <A>(work: () => Promise<A>): TE.TaskEither<DomainError<C>, A> =>
    TE.tryCatch(work, (cause) => ({ code, detail: cause instanceof Error ? cause.message : String(cause) }));
