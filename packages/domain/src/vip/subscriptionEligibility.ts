/**
 * Subscription eligibility (spec 1 §4): ELIGIBLE, ACTIVE, RENEW, NOT_CHECKED. The VIP offer is made
 * when ELIGIBLE, RENEW or NOT_CHECKED, so never to an ACTIVE member.
 */
export const SUBSCRIPTION_ELIGIBILITIES = ['ELIGIBLE', 'ACTIVE', 'RENEW', 'NOT_CHECKED'] as const;
export type SubscriptionEligibility = (typeof SUBSCRIPTION_ELIGIBILITIES)[number];

export const VIP_OFFER_ELIGIBILITIES: readonly SubscriptionEligibility[] = ['ELIGIBLE', 'RENEW', 'NOT_CHECKED'];

const isSubscriptionEligibility = (value: string): value is SubscriptionEligibility =>
  (SUBSCRIPTION_ELIGIBILITIES as readonly string[]).includes(value);

/** An unknown or missing value means we have not checked: NOT_CHECKED. */
export const parseSubscriptionEligibility = (value: string): SubscriptionEligibility =>
  isSubscriptionEligibility(value) ? value : 'NOT_CHECKED';

export const isVipOfferMade = (eligibility: SubscriptionEligibility): boolean =>
  VIP_OFFER_ELIGIBILITIES.includes(eligibility);
