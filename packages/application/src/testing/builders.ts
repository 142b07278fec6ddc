/** Fluent builders and in-memory fakes for use-case tests (STYLE.md §6). */
import * as TE from 'fp-ts/TaskEither';
import {
  type DealPage,
  type DealSummary,
  type ListingCriteria,
  type ListingNavigation,
  listingCanonicalPath,
} from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';
import type { DealCatalog } from '@kerching/ports';
import { aDealSummary } from '@kerching/domain/catalogue/testing';

export const aDeal = (id: number, overrides: Partial<DealSummary> = {}): DealSummary =>
  aDealSummary(id, {
    urlPath: `/deal/london/restaurants/${id}/deal-${id}`,
    categoryShortName: 'restaurants',
    categoryName: 'Restaurants',
    ...overrides,
  });

/**
 * An in-memory catalogue over a fixed list: a local listing is its location's deals in the given
 * order; with the default sort page 0 carries the first as the main deal.
 */
export class InMemoryDealCatalog implements DealCatalog {
  readonly requests: ListingCriteria[] = [];
  readonly navigationRequests: ListingCriteria[] = [];
  constructor(private readonly all: readonly DealSummary[]) {}

  private matching(criteria: ListingCriteria): readonly DealSummary[] {
    const scope = criteria.scope;
    return this.all.filter(
      (d) => d.site === criteria.site && (scope.kind !== 'local' || d.locationShortName === scope.shortName),
    );
  }

  page(criteria: ListingCriteria): TE.TaskEither<never, DealPage> {
    this.requests.push(criteria);
    const deals = this.matching(criteria);
    const [main, ...rest] = criteria.sort === 'popularity' ? deals : [undefined, ...deals];
    const start = criteria.offset + criteria.page * criteria.pageSize;
    return TE.right({
      mainDeal: criteria.page === 0 ? (main ?? null) : null,
      deals: rest.filter((d): d is DealSummary => d !== undefined).slice(start, start + criteria.pageSize),
    });
  }

  navigation(criteria: ListingCriteria): TE.TaskEither<never, ListingNavigation> {
    this.navigationRequests.push(criteria);
    const deals = this.matching(criteria);
    const prices = deals.map((d) => d.priceMinor);
    return TE.right({
      count: deals.length,
      facetedNavigation: {
        filters: [],
        navigations: [],
        stats: {
          count: deals.length,
          minPriceMinor: prices.length === 0 ? null : Math.min(...prices),
          maxPriceMinor: prices.length === 0 ? null : Math.max(...prices),
        },
      },
      canonicalUrl: listingCanonicalPath(criteria),
      location: { shortName: 'london', name: 'London' },
      categories: criteria.categories.map((shortName) => ({ shortName, name: shortName })),
    });
  }

  byIds(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<never, ReadonlyArray<DealSummary>> {
    return TE.right(ids.flatMap((id) => this.all.filter((d) => d.site === site && d.id === id)));
  }
}
