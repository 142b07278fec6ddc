/**
 * The subscription lightbox (spec 1 §4 "A valid-subscription check triggers a lightbox after 2
 * seconds unless excluded by source or path"; spec 2 §9 "lightbox after 2 s").
 *
 * The spec does not list the exclusions, so they are data with our defaults:
 * - sources: a visitor who came from one of our emails ('email') is already a subscriber;
 * - paths containing a part where an interruption costs a sale or a task: checkout, order-addon,
 *   myaccount, login, register, forgot-password, consume-token, mygift, unsubscribe, and the
 *   paid-campaign landing welcome (it has its own sign-up).
 * Sources and paths compare lower-cased; a path excludes when it contains a listed part.
 */
import * as O from 'fp-ts/Option';

export const SUBSCRIPTION_LIGHTBOX_DELAY_MS = 2_000;

export interface LightboxExclusions {
  readonly sources: readonly string[];
  readonly pathParts: readonly string[];
}

export const DEFAULT_LIGHTBOX_EXCLUSIONS: LightboxExclusions = {
  sources: ['email'],
  pathParts: [
    'checkout',
    'order-addon',
    'myaccount',
    'login',
    'register',
    'forgot-password',
    'consume-token',
    'mygift',
    'unsubscribe',
    'welcome',
  ],
};

export interface SubscriptionLightboxContext {
  /** The result of the valid-subscription check: true when the visitor already has one. */
  readonly hasValidSubscription: boolean;
  /** The visitor's source tag (usr_src or source), if any. */
  readonly source: O.Option<string>;
  readonly path: string;
}

export const lightboxExcluded = (context: SubscriptionLightboxContext, exclusions: LightboxExclusions): boolean => {
  const path = context.path.toLowerCase();
  const bySource = O.exists((s: string) => exclusions.sources.includes(s.toLowerCase()))(context.source);
  return bySource || exclusions.pathParts.some((part) => path.includes(part));
};

/** The delay after which to open the lightbox, or none when it must not open. */
export const subscriptionLightboxDelay = (
  context: SubscriptionLightboxContext,
  exclusions: LightboxExclusions = DEFAULT_LIGHTBOX_EXCLUSIONS,
): O.Option<number> =>
  context.hasValidSubscription || lightboxExcluded(context, exclusions)
    ? O.none
    : O.some(SUBSCRIPTION_LIGHTBOX_DELAY_MS);
