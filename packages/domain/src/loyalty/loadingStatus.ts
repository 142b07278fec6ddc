/**
 * The club page's loading status (spec 1 §4): LOADING or READY, with a message to show.
 */
import { EXCHANGE_FAILED_MESSAGE, LOYALTY_LOADING_MESSAGE, pointsExchangedMessage } from './messages';

export type LoyaltyLoadingState = 'LOADING' | 'READY';

export interface LoyaltyLoadingStatus {
  readonly status: LoyaltyLoadingState;
  readonly message: string;
}

export const loyaltyLoading = (message: string = LOYALTY_LOADING_MESSAGE): LoyaltyLoadingStatus => ({
  status: 'LOADING',
  message,
});

/** Ready, with the message to show (empty when there is nothing to say). */
export const loyaltyReady = (message = ''): LoyaltyLoadingStatus => ({ status: 'READY', message });

/** After an exchange: READY, saying what the points became (e.g. "£4.50"). */
export const loyaltyPointsExchanged = (valueText: string): LoyaltyLoadingStatus =>
  loyaltyReady(pointsExchangedMessage(valueText));

/** After a failed exchange (the failure itself is logged as a club issue by the caller). */
export const loyaltyExchangeFailed: LoyaltyLoadingStatus = loyaltyReady(EXCHANGE_FAILED_MESSAGE);
