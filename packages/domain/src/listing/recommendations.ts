/**
 * Recommended for you (spec 1 §1 "see recently viewed and recommended deals", §2
 * /recommended-for-you; spec 2 §7.4 "GET recommendations by customer token with limit, pageSize,
 * page", §9 limit 40, page size 25). The spec gives no ranking; ours:
 * - interest: the categories of the deals the shopper bought (weight 3), saved to the wish list (2)
 *   and viewed lately (1); a deal counts for its subcategory, else its category; the top three;
 * - the candidates are the site's most popular deals, those in the interest categories first (in
 *   the order of interest), then the rest, each group in popularity order;
 * - never a deal the shopper bought or saved, a sold-out one or one past its closing day;
 * - at most 40, 25 a page. With no interest yet, the list is the site's most popular deals.
 */
import type { DealSummary } from '../catalogue/dealSummary';
import { canBuyAgain } from './buyAgain';
import { RECOMMENDATIONS_LIMIT, RECOMMENDATIONS_PAGE_SIZE } from './pageSizes';
/** How many interest categories the ranking uses. */
export const INTEREST_CATEGORIES = 3;

export const INTEREST_WEIGHTS = { bought: 3, saved: 2, viewed: 1 } as const;

export interface InterestSignals {
  readonly bought: readonly DealSummary[];
  readonly saved: readonly DealSummary[];
  readonly viewed: readonly DealSummary[];
}

const interestOf = (deal: DealSummary): string => deal.subCategoryShortName ?? deal.categoryShortName;

/** The shopper's interest categories, strongest first (ties by name), at most INTEREST_CATEGORIES. */
export const interestCategories = (signals: InterestSignals): readonly string[] => {
  const weights = new Map<string, number>();
  const add = (deals: readonly DealSummary[], weight: number) => {
    for (const deal of deals) weights.set(interestOf(deal), (weights.get(interestOf(deal)) ?? 0) + weight);
  };
  add(signals.bought, INTEREST_WEIGHTS.bought);
  add(signals.saved, INTEREST_WEIGHTS.saved);
  add(signals.viewed, INTEREST_WEIGHTS.viewed);
  return [...weights]
    .sort(([a, wa], [b, wb]) => wb - wa || a.localeCompare(b))
    .slice(0, INTEREST_CATEGORIES)
    .map(([category]) => category);
};

/**
 * The recommendations from candidates in popularity order: interest categories first (in their
 * order), known and unbuyable deals left out, each deal once, at most RECOMMENDATIONS_LIMIT.
 */
export const recommendedDeals = (
  candidates: readonly DealSummary[],
  interests: readonly string[],
  known: ReadonlySet<number>,
  now: number,
): readonly DealSummary[] => {
  const rank = (deal: DealSummary): number => {
    const i = interests.indexOf(interestOf(deal));
    const j = interests.indexOf(deal.categoryShortName);
    const best = [i, j].filter((n) => n >= 0);
    return best.length === 0 ? interests.length : Math.min(...best);
  };
  const seen = new Set<number>();
  const kept = candidates.filter((deal) => {
    if (known.has(deal.id) || seen.has(deal.id) || !canBuyAgain(deal, now)) return false;
    seen.add(deal.id);
    return true;
  });
  return kept
    .map((deal, order) => ({ deal, order, rank: rank(deal) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, RECOMMENDATIONS_LIMIT)
    .map(({ deal }) => deal);
};

/** One page of the recommendations (page 0 first); an empty page past the end. */
export const recommendationsPage = (deals: readonly DealSummary[], page: number): readonly DealSummary[] =>
  deals.slice(page * RECOMMENDATIONS_PAGE_SIZE, (page + 1) * RECOMMENDATIONS_PAGE_SIZE);
