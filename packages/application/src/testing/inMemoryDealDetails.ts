/** In-memory fakes of the deal page's ports for use-case tests (STYLE.md §6). */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealDetail, DealReview, ReviewPage, ReviewsRequest } from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, CacheEntryOptions, DealDetails } from '@kerching/ports';

export class InMemoryDealDetails implements DealDetails {
  readonly calls: string[] = [];
  constructor(
    private readonly deals: readonly DealDetail[],
    private readonly reviewsByDeal: ReadonlyMap<number, readonly DealReview[]> = new Map(),
  ) {}

  byId(site: SiteKey, id: number): TE.TaskEither<never, O.Option<DealDetail>> {
    this.calls.push(`byId:${site}:${id}`);
    return TE.right(O.fromNullable(this.deals.find((d) => d.site === site && d.id === id)));
  }

  reviews(site: SiteKey, request: ReviewsRequest): TE.TaskEither<never, O.Option<ReviewPage>> {
    this.calls.push(`reviews:${site}:${request.dealId}`);
    if (!this.deals.some((d) => d.site === site && d.id === request.dealId)) return TE.right(O.none);
    const all = this.reviewsByDeal.get(request.dealId) ?? [];
    const start = request.page * request.size;
    return TE.right(
      O.some({
        reviews: all.slice(start, start + request.size),
        total: all.length,
        page: request.page,
        size: request.size,
        sortBy: request.sortBy,
      }),
    );
  }
}

/** A cache without expiry that records what was stored, with which options. */
export class RecordingCache<A> implements Cache<A> {
  readonly entries = new Map<string, { readonly value: A; readonly options: CacheEntryOptions }>();

  get(key: string): O.Option<A> {
    const entry = this.entries.get(key);
    return entry === undefined ? O.none : O.some(entry.value);
  }

  set(key: string, value: A, options: CacheEntryOptions): void {
    this.entries.set(key, { value, options });
  }

  invalidateTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.options.tags.includes(tag)) this.entries.delete(key);
  }
}
