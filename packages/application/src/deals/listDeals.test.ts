import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { domainError } from '@kerching/domain/shared';
import { ListDeals } from './listDeals';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';

const deals = Array.from({ length: 20 }, (_, i) => aDeal(i + 1));

describe('ListDeals', () => {
  it('returns a page from the catalogue with the main deal on page 0', async () => {
    const result = await new ListDeals(new InMemoryDealCatalog(deals)).execute({
      site: 'kerching',
      location: 'london',
      page: 0,
      pageSize: 9,
    })();
    expect(E.isRight(result) && result.right.mainDeal?.id).toBe(1);
    expect(E.isRight(result) && result.right.deals.map((d) => d.id)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
  it('rejects a bad request before it reaches the catalogue', async () => {
    const catalog = new InMemoryDealCatalog(deals);
    const result = await new ListDeals(catalog).execute({
      site: 'kerching',
      location: 'london',
      page: -1,
      pageSize: 9,
    })();
    expect(result).toMatchObject({ left: { code: 'LISTING.PAGE_INVALID' } });
    expect(catalog.requests).toHaveLength(0);
  });
  it('passes the catalogue error through', async () => {
    const failing = { page: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')) };
    const result = await new ListDeals(failing).execute({
      site: 'kerching',
      location: 'london',
      page: 0,
      pageSize: 9,
    })();
    expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
