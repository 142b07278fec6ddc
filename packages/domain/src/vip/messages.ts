/**
 * Every user-facing string of the VIP membership. The spec quotes none for VIP beyond the validation
 * rule "VIP status update needs a value" (spec 1 §5); the rest is OUR WORDING, written for shoppers.
 */
import { VIP_RENEWAL_OFFER_PERCENT } from './constants';

/** Spec 1 §5 (validation rule, kept as written). */
export const VIP_STATUS_VALUE_REQUIRED = 'VIP status update needs a value';

/** OUR WORDING. A VIP status value other than VIP or Non-VIP. */
export const VIP_STATUS_VALUE_UNKNOWN = 'VIP status must be VIP or Non-VIP';

/** OUR WORDING. A non-VIP tries a VIP-exclusive product. */
export const VIP_EXCLUSIVE_PRODUCT = 'This offer is for VIP members only. Join VIP to buy it.';

/** OUR WORDING. Cancellation flow, step 1. */
export const CANCELLATION_REASON_PROMPT = 'Please tell us why you want to cancel your VIP membership.';
/** OUR WORDING. Cancellation flow: no reason was chosen. */
export const CANCELLATION_REASON_REQUIRED = 'Please select a reason to continue.';
/** OUR WORDING. Cancellation flow, step 2: the retention offer. */
export const RETENTION_OFFER = `Before you go: stay VIP and get ${VIP_RENEWAL_OFFER_PERCENT}% off your next renewal.`;
/** OUR WORDING. Cancellation flow, step 3: final confirmation. */
export const CANCELLATION_CONFIRM_PROMPT =
  'Are you sure? You will lose your VIP prices, exclusive deals and renewal credit.';
/** OUR WORDING. The flow ended with the membership cancelled. */
export const MEMBERSHIP_CANCELLED = 'Your VIP membership has been cancelled.';
/** OUR WORDING. The flow ended with the shopper staying and saving. */
export const MEMBERSHIP_SAVED = `Great news: you're staying VIP with ${VIP_RENEWAL_OFFER_PERCENT}% off your next renewal.`;
/** OUR WORDING. An action that does not fit the current step of the flow. */
export const CANCELLATION_STEP_INVALID = "Sorry, that's not possible at this step. Please start again.";
