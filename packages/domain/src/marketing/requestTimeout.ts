/**
 * Request timeouts (spec 2 §7.1 "The request helper times out after a configured default; the
 * fallback is 2500 ms", §7.7 "GET user wallet: timeout 40 s", §8 "Request timeout: 'Connection
 * timeout: {limit}'", §9 "Timeouts: default 2500 ms; wallet 40000 ms").
 */
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import { connectionTimeoutMessage } from './messages';

export const DEFAULT_REQUEST_TIMEOUT_MS = 2_500;
export const WALLET_REQUEST_TIMEOUT_MS = 40_000;

/** The configured default when it is a positive, finite number of ms; 2500 otherwise. */
export const requestTimeoutMs = (configured: O.Option<number>): number =>
  O.isSome(configured) && Number.isFinite(configured.value) && configured.value > 0
    ? configured.value
    : DEFAULT_REQUEST_TIMEOUT_MS;

export type ConnectionTimeout = DomainError<'TRANSPORT.CONNECTION_TIMEOUT'>;

/** The error of a request that ran out of time; its detail is the spec's 'Connection timeout: {limit}'. */
export const connectionTimeout = (limitMs: number): ConnectionTimeout =>
  domainError('TRANSPORT.CONNECTION_TIMEOUT', connectionTimeoutMessage(limitMs));
