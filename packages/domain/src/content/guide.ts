/**
 * Guides (spec 1 §2 "/guides/hub, /guides/holiday-deals, /guides/black-friday-deals,
 * /editorial-team"): editorial pages that recommend deals. A guide's body is text in the same
 * form as a static page's; its deals are the open ones among those it names, in its order.
 */
import type { DealSummary } from '../catalogue/dealSummary';

export interface GuideSummary {
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
}

export interface Guide extends GuideSummary {
  readonly body: string;
}

export interface GuideWithDeals {
  readonly guide: Guide;
  readonly deals: ReadonlyArray<DealSummary>;
}

export const GUIDES_HUB_PATH = '/guides/hub';

/** The editorial team's words are a guide of this slug; their page is /editorial-team (spec 1 §2). */
export const EDITORIAL_TEAM_SLUG = 'editorial-team';
export const EDITORIAL_TEAM_PATH = '/editorial-team';
/** A guide's one address: /guides/{slug}, but the editorial team's guide is /editorial-team. */
export const guidePath = (slug: string): string =>
  slug === EDITORIAL_TEAM_SLUG ? EDITORIAL_TEAM_PATH : `/guides/${encodeURIComponent(slug)}`;
