import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  EMPTY_IMPRESSION_BATCH,
  IMPRESSION_BATCH_SIZE,
  type DealId,
  type ImpressionBatch,
  impressionsRequest,
  recordImpression,
} from './impressionBatch';

const seeAll = (ids: readonly DealId[]) => {
  let batch = EMPTY_IMPRESSION_BATCH;
  const sent: (readonly DealId[])[] = [];
  for (const dealId of ids) {
    const step = recordImpression(batch, { type: 'seen', dealId });
    batch = step.batch;
    if (O.isSome(step.send)) sent.push(step.send.value);
  }
  return { batch, sent };
};

describe('deal impressions (spec 2 §7.9 "sent when 50 accrue or the page unloads")', () => {
  it('sends when 50 accrue', () => {
    expect(IMPRESSION_BATCH_SIZE).toBe(50);
    const ids = Array.from({ length: 50 }, (_, i) => i + 1);
    const { batch, sent } = seeAll(ids);
    expect(sent).toEqual([ids]);
    expect(batch.pending).toEqual([]);
    expect(seeAll(ids.slice(0, 49)).sent).toEqual([]);
  });
  it('sends what is pending when the page unloads, and nothing when nothing is pending', () => {
    const { batch } = seeAll([7, 8, 7]);
    expect(recordImpression(batch, { type: 'unload' })).toEqual({
      batch: EMPTY_IMPRESSION_BATCH,
      send: O.some([7, 8, 7]),
    });
    expect(recordImpression(EMPTY_IMPRESSION_BATCH, { type: 'unload' }).send).toEqual(O.none);
  });
  it('posts to the location-specific address', () => {
    expect(impressionsRequest(O.some('london'), [1, 2])).toEqual(
      E.right({ path: '/v1/deal/london/impressions', body: [1, 2] }),
    );
  });
  it("Deal impressions without location: 'Deal impressions: undefined or missing location data'", () => {
    for (const location of [O.none, O.some('  ')]) {
      expect(impressionsRequest(location, [1])).toEqual(
        E.left({
          code: 'MARKETING.IMPRESSIONS_LOCATION_MISSING',
          detail: 'Deal impressions: undefined or missing location data',
        }),
      );
    }
  });

  interface Model {
    seen: DealId[];
  }
  interface Real {
    batch: ImpressionBatch;
    sent: (readonly DealId[])[];
  }
  const invariant = (m: Model, r: Real): void => {
    // nothing lost, nothing duplicated, order kept
    expect([...r.sent.flat(), ...r.batch.pending]).toEqual(m.seen);
    expect(r.batch.pending.length).toBeLessThan(IMPRESSION_BATCH_SIZE);
    for (const batch of r.sent) expect(batch.length).toBeGreaterThan(0);
  };
  class Seen implements fc.Command<Model, Real> {
    constructor(readonly dealId: DealId) {}
    check = (): boolean => true;
    run(m: Model, r: Real): void {
      m.seen.push(this.dealId);
      const step = recordImpression(r.batch, { type: 'seen', dealId: this.dealId });
      r.batch = step.batch;
      if (O.isSome(step.send)) {
        expect(step.send.value).toHaveLength(IMPRESSION_BATCH_SIZE);
        r.sent.push(step.send.value);
      }
      invariant(m, r);
    }
    toString = (): string => `seen(${this.dealId})`;
  }
  class Unload implements fc.Command<Model, Real> {
    check = (): boolean => true;
    run(m: Model, r: Real): void {
      const step = recordImpression(r.batch, { type: 'unload' });
      expect(O.isSome(step.send)).toBe(r.batch.pending.length > 0);
      r.batch = step.batch;
      if (O.isSome(step.send)) r.sent.push(step.send.value);
      invariant(m, r);
      expect(r.batch.pending).toEqual([]);
    }
    toString = (): string => 'unload';
  }

  it('property (model-based): batches of exactly 50 or an unload flush, nothing lost or reordered', () => {
    const commands = fc.commands(
      [fc.integer({ min: 1, max: 20 }).map((id) => new Seen(id)), fc.constant(new Unload())],
      { maxCommands: 300 },
    );
    fc.assert(
      fc.property(commands, (cmds) => {
        fc.modelRun(() => ({ model: { seen: [] }, real: { batch: EMPTY_IMPRESSION_BATCH, sent: [] } }), cmds);
      }),
      { numRuns: 60 },
    );
  });
});
