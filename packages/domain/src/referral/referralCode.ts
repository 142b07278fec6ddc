/**
 * A shopper's referral code and the link that carries it (spec 1 §3 "Cookies tracked: ... referral
 * code"; spec 2 §7.4 /v1/user/raf/stat/open). The spec shows neither the code's form nor the link's:
 *
 * Our choices: eight characters from a 32-symbol alphabet without the look-alikes I, O, 0 and 1, so a
 * code read aloud or typed from a screenshot survives; codes are upper case and compared that way.
 * The link is `/invite/{code}` on the site the shopper shares from.
 */
import * as O from 'fp-ts/Option';

export const REFERRAL_CODE_LENGTH = 8;
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

const CODE_PATTERN = new RegExp(`^[${REFERRAL_CODE_ALPHABET}]{${REFERRAL_CODE_LENGTH}}$`);

/**
 * A code made from random text (a token of at least eight characters): each character picks a
 * symbol by its character code. Tokens from a uniform 64-symbol alphabet give uniform codes.
 */
export const referralCodeFromToken = (token: string): string =>
  Array.from(token.slice(0, REFERRAL_CODE_LENGTH).padEnd(REFERRAL_CODE_LENGTH, 'A'), (ch) =>
    REFERRAL_CODE_ALPHABET.charAt(ch.charCodeAt(0) % REFERRAL_CODE_ALPHABET.length),
  ).join('');

/** The code a link or cookie holds, trimmed and upper-cased; none when it is not a code. */
export const referralCodeOf = (text: string): O.Option<string> => {
  const code = text.trim().toUpperCase();
  return CODE_PATTERN.test(code) ? O.some(code) : O.none;
};

export const REFERRAL_INVITE_PREFIX = '/invite/';

/** The path a friend opens: `/invite/{code}`. */
export const referralInvitePath = (code: string): string => `${REFERRAL_INVITE_PREFIX}${code}`;
