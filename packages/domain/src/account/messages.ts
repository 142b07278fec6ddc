/**
 * Every user-facing string of the account family (spec 2 §8 "User-facing messages": Login,
 * Password, Other; spec 1 §4 account deletion). Strings the spec quotes are verbatim, typos
 * included ("An error occured"); the others say OUR WORDING.
 */

/** Verbatim (spec 2 §8 Login): wrong password, unknown email, or no password to check. */
export const INVALID_EMAIL_OR_PASSWORD = 'Invalid email/password. Please try again.';
/** Verbatim (spec 2 §8 Login): the Google ID token did not verify. */
export const INVALID_GOOGLE_TOKEN_ID = 'Invalid google token id';
/** Verbatim (spec 2 §8 Login), typo kept: a login flow failed for a reason that is not the shopper's. */
export const AN_ERROR_OCCURED = 'An error occured';
/** Verbatim (spec 2 §8 Login): anything else unexpected (a store is down). */
export const AN_UNEXPECTED_ERROR_OCCURRED = 'An unexpected error occurred';
/** Verbatim (spec 2 §8 Password): a password change that did not happen. */
export const CHANGE_UNSUCCESSFUL = 'Error: Change Unsuccessful';
/** Verbatim (spec 2 §8 Password): a password change, reset or activation that did. */
export const PASSWORD_SUCCESSFULLY_UPDATED = 'Password successfully updated';
/** Verbatim (spec 2 §8 Other): an unsubscribe link that matches no subscription. Never used by login, reset or register. */
export const EMAIL_WASNT_REGISTERED = "Email wasn't registered";
/** Verbatim (spec 2 §8 Other): a newsletter subscription that could not be saved. */
export const ERROR_ON_USER_SUBSCRIPTION = 'Error on user subscription.';

/** OUR WORDING (spec 2 §8 "locked account with reset link"): shown with a link to FORGOT_PASSWORD_PATH. */
export const ACCOUNT_LOCKED =
  'Your account has been locked after too many unsuccessful sign-in attempts. Please reset your password to unlock it.';
/** OUR WORDING: the text of the reset link shown after ACCOUNT_LOCKED. */
export const ACCOUNT_LOCKED_RESET_LINK_TEXT = 'Reset your password';
/** OUR WORDING (spec 2 §8 "Facebook prior-login notice"; spec 1 §1 "a Facebook login notice exists"). */
export const FACEBOOK_PRIOR_LOGIN_NOTICE =
  'You previously signed in with Facebook. Facebook sign-in is no longer available: please sign in with your email address and password, or use "Forgot password" to set a password.';
/** OUR WORDING: the 429 answer when sign-in attempts are rate limited. */
export const tooManySignInAttempts = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
};
/** OUR WORDING: too many account lookups or registrations from one place (issue 40), with the wait. */
export const tooManyRequests = (retryAfterSeconds: number): string => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
};
/** OUR WORDING: a password over the maximum length (see password.ts). */
export const passwordTooLong = (max: number): string => `Password must be at most ${max} characters`;
/** OUR WORDING: a first or last name over the maximum length. */
export const nameTooLong = (max: number): string => `Please use at most ${max} characters`;
/** OUR WORDING: a name with control characters. */
export const ENTER_A_VALID_NAME = 'Please enter a valid name';
/** OUR WORDING: a newsletter location that is not a location short name. */
export const CHOOSE_A_LOCATION = 'Please choose a location';

/**
 * OUR WORDING: the single answer to a password reset request, whether or not an account exists for
 * the email (no enumeration).
 */
export const PASSWORD_RESET_REQUESTED =
  'If an account exists for this email, we have sent you a link to reset your password. Please check your inbox.';
/** OUR WORDING: the single answer to an activation (set your password) request, whatever the account. */
export const ACTIVATION_REQUESTED =
  'If an account exists for this email, we have sent you a link to set your password. Please check your inbox.';
/**
 * OUR WORDING: shown after registering when no session was started (the email already had an
 * account, which was emailed instead). The HTTP answer itself is the same in both cases.
 */
export const REGISTRATION_CHECK_YOUR_EMAIL = 'Thanks! Please check your inbox to continue.';
/** OUR WORDING: one-time links. */
export const LINK_INVALID = 'This link is not valid. Please request a new one.';
export const LINK_EXPIRED = 'This link has expired. Please request a new one.';
export const LINK_ALREADY_USED = 'This link has already been used. Please request a new one.';
/** OUR WORDING: the session is unknown, ended or timed out. */
export const PLEASE_SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';
/** OUR WORDING: object-level authorisation refused (another user's account). */
export const NOT_YOUR_ACCOUNT = 'You can only see and change your own account.';
/** OUR WORDING: the Google account's email is not verified by Google. */
export const GOOGLE_EMAIL_NOT_VERIFIED = 'Please verify your Google email address before signing in with Google.';
/** OUR WORDING (spec 1 §4 "Account deletion: confirm, then initiated"): the confirm step was skipped or failed. */
export const CONFIRM_ACCOUNT_DELETION = 'Please confirm that you want to delete your account.';
/** OUR WORDING (spec 1 §4 "takes up to 24 hours"): deletion initiated. */
export const ACCOUNT_DELETION_INITIATED =
  'Your account is being deleted. This takes up to 24 hours, and you have been signed out.';
/** OUR WORDING: an operation on an account whose deletion has started. */
export const ACCOUNT_BEING_DELETED = 'This account is being deleted.';
/** OUR WORDING: newsletter subscription saved. */
export const SUBSCRIBED_TO_NEWSLETTER = 'Thanks for subscribing! Look out for our best deals in your inbox.';
/** OUR WORDING: newsletter subscription ended. */
export const UNSUBSCRIBED_FROM_NEWSLETTER = 'You have been unsubscribed. You will not receive our newsletter any more.';
