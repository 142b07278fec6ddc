import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { domainError } from '@kerching/domain/shared';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { type DealPageRequest, GetDealPage, evergreenPathOf } from './getDealPage';
import { InMemoryDealDetails } from '../testing/inMemoryDealDetails';

const day = 86_400_000;
const clock = { now: () => A_DEAL_NOW };
const config = { goodReview: { threshold: 4.5, lightVariant: false }, utcOffsetMinutes: () => 60 };
const review = (id: number) => ({
  id,
  rating: 5,
  author: 'Ann',
  title: 'Lovely',
  body: 'Great.',
  createdAt: A_DEAL_NOW,
});

const open = aDealDetail({
  id: 1,
  products: [aDealDetailProduct({ id: 11 }), aDealDetailProduct({ id: 12 })],
});
const closedLastChance = aDealDetail({
  id: 2,
  urlPath: '/deal/london/beauty/2/spa',
  closingDate: new Date(A_DEAL_NOW.getTime() - day),
  display: { ...open.display, lastChance: true },
});
const future = aDealDetail({ id: 3, opensAt: new Date(A_DEAL_NOW.getTime() + day) });
const evergreen = aDealDetail({ id: 4, urlPath: '/deal/shop/electricals/4/headphones', evergreen: true });
const irish = aDealDetail({ id: 5, site: 'kerchingie', currency: 'EUR', urlPath: '/deal/dublin/beauty/5/spa' });

const details = new InMemoryDealDetails(
  [open, closedLastChance, future, evergreen, irish],
  new Map([[1, [review(1), review(2)]]]),
);
const useCase = new GetDealPage(details, clock, config);
const request = (overrides: Partial<DealPageRequest> = {}): DealPageRequest => ({
  site: 'kerching',
  lookup: { kind: 'path', path: open.urlPath },
  visit: {},
  preview: false,
  vipUser: false,
  firstReviews: 0,
  ...overrides,
});
const run = async (overrides: Partial<DealPageRequest> = {}) => useCase.execute(request(overrides))();

describe('GetDealPage', () => {
  it('finds a deal by its path and applies the rules at the clock, with the site offset', async () => {
    const result = await run({ firstReviews: 10 });
    if (E.isLeft(result)) throw new Error(result.left.code);
    expect(result.right.offer.deal.id).toBe(1);
    expect(result.right.offer.availability).toEqual({ kind: 'available', saleWindow: 'OPEN' });
    expect(result.right.offer.closesAt.toISOString()).toBe('2026-06-10T22:59:59.999Z');
    expect(result.right.canonicalPath).toBe(open.urlPath);
    expect(result.right.now).toBe(A_DEAL_NOW);
    expect(O.map((p: { total: number }) => p.total)(result.right.reviews)).toEqual(O.some(2));
  });

  it('finds a deal by id, whatever the path categories and blurb, and preselects a product of the path', async () => {
    const byId = await run({ lookup: { kind: 'id', id: 1 } });
    expect(E.isRight(byId) && byId.right.offer.deal.id).toBe(1);
    const odd = await run({ lookup: { kind: 'path', path: '/deal/elsewhere/1/12/other-words' } });
    expect(E.isRight(odd) && odd.right.selectedProductId).toEqual(O.some(12));
    expect(E.isRight(odd) && odd.right.canonicalPath).toBe(open.urlPath);
    const unknownProduct = await run({ lookup: { kind: 'path', path: '/deal/london/1/99' } });
    expect(E.isRight(unknownProduct) && unknownProduct.right.selectedProductId).toEqual(O.none);
  });

  it('resolves evergreen paths, and an evergreen deal is canonical at its evergreen path', async () => {
    const result = await run({ lookup: { kind: 'path', path: '/deal/shop/electricals/e/4/headphones' } });
    if (E.isLeft(result)) throw new Error(result.left.code);
    expect(result.right.canonicalPath).toBe('/deal/shop/electricals/e/4/headphones');
    expect(result.right.evergreenPath).toEqual(O.some('/deal/shop/electricals/e/4/headphones'));
    expect(evergreenPathOf({ urlPath: 'not a path', evergreen: true })).toEqual(O.none);
    expect(evergreenPathOf(open)).toEqual(O.none);
  });

  it('keeps a closed lastChance deal buyable from search only', async () => {
    const path = { kind: 'path', path: closedLastChance.urlPath } as const;
    const fromSearch = await run({ lookup: path, visit: { usrSrc: 'search' } });
    expect(E.isRight(fromSearch) && fromSearch.right.offer.availability.kind).toBe('available');
    const direct = await run({ lookup: path });
    expect(E.isRight(direct) && direct.right.offer.availability).toEqual({ kind: 'unavailable', code: 'DEAL.CLOSED' });
  });

  it('shows a deal that is not open yet only as a preview', async () => {
    expect(await run({ lookup: { kind: 'id', id: 3 } })).toMatchObject({ left: { code: 'DEAL.NOT_FOUND' } });
    const preview = await run({ lookup: { kind: 'id', id: 3 }, preview: true });
    expect(E.isRight(preview) && preview.right.preview).toBe(true);
    expect(E.isRight(preview) && preview.right.offer.availability).toEqual({
      kind: 'unavailable',
      code: 'DEAL.NOT_OPEN',
    });
  });

  it('answers unknown deals, other sites’ deals and bad paths with stable codes', async () => {
    expect(await run({ lookup: { kind: 'id', id: 404 } })).toMatchObject({ left: { code: 'DEAL.NOT_FOUND' } });
    expect(await run({ lookup: { kind: 'path', path: irish.urlPath } })).toMatchObject({
      left: { code: 'DEAL.NOT_FOUND', detail: `No deal was found for ${irish.urlPath}` },
    });
    expect(await run({ lookup: { kind: 'path', path: '/deal/london/beauty' } })).toMatchObject({
      left: { code: 'ROUTE.DEAL_ID_MISSING' },
    });
    expect(await run({ lookup: { kind: 'path', path: '/deal/shop/e/x' } })).toMatchObject({
      left: { code: 'ROUTE.EVERGREEN_DEAL_ID_MISSING' },
    });
  });

  it('passes catalogue failures through', async () => {
    const failing = new GetDealPage(
      {
        byId: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')),
        reviews: () => TE.right(O.none),
      },
      clock,
      config,
    );
    expect(await failing.execute(request())()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
