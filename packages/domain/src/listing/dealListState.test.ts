import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  type DealListState,
  type DealsResponse,
  dealListReducer,
  initialDealListState,
  nextPage,
} from './dealListState';

interface Deal {
  readonly id: number;
  readonly title: string;
}
type State = DealListState<Deal, string, string>;

const deals = (from: number, count: number): ReadonlyArray<Deal> =>
  Array.from({ length: count }, (_, i) => ({ id: from + i, title: `Deal ${from + i}` }));

const response = (
  overrides: Partial<DealsResponse<Deal, string, string>> = {},
): DealsResponse<Deal, string, string> => ({
  deals: deals(1, 9),
  mainDeal: O.some({ id: 100, title: 'Main' }),
  navigation: O.some('nav'),
  searchResult: O.some('search'),
  canonicalUrl: O.some('/deals/london'),
  evergreenUrl: O.none,
  redirectUrl: O.none,
  count: O.some(40),
  ...overrides,
});

const set = (state: State, r: DealsResponse<Deal, string, string>, ssr = true): State =>
  dealListReducer(state, { type: 'setDeals', response: r, ssr });
const append = (state: State, page: number, count: number): State =>
  dealListReducer(state, { type: 'appendDeals', deals: deals(page * 100, count), page, pageSize: 9 });

describe('deal list state (spec 1 §3, §4 "Paged lists")', () => {
  it('page 0 is first: setting deals stamps each deal with page 0', () => {
    const state = set(initialDealListState(), response());
    expect(state.deals.map((d) => d.page)).toEqual(Array(9).fill(0));
    expect(state.deals[0]).toEqual({ id: 1, title: 'Deal 1', page: 0 });
    expect(state.ssr).toBe(true);
    expect(nextPage(state)).toEqual(O.some(1));
  });
  it('setting deals resets lastId, lastPage, nomore', () => {
    const paged = append(append(set(initialDealListState(), response()), 1, 9), 2, 3);
    expect(paged).toMatchObject({ lastId: O.some(202), lastPage: 2, nomore: true });
    const reset = set(paged, response());
    expect(reset).toMatchObject({ lastId: O.none, lastPage: 0, nomore: false });
  });
  it('appending sets ssr false and stamps the client page number on each deal', () => {
    const state = append(set(initialDealListState(), response()), 1, 9);
    expect(state.ssr).toBe(false);
    expect(state.deals).toHaveLength(18);
    expect(state.deals.slice(9).every((d) => d.page === 1)).toBe(true);
    expect(state.nomore).toBe(false);
  });
  it('an empty page stops the list and keeps the last id', () => {
    const once = append(set(initialDealListState(), response()), 1, 9);
    const stopped = append(once, 2, 0);
    expect(stopped.nomore).toBe(true);
    expect(stopped.lastId).toEqual(once.lastId);
    expect(nextPage(stopped)).toEqual(O.none);
  });
  it('without a main deal only deals, navigation, search result and ssr are set', () => {
    const withMain = set(initialDealListState(), response());
    const without = set(
      withMain,
      response({
        deals: deals(50, 2),
        mainDeal: O.none,
        navigation: O.some('nav 2'),
        searchResult: O.none,
        canonicalUrl: O.some('/other'),
        count: O.some(2),
      }),
      false,
    );
    expect(without.deals.map((d) => d.id)).toEqual([50, 51]);
    expect(without.navigation).toEqual(O.some('nav 2'));
    expect(without.searchResult).toEqual(O.none);
    expect(without.ssr).toBe(false);
    expect(without.mainDeal).toEqual(withMain.mainDeal);
    expect(without.canonicalUrl).toEqual(O.some('/deals/london'));
    expect(without.count).toEqual(O.some(40));
  });
  it('ignores a stale or skipped page, and any page after the list stopped', () => {
    const state = append(set(initialDealListState(), response()), 1, 9);
    expect(append(state, 1, 9)).toBe(state);
    expect(append(state, 3, 9)).toBe(state);
    const stopped = append(state, 2, 1);
    expect(append(stopped, 3, 9)).toBe(stopped);
  });
  it('marks a deal preview list', () => {
    const state = dealListReducer(initialDealListState<Deal, string, string>(), {
      type: 'setDealPreview',
      isDealPreview: true,
    });
    expect(state.isDealPreview).toBe(true);
  });
});
