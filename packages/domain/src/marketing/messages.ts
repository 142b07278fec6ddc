/**
 * Every string of the marketing family that the spec quotes, verbatim (spec 2 §8 "Transport and
 * data"). Both reach logs and error toasts, so they are kept with the family's other copy.
 */

/** Verbatim template (spec 2 §8 "Request timeout: 'Connection timeout: {limit}'"). */
export const CONNECTION_TIMEOUT_TEMPLATE = 'Connection timeout: {limit}';

/** 'Connection timeout: 2500' for a limit of 2500 ms. */
export const connectionTimeoutMessage = (limitMs: number): string =>
  CONNECTION_TIMEOUT_TEMPLATE.replace('{limit}', String(limitMs));

/** Verbatim (spec 2 §8 "Deal impressions without location"). */
export const DEAL_IMPRESSIONS_MISSING_LOCATION_MESSAGE = 'Deal impressions: undefined or missing location data';
