/**
 * Basket lines keep how the shopper reached each deal (usr_src, st_cid), which keeps a closed
 * lastChance deal on sale in the basket and at checkout (spec 1 §4).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { StoredBasketLine } from '@kerching/ports/purchase';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlBaskets } from './sqlBaskets';

const NOW = Date.UTC(2026, 10, 24, 12);

const line = (productId: number, visit: StoredBasketLine['visit']): StoredBasketLine => ({
  productId,
  dealId: productId * 10,
  quantity: 1,
  gift: false,
  gifting: { gift: false, type: 'none' },
  giftPack: false,
  giftWrap: 0,
  payDeposit: false,
  payLater: false,
  deliveryOptionType: O.none,
  orderAddons: [],
  visit,
});

describe.each(testDatabases())('basket lines on $name', (database) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await database.open();
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });

  it("keep each line's visit: usr_src, st_cid, or neither", async () => {
    const baskets = new SqlBaskets(db);
    const lines = [line(1, { usrSrc: 'search' }), line(2, { stCid: '77' }), line(3, {})];
    const token = `visit-${Math.random().toString(36).slice(2)}`;
    const created = await baskets.create({
      token,
      site: 'kerching',
      customerId: O.none,
      eligibleForVip: false,
      lines,
      createdAt: NOW,
    })();
    expect(E.isRight(created)).toBe(true);
    const read = await baskets.byToken(token)();
    if (E.isLeft(read) || O.isNone(read.right)) throw new Error('expected the basket');
    expect(read.right.value.lines.map((l) => l.visit)).toEqual([
      { usrSrc: 'search', stCid: undefined },
      { usrSrc: undefined, stCid: '77' },
      { usrSrc: undefined, stCid: undefined },
    ]);
  });
});
