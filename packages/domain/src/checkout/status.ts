/**
 * Checkout status (spec 1 §4 "Checkout status"): LOADING on the first fetch, UPDATING on any change,
 * READY after; the extended set is LOADING, READY, REFRESHED, REFRESHING, UPDATING.
 *
 * A pure reducer over events. Our reading of the extended states:
 * - a fetch before the checkout has ever settled keeps LOADING (the first fetch);
 * - a fetch after it has settled (READY or REFRESHED), with no change by the shopper, is a refresh:
 *   REFRESHING, then REFRESHED when it succeeds;
 * - any change by the shopper (quantity, gifting, promo code, wallet, delivery) is UPDATING, from
 *   any state, and it becomes READY when the response arrives;
 * - a fetch that starts while LOADING, UPDATING or REFRESHING joins that work;
 * - a failure settles the status at READY (the order summary is emptied, see `fetchFailure`).
 */
export const CHECKOUT_STATUSES = ['LOADING', 'READY', 'REFRESHED', 'REFRESHING', 'UPDATING'] as const;

export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export type CheckoutEvent =
  | { readonly type: 'FETCH_STARTED' }
  | { readonly type: 'CHANGE_STARTED' }
  | { readonly type: 'FETCH_SUCCEEDED' }
  | { readonly type: 'FETCH_FAILED' };

export const INITIAL_CHECKOUT_STATUS: CheckoutStatus = 'LOADING';

const hasSettled = (status: CheckoutStatus): boolean => status === 'READY' || status === 'REFRESHED';

export const nextCheckoutStatus = (status: CheckoutStatus, event: CheckoutEvent): CheckoutStatus => {
  switch (event.type) {
    case 'CHANGE_STARTED':
      return 'UPDATING';
    case 'FETCH_STARTED':
      return hasSettled(status) ? 'REFRESHING' : status;
    case 'FETCH_SUCCEEDED':
      return status === 'REFRESHING' || status === 'REFRESHED' ? 'REFRESHED' : 'READY';
    case 'FETCH_FAILED':
      return 'READY';
  }
};

/** Folds events from the initial status. */
export const checkoutStatusAfter = (events: readonly CheckoutEvent[]): CheckoutStatus =>
  events.reduce(nextCheckoutStatus, INITIAL_CHECKOUT_STATUS);

/** Work is in flight: the shopper should not pay now. */
export const isCheckoutBusy = (status: CheckoutStatus): boolean => !hasSettled(status);
