import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CHECKOUT_STATUSES,
  type CheckoutEvent,
  type CheckoutStatus,
  INITIAL_CHECKOUT_STATUS,
  checkoutStatusAfter,
  isCheckoutBusy,
  nextCheckoutStatus,
} from './index';

/**
 * The model says what the checkout is doing, independently of the status names: has it ever
 * settled, what work is in flight, and did the last settlement come from a refresh.
 */
interface Model {
  settledOnce: boolean;
  inFlight: 'none' | 'firstLoad' | 'refresh' | 'change';
  lastSettledByRefresh: boolean;
}

interface Real {
  status: CheckoutStatus;
}

const expectedStatus = (m: Model): CheckoutStatus => {
  if (m.inFlight === 'change') return 'UPDATING';
  if (m.inFlight === 'refresh') return 'REFRESHING';
  if (m.inFlight === 'firstLoad' || !m.settledOnce) return 'LOADING';
  return m.lastSettledByRefresh ? 'REFRESHED' : 'READY';
};

class Step implements fc.Command<Model, Real> {
  constructor(
    readonly event: CheckoutEvent,
    readonly updateModel: (m: Model) => void,
  ) {}
  check = (): boolean => true;
  run(m: Model, r: Real): void {
    r.status = nextCheckoutStatus(r.status, this.event);
    this.updateModel(m);
    expect(r.status).toBe(expectedStatus(m));
  }
  toString = (): string => this.event.type;
}

const settle = (m: Model, success: boolean): void => {
  m.lastSettledByRefresh =
    success && (m.inFlight === 'refresh' || (m.inFlight === 'none' && m.settledOnce && m.lastSettledByRefresh));
  m.settledOnce = true;
  m.inFlight = 'none';
};

const commands = [
  fc.constant(
    new Step({ type: 'FETCH_STARTED' }, (m) => {
      if (m.inFlight === 'none') m.inFlight = m.settledOnce ? 'refresh' : 'firstLoad';
    }),
  ),
  fc.constant(
    new Step({ type: 'CHANGE_STARTED' }, (m) => {
      m.inFlight = 'change';
    }),
  ),
  fc.constant(new Step({ type: 'FETCH_SUCCEEDED' }, (m) => settle(m, true))),
  fc.constant(new Step({ type: 'FETCH_FAILED' }, (m) => settle(m, false))),
];

const event: fc.Arbitrary<CheckoutEvent> = fc.constantFrom(
  { type: 'FETCH_STARTED' as const },
  { type: 'CHANGE_STARTED' as const },
  { type: 'FETCH_SUCCEEDED' as const },
  { type: 'FETCH_FAILED' as const },
);

describe('checkout status machine properties', () => {
  it('property (model-based): the status always matches what the checkout is doing', () => {
    fc.assert(
      fc.property(fc.commands(commands, { size: '+1' }), (cmds) => {
        const setup = () => ({
          model: { settledOnce: false, inFlight: 'none' as const, lastSettledByRefresh: false },
          real: { status: INITIAL_CHECKOUT_STATUS },
        });
        fc.modelRun(setup, cmds);
      }),
    );
  });
  it('property: a change is always UPDATING, a response always settles, and a settled checkout is never LOADING again', () => {
    fc.assert(
      fc.property(fc.array(event), event, (events, last) => {
        const before = checkoutStatusAfter(events);
        const after = nextCheckoutStatus(before, last);
        expect(CHECKOUT_STATUSES).toContain(after);
        if (last.type === 'CHANGE_STARTED') expect(after).toBe('UPDATING');
        if (last.type === 'FETCH_SUCCEEDED' || last.type === 'FETCH_FAILED') expect(isCheckoutBusy(after)).toBe(false);
        const settled = events.some((e) => e.type === 'FETCH_SUCCEEDED' || e.type === 'FETCH_FAILED');
        if (settled) expect(after).not.toBe('LOADING');
      }),
    );
  });
});
