import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { aDealDetail } from '@kerching/domain/catalogue/testing';
import { domainError } from '@kerching/domain/shared';
import { InMemoryDealCatalog, aDeal } from '../testing/builders';
import { ListMoreDeals } from './listMoreDeals';

describe('ListMoreDeals', () => {
  const deal = aDealDetail({ id: 3 });
  const where = { locationShortName: deal.location.shortName };

  it("lists the deal's own listing without it, asking for one page of the place and top category", async () => {
    const catalog = new InMemoryDealCatalog([1, 2, 3, 4].map((id) => aDeal(id, where)));
    const more = await new ListMoreDeals(catalog).execute(deal)();
    expect(more.map((d) => d.id)).toEqual([1, 2, 4]);
    expect(catalog.requests[0]).toMatchObject({ site: 'kerching', page: 0, pageSize: 5 });
  });

  it('leaves the strip empty when the listing cannot be read, or names a place the rules refuse', async () => {
    const down = { page: () => TE.left(domainError('CATALOG.UNAVAILABLE', 'down (test)')) };
    expect(await new ListMoreDeals(down).execute(deal)()).toEqual([]);
    const catalog = new InMemoryDealCatalog([aDeal(1, where)]);
    const nowhere = { ...deal, location: { name: 'Nowhere', shortName: 'No Such Place!' } };
    expect(await new ListMoreDeals(catalog).execute(nowhere)()).toEqual([]);
    expect(catalog.requests).toEqual([]);
  });
});
