/**
 * What every address call answers when the address service fails: the spec's invitation to type
 * the address (spec 2 §8 Address), as a validation error the form shows beside the postcode; and,
 * for a call that names one thing (a group, an address), ADDRESS.NOT_FOUND when it is unknown.
 */
import type * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type AddressError, addressNotFound } from '@kerching/domain/address';
import { postcodeLookupFailed, type ValidationError } from '@kerching/domain/validation';
import type { AddressLookupUnavailable } from '@kerching/ports';

export const lookupFailedAsManualEntry = <A>(
  task: TE.TaskEither<AddressLookupUnavailable, A>,
): TE.TaskEither<ValidationError, A> => TE.mapLeft(() => postcodeLookupFailed)(task);

/** The thing a key or moniker names, else ADDRESS.NOT_FOUND; a failing service as above. */
export const foundOrNotFound = <A>(
  task: TE.TaskEither<AddressLookupUnavailable, O.Option<A>>,
): TE.TaskEither<AddressError | ValidationError, A> =>
  pipe(lookupFailedAsManualEntry(task), TE.chainW(TE.fromOption((): AddressError => addressNotFound)));
