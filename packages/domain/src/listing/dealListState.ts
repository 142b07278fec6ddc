/**
 * The deal-list state and its transitions (spec 1 §3 "Deal list state", §4 "Paged lists"), as a
 * pure reducer over plain values.
 *
 * - Page 0 is first: `setDeals` holds page 0 and stamps each deal with page 0.
 * - Setting deals resets lastId, lastPage and nomore.
 * - Without a main deal only deals, navigation, search result and ssr are set from the response;
 *   with one, the main deal, canonical, evergreen and redirect URLs and the count are set too.
 *   (Resolved ambiguity: the paging reset applies in both cases, since it is bookkeeping rather than
 *   response data; otherwise a new search after a finished list could never page.)
 * - Appending sets ssr false, stamps each deal with its page, records the last page and last deal id
 *   and applies the stop rule. Our choice: a page that is not the next one (a stale or duplicated
 *   response), or any page once the list has stopped, leaves the state as it was.
 * The deal, navigation and search-result shapes belong to other families; this state only needs a
 * deal's id, so it is generic over them.
 */
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { FIRST_PAGE, pagingStops } from './paging';

export type ListedDealId = number | string;

export interface ListedDeal {
  readonly id: ListedDealId;
}

/** A deal as the list holds it: stamped on the client with the page it came in. */
export type PagedDeal<D extends ListedDeal> = D & { readonly page: number };

/** The deals-response fields the list keeps (spec 1 §3 "Deals response"). */
export interface DealsResponse<D extends ListedDeal, Nav, Search> {
  readonly deals: ReadonlyArray<D>;
  readonly mainDeal: O.Option<D>;
  readonly navigation: O.Option<Nav>;
  readonly searchResult: O.Option<Search>;
  readonly canonicalUrl: O.Option<string>;
  readonly evergreenUrl: O.Option<string>;
  readonly redirectUrl: O.Option<string>;
  readonly count: O.Option<number>;
}

export interface DealListState<D extends ListedDeal, Nav, Search> {
  readonly deals: ReadonlyArray<PagedDeal<D>>;
  readonly mainDeal: O.Option<D>;
  readonly navigation: O.Option<Nav>;
  readonly searchResult: O.Option<Search>;
  readonly canonicalUrl: O.Option<string>;
  readonly evergreenUrl: O.Option<string>;
  readonly redirectUrl: O.Option<string>;
  readonly count: O.Option<number>;
  /** The id of the last deal appended; none after deals are set. */
  readonly lastId: O.Option<ListedDealId>;
  /** The last page held; page 0 after deals are set. */
  readonly lastPage: number;
  /** True once the list has stopped: no more pages to fetch. */
  readonly nomore: boolean;
  /** True while the deals are the ones rendered on the server. */
  readonly ssr: boolean;
  readonly isDealPreview: boolean;
}

export type DealListAction<D extends ListedDeal, Nav, Search> =
  | { readonly type: 'setDeals'; readonly response: DealsResponse<D, Nav, Search>; readonly ssr: boolean }
  | { readonly type: 'appendDeals'; readonly deals: ReadonlyArray<D>; readonly page: number; readonly pageSize: number }
  | { readonly type: 'setDealPreview'; readonly isDealPreview: boolean };

export const initialDealListState = <D extends ListedDeal, Nav, Search>(): DealListState<D, Nav, Search> => ({
  deals: [],
  mainDeal: O.none,
  navigation: O.none,
  searchResult: O.none,
  canonicalUrl: O.none,
  evergreenUrl: O.none,
  redirectUrl: O.none,
  count: O.none,
  lastId: O.none,
  lastPage: FIRST_PAGE,
  nomore: false,
  ssr: false,
  isDealPreview: false,
});

/** Stamps each deal with the page it came in. */
export const stampPage = <D extends ListedDeal>(deals: ReadonlyArray<D>, page: number): ReadonlyArray<PagedDeal<D>> =>
  deals.map((deal) => ({ ...deal, page }));

const setDeals = <D extends ListedDeal, Nav, Search>(
  state: DealListState<D, Nav, Search>,
  response: DealsResponse<D, Nav, Search>,
  ssr: boolean,
): DealListState<D, Nav, Search> => {
  const always: DealListState<D, Nav, Search> = {
    ...state,
    deals: stampPage(response.deals, FIRST_PAGE),
    navigation: response.navigation,
    searchResult: response.searchResult,
    ssr,
    lastId: O.none,
    lastPage: FIRST_PAGE,
    nomore: false,
  };
  return O.isNone(response.mainDeal)
    ? always
    : {
        ...always,
        mainDeal: response.mainDeal,
        canonicalUrl: response.canonicalUrl,
        evergreenUrl: response.evergreenUrl,
        redirectUrl: response.redirectUrl,
        count: response.count,
      };
};

/** The page to fetch next, or none once the list has stopped. */
export const nextPage = <D extends ListedDeal, Nav, Search>(state: DealListState<D, Nav, Search>): O.Option<number> =>
  state.nomore ? O.none : O.some(state.lastPage + 1);

const appendDeals = <D extends ListedDeal, Nav, Search>(
  state: DealListState<D, Nav, Search>,
  deals: ReadonlyArray<D>,
  page: number,
  pageSize: number,
): DealListState<D, Nav, Search> => {
  if (state.nomore || page !== state.lastPage + 1) return state;
  return {
    ...state,
    deals: [...state.deals, ...stampPage(deals, page)],
    lastId: pipe(
      RA.last(deals),
      O.map((deal): ListedDealId => deal.id),
      O.alt(() => state.lastId),
    ),
    lastPage: page,
    nomore: pagingStops(deals.length, pageSize),
    ssr: false,
  };
};

export const dealListReducer = <D extends ListedDeal, Nav, Search>(
  state: DealListState<D, Nav, Search>,
  action: DealListAction<D, Nav, Search>,
): DealListState<D, Nav, Search> => {
  switch (action.type) {
    case 'setDeals':
      return setDeals(state, action.response, action.ssr);
    case 'appendDeals':
      return appendDeals(state, action.deals, action.page, action.pageSize);
    case 'setDealPreview':
      return { ...state, isDealPreview: action.isDealPreview };
  }
};
