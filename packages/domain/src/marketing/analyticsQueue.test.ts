import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type AnalyticsQueueEvent,
  type AnalyticsQueueState,
  analyticsQueueStep,
  emptyAnalyticsQueue,
} from './analyticsQueue';

const run = (events: readonly AnalyticsQueueEvent<string>[]) =>
  events.reduce(
    (acc, event) => {
      const next = analyticsQueueStep(acc.state, event);
      return {
        state: next.state,
        delivered: [...acc.delivered, ...next.deliver],
        dropped: [...acc.dropped, ...next.dropped],
      };
    },
    { state: emptyAnalyticsQueue<string>(), delivered: [] as readonly string[], dropped: [] as readonly string[] },
  );
const track = (event: string): AnalyticsQueueEvent<string> => ({ type: 'track', event });
const ready: AnalyticsQueueEvent<string> = { type: 'tag-manager-ready' };
const gaveUp: AnalyticsQueueEvent<string> = { type: 'tag-manager-gave-up' };

describe('analytics queue (spec 1 §4 "The analytics queue polls the tag manager")', () => {
  it('holds events until the tag manager is there, then delivers them in order', () => {
    const result = run([track('view'), track('click'), ready, track('buy')]);
    expect(result.delivered).toEqual(['view', 'click', 'buy']);
    expect(result.state).toEqual({ status: 'ready' });
  });
  it('drops waiting and later events once polling gives up', () => {
    const result = run([track('view'), gaveUp, track('click')]);
    expect(result.delivered).toEqual([]);
    expect(result.dropped).toEqual(['view', 'click']);
    expect(result.state).toEqual({ status: 'unavailable' });
  });
  it('a late tag manager is used from then on; a give-up after ready changes nothing', () => {
    expect(run([track('a'), gaveUp, ready, track('b')]).delivered).toEqual(['b']);
    expect(run([ready, gaveUp, track('a'), ready]).delivered).toEqual(['a']);
  });

  class Model {
    status: 'waiting' | 'ready' | 'unavailable' = 'waiting';
    tracked: string[] = [];
  }
  interface Real {
    state: AnalyticsQueueState<string>;
    delivered: string[];
    dropped: string[];
  }
  const apply = (real: Real, event: AnalyticsQueueEvent<string>): void => {
    const next = analyticsQueueStep(real.state, event);
    real.state = next.state;
    real.delivered.push(...next.deliver);
    real.dropped.push(...next.dropped);
  };
  const invariant = (m: Model, r: Real): void => {
    // nothing is lost or duplicated: delivered + dropped + waiting is what was tracked, in order
    const waiting = r.state.status === 'waiting' ? r.state.queued : [];
    expect([...r.delivered, ...r.dropped, ...waiting].sort()).toEqual([...m.tracked].sort());
    expect(r.state.status).toBe(m.status);
    // delivery keeps tracking order
    const order = m.tracked.filter((e) => r.delivered.includes(e));
    expect(r.delivered).toEqual(order);
  };
  class Track implements fc.Command<Model, Real> {
    check = (): boolean => true;
    run(m: Model, r: Real): void {
      const event = `e${m.tracked.length}`;
      m.tracked.push(event);
      apply(r, track(event));
      invariant(m, r);
    }
    toString = (): string => 'track';
  }
  class Ready implements fc.Command<Model, Real> {
    check = (): boolean => true;
    run(m: Model, r: Real): void {
      m.status = 'ready';
      apply(r, ready);
      invariant(m, r);
      expect(r.state.status).toBe('ready');
    }
    toString = (): string => 'ready';
  }
  class GaveUp implements fc.Command<Model, Real> {
    check = (): boolean => true;
    run(m: Model, r: Real): void {
      if (m.status === 'waiting') m.status = 'unavailable';
      apply(r, gaveUp);
      invariant(m, r);
    }
    toString = (): string => 'gave-up';
  }

  it('property (model-based): every tracked event is delivered or dropped exactly once, in order', () => {
    const commands = fc.commands([fc.constant(new Track()), fc.constant(new Ready()), fc.constant(new GaveUp())]);
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(
          () => ({ model: new Model(), real: { state: emptyAnalyticsQueue<string>(), delivered: [], dropped: [] } }),
          cmds,
        );
      }),
    );
  });
});
