/** Fluent builders and in-memory fakes for use-case tests (STYLE.md §6). */
import * as TE from 'fp-ts/TaskEither';
import type { DealPage, DealSummary, ListingRequest } from '@kerching/domain/catalogue';
import type { DealCatalog } from '@kerching/ports';

export const aDeal = (id: number, overrides: Partial<DealSummary> = {}): DealSummary => ({
  id,
  site: 'kerching',
  urlPath: `/deal/london/restaurants/${id}/deal-${id}`,
  title: `Deal ${id}`,
  headline: `Headline ${id}`,
  priceMinor: 1000 + id,
  originalPriceMinor: 3000,
  currency: 'GBP',
  discountPercentage: 66,
  imageId: `img-${id}`,
  locationShortName: 'london',
  categoryShortName: 'restaurants',
  merchantName: `Merchant ${id}`,
  closingAt: '2030-01-01T00:00:00.000Z',
  soldOut: false,
  ...overrides,
});

/** An in-memory catalogue over a fixed list; page 0 carries the first deal as the main deal. */
export class InMemoryDealCatalog implements DealCatalog {
  readonly requests: ListingRequest[] = [];
  constructor(private readonly all: readonly DealSummary[]) {}

  page(request: ListingRequest): TE.TaskEither<never, DealPage> {
    this.requests.push(request);
    const [main, ...rest] = this.all.filter((d) => d.site === request.site && d.locationShortName === request.location);
    const start = request.page * request.pageSize;
    return TE.right({
      mainDeal: request.page === 0 ? (main ?? null) : null,
      deals: rest.slice(start, start + request.pageSize),
    });
  }
}
