/**
 * The newsletter (spec 1 §5 "Subscription email and location required. Unsubscribe needs a
 * token"; spec 2 §8 "'Error on user subscription.'", "missing unsubscribe token").
 *
 * One subscription per site and email, for one location (a location short name). Subscribing
 * again updates the location and revives an ended subscription. Every subscription has its own
 * random unsubscribe token, put in each newsletter email; the token only ever unsubscribes, so it
 * is stored as it is (the newsletter sender needs it for every email). Unsubscribing is
 * idempotent; an unknown token answers "Email wasn't registered".
 */
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { subscriptionForm } from '../validation/forms';
import { UNSUBSCRIBE_TOKEN_MISSING } from '../validation/messages';
import type { SiteKey } from '../site/site';
import { isShortName } from '../text/slug';
import { type NormalisedEmail, normaliseEmail } from './email';
import { type AccountError, accountError, fieldInvalid, formInvalid } from './errors';
import { CHOOSE_A_LOCATION } from './messages';
import { isWellFormedToken } from './oneTimeToken';

export interface NewsletterSubscription {
  readonly site: SiteKey;
  readonly email: NormalisedEmail;
  /** A location short name. */
  readonly location: string;
  readonly unsubscribeToken: string;
  readonly subscribedAt: number;
}

export interface NewsletterSubscriptionRequest {
  readonly email: NormalisedEmail;
  readonly location: string;
}

/** Email and location required; the email normalised; the location a short name. */
export const newsletterSubscriptionRequest = (form: {
  readonly email: string;
  readonly location: O.Option<string>;
}): E.Either<AccountError, NewsletterSubscriptionRequest> =>
  pipe(
    subscriptionForm(form),
    E.mapLeft(formInvalid),
    E.filterOrElse(
      (request) => isShortName(request.location),
      () => fieldInvalid('location', CHOOSE_A_LOCATION),
    ),
    E.map((request) => ({ email: normaliseEmail(request.email), location: request.location })),
  );

/**
 * The unsubscribe link's token: present (else the "missing unsubscribe token" message), and shaped
 * like a token (else it matches nothing: "Email wasn't registered").
 */
export const unsubscribeToken = (text: string): E.Either<AccountError, string> => {
  const token = text.trim();
  if (token === '') return E.left(fieldInvalid('token', UNSUBSCRIBE_TOKEN_MISSING));
  return isWellFormedToken(token)
    ? E.right(token)
    : E.left(accountError('ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN', 'malformed unsubscribe token'));
};
