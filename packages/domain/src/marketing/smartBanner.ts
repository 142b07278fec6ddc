/**
 * The mobile-app smart banner (spec 1 §2 "the smart banner shows only on homepage and category page
 * types", §4 "Smart banner closed state lasts 2 days"; spec 2 §9 "smart banner closed 2 days").
 *
 * Instants are epoch milliseconds. The banner shows again once 2 whole days have passed since it
 * was closed. A close time in the future (a skewed clock) keeps it closed until 2 days after it.
 */
import * as O from 'fp-ts/Option';

export const SMART_BANNER_CLOSED_DAYS = 2;
export const SMART_BANNER_CLOSED_MS = SMART_BANNER_CLOSED_DAYS * 24 * 60 * 60 * 1000;
export const SMART_BANNER_PAGE_TYPES = ['homepage', 'category'] as const;

export interface SmartBannerContext {
  readonly pageType: string;
  /** When the shopper last closed the banner, if ever. */
  readonly closedAt: O.Option<number>;
  readonly now: number;
}

export const smartBannerOnPageType = (pageType: string): boolean =>
  SMART_BANNER_PAGE_TYPES.some((type) => type === pageType);

/** Still closed: less than 2 days since `closedAt`. */
export const smartBannerStillClosed = (closedAt: number, now: number): boolean =>
  now - closedAt < SMART_BANNER_CLOSED_MS;

export const smartBannerVisible = (context: SmartBannerContext): boolean =>
  smartBannerOnPageType(context.pageType) &&
  (O.isNone(context.closedAt) || !smartBannerStillClosed(context.closedAt.value, context.now));
