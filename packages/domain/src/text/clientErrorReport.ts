/**
 * The client-side error report (spec 2 §7.9 "POST client-side error report: client, description,
 * error, message, name, referrer, server, userAgent"; spec 2 §8 "Client reporter defaults: name
 * 'Error', message 'Javascript error'").
 *
 * Our choices: a missing or blank name or message takes the default; every other missing field is
 * sent as the empty text, so the collector always receives the same eight string fields.
 */
import { DEFAULT_CLIENT_ERROR_MESSAGE, DEFAULT_CLIENT_ERROR_NAME } from './messages';

export interface ClientErrorReport {
  readonly client: string;
  readonly description: string;
  readonly error: string;
  readonly message: string;
  readonly name: string;
  readonly referrer: string;
  readonly server: string;
  readonly userAgent: string;
}

export type ClientErrorInput = { readonly [K in keyof ClientErrorReport]?: string };

const orDefault = (value: string | undefined, fallback: string): string =>
  value === undefined || value.trim() === '' ? fallback : value;

export const clientErrorReport = (input: ClientErrorInput): ClientErrorReport => ({
  client: input.client ?? '',
  description: input.description ?? '',
  error: input.error ?? '',
  message: orDefault(input.message, DEFAULT_CLIENT_ERROR_MESSAGE),
  name: orDefault(input.name, DEFAULT_CLIENT_ERROR_NAME),
  referrer: input.referrer ?? '',
  server: input.server ?? '',
  userAgent: input.userAgent ?? '',
});
