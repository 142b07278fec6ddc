import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { DealDetail, ReviewPage } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import { aDealDetail } from '@kerching/domain/catalogue/testing';
import { CachedDealDetails } from './cachedDealDetails';
import { InMemoryDealDetails, RecordingCache } from '../testing/inMemoryDealDetails';

const request = { dealId: 1, page: 0, size: 10, sortBy: 'recent' as const };

describe('CachedDealDetails (spec 2 §9: deal data cached 10 minutes)', () => {
  it('asks once, then answers from the cache for 10 minutes under the site tag', async () => {
    const inner = new InMemoryDealDetails([aDealDetail({ id: 1 })]);
    const deals = new RecordingCache<O.Option<DealDetail>>();
    const reviews = new RecordingCache<O.Option<ReviewPage>>();
    const cached = new CachedDealDetails(inner, deals, reviews);
    for (let i = 0; i < 3; i++) {
      expect(O.isSome(E.getOrElseW(() => O.none)(await cached.byId('kerching', 1)()))).toBe(true);
      await cached.reviews('kerching', request)();
    }
    await cached.byId('kerching', 2)();
    expect(inner.calls).toEqual(['byId:kerching:1', 'reviews:kerching:1', 'byId:kerching:2']);
    expect(deals.entries.get('deal:kerching:1')?.options).toEqual({ ttlMs: 600_000, tags: ['deals:kerching'] });
    deals.invalidateTag('deals:kerching');
    await cached.byId('kerching', 1)();
    expect(inner.calls.filter((c) => c === 'byId:kerching:1')).toHaveLength(2);
  });
  it('does not cache failures', async () => {
    const deals = new RecordingCache<O.Option<DealDetail>>();
    const cached = new CachedDealDetails(
      { byId: () => TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down')), reviews: () => TE.right(O.none) },
      deals,
      new RecordingCache<O.Option<ReviewPage>>(),
    );
    expect(await cached.byId('kerching', 1)()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
    expect(deals.entries.size).toBe(0);
  });
});
