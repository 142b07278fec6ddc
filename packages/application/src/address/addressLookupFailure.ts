/**
 * What every address call answers when the address service fails: the spec's invitation to type
 * the address (spec 2 §8 Address), as a validation error the form shows beside the postcode.
 */
import * as TE from 'fp-ts/TaskEither';
import { postcodeLookupFailed, type ValidationError } from '@kerching/domain/validation';
import type { AddressLookupUnavailable } from '@kerching/ports';

export const lookupFailedAsManualEntry = <A>(
  task: TE.TaskEither<AddressLookupUnavailable, A>,
): TE.TaskEither<ValidationError, A> => TE.mapLeft(() => postcodeLookupFailed)(task);
