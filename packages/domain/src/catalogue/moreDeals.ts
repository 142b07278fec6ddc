/**
 * "More deals" under a deal (OUR RULE: the spec's deal page offers other deals through its listing;
 * it names no count). A shopper who reaches a deal from a search engine or a shared link, and
 * especially one who finds it sold out or ended, is shown the deal's own listing: the same place and
 * top category, most popular first, without the deal itself and without deals that cannot be bought
 * because they are sold out. (Spec 2 §7.4's offset of 5 on deal pages is the listing call's `offset`
 * parameter, `listingOffset` in the listing family; the strip asks for the listing's first page.)
 */
import type { DealDetail } from './dealDetail';
import type { ListingRequest } from './listingRequest';
import type { DealPage, DealSummary } from './dealSummary';

export const MORE_DEALS_COUNT = 4;

/** The listing the strip is taken from: one more than shown, in case the deal itself is in it. */
export const moreDealsRequest = (deal: Pick<DealDetail, 'site' | 'location' | 'category'>): ListingRequest => ({
  site: deal.site,
  location: deal.location.shortName,
  categories: [deal.category.shortName],
  page: 0,
  pageSize: MORE_DEALS_COUNT + 1,
});

/** The listing's top deal then its page, less the deal itself and sold-out deals, at most MORE_DEALS_COUNT. */
export const moreDealsThan = (dealId: number, page: DealPage): readonly DealSummary[] =>
  [...(page.mainDeal === null ? [] : [page.mainDeal]), ...page.deals]
    .filter((d, i, all) => d.id !== dealId && !d.soldOut && all.findIndex((e) => e.id === d.id) === i)
    .slice(0, MORE_DEALS_COUNT);
