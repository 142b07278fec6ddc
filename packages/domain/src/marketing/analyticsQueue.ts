/**
 * The analytics queue (spec 1 §4 "The analytics queue polls the tag manager ..."): events tracked
 * before the tag manager is there wait in order; once it is found they are delivered, first in,
 * first out, and later events go straight through. If polling gives up, the waiting events are
 * dropped (there is nowhere to send them) and so are later ones; a tag manager that turns up late
 * is still used from then on.
 *
 * A pure reducer: each step returns the new state and the events to hand to the tag manager now.
 */

export type AnalyticsQueueState<A> =
  | { readonly status: 'waiting'; readonly queued: readonly A[] }
  | { readonly status: 'ready' }
  | { readonly status: 'unavailable' };

export type AnalyticsQueueEvent<A> =
  | { readonly type: 'track'; readonly event: A }
  | { readonly type: 'tag-manager-ready' }
  | { readonly type: 'tag-manager-gave-up' };

export interface AnalyticsQueueStep<A> {
  readonly state: AnalyticsQueueState<A>;
  /** Hand these to the tag manager now, in order. */
  readonly deliver: readonly A[];
  /** These can never be delivered. */
  readonly dropped: readonly A[];
}

export const emptyAnalyticsQueue = <A>(): AnalyticsQueueState<A> => ({ status: 'waiting', queued: [] });

const step = <A>(
  state: AnalyticsQueueState<A>,
  deliver: readonly A[],
  dropped: readonly A[],
): AnalyticsQueueStep<A> => ({
  state,
  deliver,
  dropped,
});

export const analyticsQueueStep = <A>(
  state: AnalyticsQueueState<A>,
  event: AnalyticsQueueEvent<A>,
): AnalyticsQueueStep<A> => {
  switch (event.type) {
    case 'track':
      if (state.status === 'waiting')
        return step({ status: 'waiting', queued: [...state.queued, event.event] }, [], []);
      return state.status === 'ready' ? step(state, [event.event], []) : step(state, [], [event.event]);
    case 'tag-manager-ready':
      return step({ status: 'ready' }, state.status === 'waiting' ? state.queued : [], []);
    case 'tag-manager-gave-up':
      return state.status === 'waiting' ? step({ status: 'unavailable' }, [], state.queued) : step(state, [], []);
  }
};
