import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { CONNECTION_TIMEOUT_TEMPLATE, connectionTimeoutMessage } from './messages';
import {
  DEFAULT_REQUEST_TIMEOUT_MS,
  WALLET_REQUEST_TIMEOUT_MS,
  connectionTimeout,
  requestTimeoutMs,
} from './requestTimeout';

describe('request timeouts (spec 2 §7.1, §9 "Timeouts: default 2500 ms; wallet 40000 ms")', () => {
  it('uses the configured default, with 2500 ms as the fallback', () => {
    expect(DEFAULT_REQUEST_TIMEOUT_MS).toBe(2500);
    expect(WALLET_REQUEST_TIMEOUT_MS).toBe(40_000);
    expect(requestTimeoutMs(O.some(9000))).toBe(9000);
    expect(requestTimeoutMs(O.none)).toBe(2500);
    expect(requestTimeoutMs(O.some(0))).toBe(2500);
    expect(requestTimeoutMs(O.some(Number.NaN))).toBe(2500);
    expect(requestTimeoutMs(O.some(Number.POSITIVE_INFINITY))).toBe(2500);
  });
  it("Request timeout: 'Connection timeout: {limit}'", () => {
    expect(CONNECTION_TIMEOUT_TEMPLATE).toBe('Connection timeout: {limit}');
    expect(connectionTimeout(2500)).toEqual({
      code: 'TRANSPORT.CONNECTION_TIMEOUT',
      detail: 'Connection timeout: 2500',
    });
    expect(connectionTimeoutMessage(WALLET_REQUEST_TIMEOUT_MS)).toBe('Connection timeout: 40000');
  });
  it('property: the timeout is always positive and finite', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: undefined }), (configured) => {
        const ms = requestTimeoutMs(O.fromNullable(configured));
        expect(ms > 0 && Number.isFinite(ms)).toBe(true);
      }),
    );
  });
});
