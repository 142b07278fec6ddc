/**
 * Every user-facing string of refer-a-friend. The spec quotes none (spec 1 §4, §6, spec 2 §9 only
 * describe the rules), so all of these are OUR WORDING, written for shoppers.
 */

/** OUR WORDING. An existing customer cannot be referred (spec 1 §6). */
export const EXISTING_CUSTOMER_CANNOT_BE_REFERRED =
  'This friend already shops with us, so they can’t be referred. Try inviting someone new!';

/** OUR WORDING. Labels of the referral states (spec 1 §4). */
export const REFERRAL_STATUS_LABELS = {
  ASSIGNED: 'Joined, no purchase yet',
  PENDING: 'Pending',
  CREDITED: 'Credited',
  CANCELLED: 'Cancelled',
} as const;

/** OUR WORDING. How referral credit works (spec 2 §9: 10 each, up to 200, after the 14-day window). */
export const referralCreditExplainer = (perFriend: string, limit: string, windowDays: number): string =>
  `Get ${perFriend} credit for every friend who buys their first deal, up to ${limit}. ` +
  `Credit is added ${windowDays} days after their purchase, once their refund window has closed.`;

/** OUR WORDING. A shopper followed their own invitation link. */
export const REFERRAL_OWN_LINK = 'That’s your own invitation link: share it with a friend instead.';

/** OUR WORDING. The friend already signed up through someone's link. */
export const REFERRAL_ALREADY_REFERRED = 'You’ve already joined through a friend’s invitation.';

/** OUR WORDING. The shopper invited this friend (or invited whoever invited them): no referring back. */
export const REFERRAL_CIRCULAR = 'This friend joined through your invitation, so you can’t join through theirs.';

/** OUR WORDING. An invitation link whose code is not one of ours. */
export const REFERRAL_UNKNOWN_CODE = 'Sorry, we couldn’t find that invitation. Please check the link.';

/** OUR WORDING. What a friend reads when the link is shared. */
export const referralShareText = (brand: string, inviteUrl: string): string =>
  `I’ve been finding great deals on ${brand}. Join me: ${inviteUrl}`;

/** OUR WORDING. Shown on the register page to a visitor who came through an invitation. */
export const REFERRAL_INVITED_NOTICE = 'A friend invited you. Create your account and pick your first deal!';
