/**
 * The state of a paged deal list ("load more") before any store exists: the pages rendered on the
 * server. Paging stops when a page comes back smaller than the page size (spec 1 §4 Paged lists),
 * or once the listing's count says no deal is left (`dealsLeftAfterPage`).
 */
import type { DealSummary, ListingRequest } from '@kerching/domain/catalogue';
import { listingStops } from '@kerching/domain/listing';
import type { ListDealsError } from './listDeals';

export interface DealListState {
  readonly deals: readonly DealSummary[];
  readonly lastPage: number;
  /** The listing's deals not yet shown. */
  readonly left: number;
  readonly nomore: boolean;
  readonly loading: boolean;
  readonly error: ListDealsError | null;
}

/** The listing being paged: every field of a listing request but the page. */
export type DealListQuery = Omit<ListingRequest, 'page'>;

/** The pages rendered on the server: their deals, the last page's number, the deals left after it. */
export interface DealListPages {
  readonly deals: readonly DealSummary[];
  readonly page: number;
  readonly left: number;
}

export const initialDealListState = (query: DealListQuery, initial: DealListPages): DealListState => ({
  deals: initial.deals,
  lastPage: initial.page,
  left: initial.left,
  nomore: listingStops(initial.deals.length, query.pageSize, initial.left),
  loading: false,
  error: null,
});
