/**
 * Every user-facing string of refer-a-friend. The spec quotes none (spec 1 §4, §6, spec 2 §9 only
 * describe the rules), so all of these are OUR WORDING, written for shoppers.
 */

/** OUR WORDING. An existing customer cannot be referred (spec 1 §6). */
export const EXISTING_CUSTOMER_CANNOT_BE_REFERRED =
  'This friend already shops with us, so they can’t be referred. Try inviting someone new!';

/** OUR WORDING. Labels of the referral states (spec 1 §4). */
export const REFERRAL_STATUS_LABELS = {
  PENDING: 'Pending',
  CREDITED: 'Credited',
  CANCELLED: 'Cancelled',
} as const;

/** OUR WORDING. How referral credit works (spec 2 §9: 10 each, up to 200, after the 14-day window). */
export const referralCreditExplainer = (perFriend: string, limit: string, windowDays: number): string =>
  `Get ${perFriend} credit for every friend who buys their first deal, up to ${limit}. ` +
  `Credit is added ${windowDays} days after their purchase, once their refund window has closed.`;
