import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { domainError } from '@kerching/domain/shared';
import { DealListStore } from './dealListStore';
import { ListDeals } from './listDeals';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';

const deals = Array.from({ length: 12 }, (_, i) => aDeal(i + 1));
const query = { site: 'kerching' as const, location: 'london', pageSize: 5 };

describe('DealListStore', () => {
  it('appends the next page and stops when a page comes back short (spec 1 §4)', async () => {
    const catalog = new InMemoryDealCatalog(deals);
    const store = new DealListStore(new ListDeals(catalog), query, { deals: deals.slice(1, 6), page: 0, left: 6 });
    expect(store.state.nomore).toBe(false);
    await store.loadMore();
    expect(store.state.deals.map((d) => d.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(store.state.lastPage).toBe(1);
    await store.loadMore();
    expect(store.state.deals.map((d) => d.id)).toContain(12);
    expect(store.state.nomore).toBe(true);
    await store.loadMore();
    expect(catalog.requests).toHaveLength(2);
  });
  it('keeps the list and records the error when loading fails', async () => {
    const failing = new ListDeals({ page: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')) });
    const store = new DealListStore(failing, query, { deals: deals.slice(0, 5), page: 0, left: 7 });
    const seen: boolean[] = [];
    store.state$.subscribe((s) => seen.push(s.loading));
    await store.loadMore();
    expect(store.state.deals).toHaveLength(5);
    expect(store.state.error?.code).toBe('CATALOG.UNAVAILABLE');
    expect(seen).toEqual([false, true, false]);
  });
  it('starts with nomore when the first page is already short', () => {
    const store = new DealListStore(new ListDeals(new InMemoryDealCatalog(deals)), query, {
      deals: deals.slice(0, 2),
      page: 0,
      left: 0,
    });
    expect(store.state.nomore).toBe(true);
  });
  it('stops when the pages have shown every deal, without asking for an empty page', async () => {
    const eleven = deals.slice(0, 11);
    const catalog = new InMemoryDealCatalog(eleven);
    // The top deal and two full pages of 5: after page 1 nothing is left.
    const store = new DealListStore(new ListDeals(catalog), query, { deals: eleven.slice(1, 6), page: 0, left: 5 });
    await store.loadMore();
    expect(store.state.deals).toHaveLength(10);
    expect(store.state.nomore).toBe(true);
    await store.loadMore();
    expect(catalog.requests).toHaveLength(1);
    const shownAll = new DealListStore(new ListDeals(catalog), query, { deals: eleven.slice(1, 6), page: 0, left: 0 });
    expect(shownAll.state.nomore).toBe(true);
  });
});
