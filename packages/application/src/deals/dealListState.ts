/**
 * The state of a paged deal list ("load more") before any store exists: the pages rendered on the
 * server. Paging stops when a page comes back smaller than the page size (spec 1 §4 Paged lists).
 */
import type { DealSummary, ListingRequest } from '@kerching/domain/catalogue';
import type { ListDealsError } from './listDeals';

export interface DealListState {
  readonly deals: readonly DealSummary[];
  readonly lastPage: number;
  readonly nomore: boolean;
  readonly loading: boolean;
  readonly error: ListDealsError | null;
}

/** The listing being paged: every field of a listing request but the page. */
export type DealListQuery = Omit<ListingRequest, 'page'>;

export const initialDealListState = (
  query: DealListQuery,
  initial: { readonly deals: readonly DealSummary[]; readonly page: number },
): DealListState => ({
  deals: initial.deals,
  lastPage: initial.page,
  nomore: initial.deals.length < query.pageSize,
  loading: false,
  error: null,
});
