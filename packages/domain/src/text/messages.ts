/**
 * Every user-facing string of the text family, verbatim from the spec.
 */

/** Client reporter default name (spec 2 §8 "Client reporter defaults: name 'Error'"). */
export const DEFAULT_CLIENT_ERROR_NAME = 'Error';

/** Client reporter default message (spec 2 §8 "message 'Javascript error'"). */
export const DEFAULT_CLIENT_ERROR_MESSAGE = 'Javascript error';
