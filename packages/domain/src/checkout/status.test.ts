import { describe, expect, it } from 'vitest';
import {
  type CheckoutEvent,
  INITIAL_CHECKOUT_STATUS,
  checkoutStatusAfter,
  isCheckoutBusy,
  nextCheckoutStatus,
} from './index';

const fetch: CheckoutEvent = { type: 'FETCH_STARTED' };
const change: CheckoutEvent = { type: 'CHANGE_STARTED' };
const ok: CheckoutEvent = { type: 'FETCH_SUCCEEDED' };
const failed: CheckoutEvent = { type: 'FETCH_FAILED' };

describe('checkout status (spec 1 §4: LOADING (first fetch), UPDATING (any change), READY (after))', () => {
  it('is LOADING on the first fetch and READY after', () => {
    expect(INITIAL_CHECKOUT_STATUS).toBe('LOADING');
    expect(checkoutStatusAfter([fetch])).toBe('LOADING');
    expect(checkoutStatusAfter([fetch, ok])).toBe('READY');
  });
  it('is UPDATING on any change and READY after', () => {
    expect(checkoutStatusAfter([fetch, ok, change])).toBe('UPDATING');
    expect(checkoutStatusAfter([fetch, ok, change, fetch])).toBe('UPDATING');
    expect(checkoutStatusAfter([fetch, ok, change, ok])).toBe('READY');
    expect(checkoutStatusAfter([fetch, change])).toBe('UPDATING');
  });
  it('the extended state set: REFRESHING then REFRESHED for a fetch without a change', () => {
    expect(checkoutStatusAfter([fetch, ok, fetch])).toBe('REFRESHING');
    expect(checkoutStatusAfter([fetch, ok, fetch, ok])).toBe('REFRESHED');
    expect(checkoutStatusAfter([fetch, ok, fetch, ok, fetch])).toBe('REFRESHING');
    expect(checkoutStatusAfter([fetch, ok, fetch, ok, ok])).toBe('REFRESHED');
    expect(checkoutStatusAfter([fetch, ok, fetch, ok, change, ok])).toBe('READY');
  });
  it('a failure settles at READY', () => {
    expect(checkoutStatusAfter([fetch, failed])).toBe('READY');
    expect(checkoutStatusAfter([fetch, ok, fetch, failed])).toBe('READY');
    expect(nextCheckoutStatus('REFRESHED', failed)).toBe('READY');
  });
  it('is busy while loading, updating or refreshing', () => {
    expect(isCheckoutBusy('LOADING')).toBe(true);
    expect(isCheckoutBusy('UPDATING')).toBe(true);
    expect(isCheckoutBusy('REFRESHING')).toBe(true);
    expect(isCheckoutBusy('READY')).toBe(false);
    expect(isCheckoutBusy('REFRESHED')).toBe(false);
  });
});
