/**
 * Basket lines keep how the shopper reached each deal (usr_src, st_cid), which keeps a closed
 * lastChance deal on sale in the basket and at checkout (spec 1 §4), and the stay booked on a line
 * of a deal sold by date (checkInDate, checkOutDate).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DateString, type Stay, isDateString } from '@kerching/domain/calendar';
import { type BasketLine, newLine } from '@kerching/domain/basket';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlBaskets } from './sqlBaskets';

const NOW = Date.UTC(2026, 10, 24, 12);

const date = (text: string): DateString => {
  if (!isDateString(text)) throw new Error(`not a date: ${text}`);
  return text;
};

const line = (productId: number, visit: BasketLine['visit'], stay: O.Option<Stay> = O.none): BasketLine => ({
  ...newLine({ productId, dealId: productId * 10 }, 1),
  visit,
  stay,
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

  it('keep the stay of a line sold by date, across a replacement, and none on other lines', async () => {
    const baskets = new SqlBaskets(db);
    const stay = { checkIn: date('2026-12-31'), checkOut: date('2027-01-03') };
    const token = `stay-${Math.random().toString(36).slice(2)}`;
    const created = await baskets.create({
      token,
      site: 'kerching',
      customerId: O.none,
      eligibleForVip: false,
      lines: [line(1, {}, O.some(stay)), line(2, {})],
      createdAt: NOW,
    })();
    if (E.isLeft(created)) throw new Error('expected the basket');
    expect(created.right.lines.map((l) => l.stay)).toEqual([O.some(stay), O.none]);
    const later = { checkIn: date('2027-02-28'), checkOut: date('2027-03-02') };
    const replaced = await baskets.replaceLines(token, [line(2, {}), line(1, {}, O.some(later))], O.none, NOW + 1)();
    if (E.isLeft(replaced)) throw new Error('expected the basket');
    const read = await baskets.byToken(token)();
    if (E.isLeft(read) || O.isNone(read.right)) throw new Error('expected the basket');
    expect(read.right.value.lines.map((l) => [l.productId, l.stay])).toEqual([
      [2, O.none],
      [1, O.some(later)],
    ]);
  });

  it('refuse a line with one date of a stay only', async () => {
    await db.query(`INSERT INTO basket (token, site_key, eligible_for_vip, created_at, updated_at)
                    VALUES ('half-stay-basket', 'kerching', false, now(), now())`);
    await expect(
      db.query(
        `INSERT INTO basket_line (basket_token, position, product_id, deal_id, quantity, gift, gifting, gift_pack,
                                  gift_wrap, pay_deposit, pay_later, order_addons, check_in)
         VALUES ('half-stay-basket', 0, 1, 10, 1, false, '{}', false, 0, false, false, '[]', '2026-12-31')`,
      ),
    ).rejects.toThrow();
  });
});
