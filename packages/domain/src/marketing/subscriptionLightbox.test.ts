import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  DEFAULT_LIGHTBOX_EXCLUSIONS,
  SUBSCRIPTION_LIGHTBOX_DELAY_MS,
  type SubscriptionLightboxContext,
  subscriptionLightboxDelay,
} from './subscriptionLightbox';

const visitor: SubscriptionLightboxContext = { hasValidSubscription: false, source: O.none, path: '/deals/london' };

describe('subscription lightbox (spec 1 §4 "triggers a lightbox after 2 seconds unless excluded by source or path")', () => {
  it('opens after 2 seconds for a visitor without a valid subscription', () => {
    expect(SUBSCRIPTION_LIGHTBOX_DELAY_MS).toBe(2000);
    expect(subscriptionLightboxDelay(visitor)).toEqual(O.some(2000));
    expect(subscriptionLightboxDelay({ ...visitor, source: O.some('search') })).toEqual(O.some(2000));
  });
  it('does not open for a visitor with a valid subscription', () => {
    expect(subscriptionLightboxDelay({ ...visitor, hasValidSubscription: true })).toEqual(O.none);
  });
  it('is excluded by source', () => {
    expect(subscriptionLightboxDelay({ ...visitor, source: O.some('email') })).toEqual(O.none);
    expect(subscriptionLightboxDelay({ ...visitor, source: O.some('EMAIL') })).toEqual(O.none);
  });
  it('is excluded by path', () => {
    expect(subscriptionLightboxDelay({ ...visitor, path: '/checkout/abcdefghijk' })).toEqual(O.none);
    expect(subscriptionLightboxDelay({ ...visitor, path: '/MyAccount/wallet' })).toEqual(O.none);
    expect(subscriptionLightboxDelay({ ...visitor, path: '/login' })).toEqual(O.none);
  });
  it('takes other exclusions as data', () => {
    const exclusions = { sources: ['affiliate'], pathParts: ['/deals/'] };
    expect(subscriptionLightboxDelay(visitor, exclusions)).toEqual(O.none);
    expect(subscriptionLightboxDelay({ ...visitor, path: '/checkout' }, exclusions)).toEqual(O.some(2000));
  });
  it('property: it opens only when nothing excludes it', () => {
    const pathArb = fc.constantFrom('/', '/deals/london', '/checkout/x', '/login', '/gifts', '/welcome');
    const sourceArb = fc.option(fc.constantFrom('email', 'search', 'recommended'), { nil: undefined });
    fc.assert(
      fc.property(fc.boolean(), sourceArb, pathArb, (hasValidSubscription, source, path) => {
        const opens = O.isSome(
          subscriptionLightboxDelay({ hasValidSubscription, source: O.fromNullable(source), path }),
        );
        const excludedPath = DEFAULT_LIGHTBOX_EXCLUSIONS.pathParts.some((p) => path.includes(p));
        expect(opens).toBe(!hasValidSubscription && source !== 'email' && !excludedPath);
      }),
    );
  });
});
