/**
 * An application store (rxjs) that loads its code on first use. Until then its state is the one
 * the page was rendered with, so rxjs and the store stay out of every page's first-load
 * JavaScript (issue 4: <= 125 KB gzip per route) and arrive when the shopper first acts.
 */
import type { Observable } from 'rxjs';

export interface ObservableStore<S> {
  readonly state: S;
  readonly state$: Observable<S>;
}

export class LazyStore<S, Store extends ObservableStore<S>> {
  private snapshot: S;
  private loaded: Store | undefined;
  private loading: Promise<Store> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly load: () => Promise<Store>,
    initial: S,
  ) {
    this.snapshot = initial;
  }

  /** For useSyncExternalStore. */
  readonly subscribe = (notify: () => void): (() => void) => {
    this.listeners.add(notify);
    return () => {
      this.listeners.delete(notify);
    };
  };

  readonly getSnapshot = (): S => this.snapshot;

  /** Runs `action` on the store, loading it first if needed; actions run in the order given. */
  use(action: (store: Store) => void): void {
    if (this.loaded !== undefined && this.loading === undefined) {
      action(this.loaded);
      return;
    }
    this.loading ??= this.load().then((store) => {
      store.state$.subscribe((state) => {
        this.snapshot = state;
        for (const notify of this.listeners) notify();
      });
      this.loaded = store;
      return store;
    });
    const pending = this.loading;
    void pending.then((store) => {
      action(store);
      if (this.loading === pending) this.loading = undefined;
    });
  }

  /** The store, if it has loaded. */
  current(): Store | undefined {
    return this.loading === undefined ? this.loaded : undefined;
  }
}
