import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { A_DEAL_NOW, aDealDetail } from '@kerching/domain/catalogue/testing';
import { ListDealReviews } from './listDealReviews';
import { InMemoryDealDetails } from '../testing/inMemoryDealDetails';

const reviews = Array.from({ length: 12 }, (_, i) => ({
  id: i + 1,
  rating: 4,
  author: 'Sam',
  title: 'Good',
  body: 'Nice.',
  createdAt: A_DEAL_NOW,
}));
const details = new InMemoryDealDetails([aDealDetail({ id: 1 })], new Map([[1, reviews]]));
const useCase = new ListDealReviews(details);

describe('ListDealReviews', () => {
  it('pages through a deal’s reviews, 10 at a time', async () => {
    const second = await useCase.execute('kerching', { dealId: 1, page: 1, size: 10, sortBy: 'recent' })();
    expect(E.isRight(second) && second.right.reviews.map((r) => r.id)).toEqual([11, 12]);
    expect(E.isRight(second) && second.right.total).toBe(12);
  });
  it('rejects a bad page before asking, and answers DEAL.NOT_FOUND for an unknown deal', async () => {
    expect(await useCase.execute('kerching', { dealId: 1, page: -1, size: 10, sortBy: 'recent' })()).toMatchObject({
      left: { code: 'REVIEWS.PAGE_INVALID' },
    });
    expect(await useCase.execute('kerchingie', { dealId: 1, page: 0, size: 10, sortBy: 'recent' })()).toMatchObject({
      left: { code: 'DEAL.NOT_FOUND' },
    });
  });
});
