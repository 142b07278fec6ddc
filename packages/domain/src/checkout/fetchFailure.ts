/**
 * What to do when a checkout fetch fails (spec 1 §4, spec 2 §8): a 422 removes the basket token
 * cookie, creates a new basket and redirects to the checkout of the new basket; any other error
 * (another status, or no response at all) empties the order summary.
 *
 * The decision is a value describing the steps; the application layer performs them.
 */
import * as O from 'fp-ts/Option';
import { CHECKOUT_PATH_PREFIX, CHECKOUT_RENEW_BASKET_HTTP_STATUS } from './constants';

export type CheckoutFetchFailureAction =
  | {
      readonly _tag: 'StartNewBasket';
      readonly steps: readonly ['REMOVE_BASKET_TOKEN_COOKIE', 'CREATE_BASKET', 'REDIRECT_TO_NEW_BASKET_CHECKOUT'];
    }
  | { readonly _tag: 'EmptyOrderSummary' };

/** `httpStatus` is none when no response came back (network failure, timeout). */
export const checkoutFetchFailureAction = (httpStatus: O.Option<number>): CheckoutFetchFailureAction =>
  O.isSome(httpStatus) && httpStatus.value === CHECKOUT_RENEW_BASKET_HTTP_STATUS
    ? {
        _tag: 'StartNewBasket',
        steps: ['REMOVE_BASKET_TOKEN_COOKIE', 'CREATE_BASKET', 'REDIRECT_TO_NEW_BASKET_CHECKOUT'],
      }
    : { _tag: 'EmptyOrderSummary' };

/** The checkout of a basket: /checkout/{basketToken}. */
export const checkoutPathOfBasket = (basketToken: string): string =>
  `${CHECKOUT_PATH_PREFIX}/${encodeURIComponent(basketToken)}`;
