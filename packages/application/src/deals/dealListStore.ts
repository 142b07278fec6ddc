/**
 * Client-side state of a paged deal list ("load more"), as an rxjs store so React only renders it.
 * Paging stops when a page comes back smaller than the page size (spec 1 §4 Paged lists), or when
 * the listing has no deal left.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import * as E from 'fp-ts/Either';
import { listingStops } from '@kerching/domain/listing';
import { type DealListPages, type DealListQuery, type DealListState, initialDealListState } from './dealListState';
import type { ListDeals } from './listDeals';

export class DealListStore {
  private readonly subject: BehaviorSubject<DealListState>;

  constructor(
    private readonly listDeals: Pick<ListDeals, 'execute'>,
    private readonly query: DealListQuery,
    /** The pages already shown (rendered on the server). */
    initial: DealListPages,
  ) {
    this.subject = new BehaviorSubject<DealListState>(initialDealListState(query, initial));
  }

  get state$(): Observable<DealListState> {
    return this.subject.asObservable();
  }

  get state(): DealListState {
    return this.subject.getValue();
  }

  async loadMore(): Promise<void> {
    const current = this.subject.getValue();
    if (current.loading || current.nomore) return;
    this.subject.next({ ...current, loading: true, error: null });
    const page = current.lastPage + 1;
    const result = await this.listDeals.execute({ ...this.query, page })();
    const now = this.subject.getValue();
    if (E.isLeft(result)) {
      this.subject.next({ ...now, loading: false, error: result.left });
      return;
    }
    const known = new Set(now.deals.map((d) => d.id));
    const fresh = result.right.deals.filter((d) => !known.has(d.id));
    const left = Math.max(0, now.left - result.right.deals.length);
    this.subject.next({
      deals: [...now.deals, ...fresh],
      lastPage: page,
      left,
      nomore: listingStops(result.right.deals.length, this.query.pageSize, left),
      loading: false,
      error: null,
    });
  }
}
