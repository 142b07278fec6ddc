import { BehaviorSubject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { LazyStore } from './lazyStore';

class Counter {
  private readonly subject = new BehaviorSubject(0);
  readonly state$ = this.subject.asObservable();
  get state(): number {
    return this.subject.getValue();
  }
  add(n: number): void {
    this.subject.next(this.state + n);
  }
}

describe('LazyStore', () => {
  it('shows the initial state until the store loads, then follows it, running actions in order', async () => {
    let loads = 0;
    const lazy = new LazyStore(async () => {
      loads += 1;
      return new Counter();
    }, 0);
    const seen: number[] = [];
    lazy.subscribe(() => seen.push(lazy.getSnapshot()));
    expect(lazy.getSnapshot()).toBe(0);
    expect(lazy.current()).toBeUndefined();
    lazy.use((c) => c.add(1));
    lazy.use((c) => c.add(10));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads).toBe(1);
    expect(lazy.getSnapshot()).toBe(11);
    lazy.use((c) => c.add(100));
    expect(lazy.getSnapshot()).toBe(111);
    expect(lazy.current()?.state).toBe(111);
    expect(seen).toEqual([0, 1, 11, 111]);
  });

  it('stops notifying a listener that unsubscribed', async () => {
    const lazy = new LazyStore(async () => new Counter(), 0);
    let calls = 0;
    const stop = lazy.subscribe(() => (calls += 1));
    stop();
    lazy.use((c) => c.add(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(0);
    expect(lazy.getSnapshot()).toBe(1);
  });
});
