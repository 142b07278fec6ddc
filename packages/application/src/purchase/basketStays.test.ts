import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import type { DateString } from '@kerching/domain/calendar';
import { aCalendar, aDate } from '@kerching/domain/calendar/testing';
import {
  type BasketLine,
  type PurchasableProduct,
  checkLine,
  checkLineStay,
  mergeBasketLines,
  newLine,
  replacedStay,
  requestedLines,
} from '@kerching/domain/basket';
import { aPurchasableProduct } from '@kerching/domain/basket/testing';
import type { PurchaseCatalog } from '@kerching/ports/purchase';
import { withStayPrices } from './basketStays';

const NOW = Date.parse('2026-11-25T12:00:00Z');

const product = (over: Partial<PurchasableProduct> = {}): PurchasableProduct =>
  aPurchasableProduct({
    productId: 7,
    dealId: 70,
    dealTitle: 'Two nights in the Cotswolds',
    productName: '2 nights for two',
    priceMinor: 10_000,
    originalPriceMinor: 20_000,
    dealType: 'calendar',
    opensAt: NOW - 86_400_000,
    closingAt: NOW + 30 * 86_400_000,
    isTravel: true,
    ...over,
  });

/** Two-night stays from every day of December, £120 on the 5th and £100 otherwise; the 12th sold out. */
const DECEMBER = aCalendar('2026-12-01', '2026-12-31', (d) => ({
  minPrice: d === '2026-12-05' ? 12_000 : 10_000,
  soldOut: d === '2026-12-12',
}));

const catalog: PurchaseCatalog = {
  products: () => TE.right(new Map([[7, product()]])),
  days: (_id, from, to) => TE.right(DECEMBER.filter((d) => d.dateString >= from && d.dateString <= to)),
};

const line = (stay: O.Option<{ checkIn: DateString; checkOut: DateString }>, quantity = 1): BasketLine => ({
  ...newLine(product(), quantity),
  stay,
});

const priced = async (l: BasketLine): Promise<PurchasableProduct> => {
  const result = await withStayPrices(catalog, [l], new Map([[7, product()]]))();
  if (E.isLeft(result)) throw new Error(result.left.code);
  const found = result.right.get(7);
  if (found === undefined) throw new Error('no product');
  return found;
};

describe('stays in the basket', () => {
  it("prices a calendar line at its arrival day's price, keeping the product's discount", async () => {
    const p = await priced(line(O.some({ checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') })));
    expect(p.priceMinor).toBe(12_000);
    expect(p.originalPriceMinor).toBe(24_000);
    expect(O.toNullable(p.stay)).toMatchObject({ checkIn: '2026-12-05', checkOut: '2026-12-07', nights: 2 });
  });

  it('accepts the line of a priced stay, and refuses a stay the calendar does not allow', async () => {
    const good = line(O.some({ checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') }));
    expect(E.isRight(checkLine(good, O.some(await priced(good)), 'kerching', NOW))).toBe(true);
    // Sold out on arrival, and three nights where the calendar sells two.
    for (const stay of [
      { checkIn: aDate('2026-12-12'), checkOut: aDate('2026-12-14') },
      { checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-08') },
    ]) {
      const bad = line(O.some(stay));
      const checked = checkLine(bad, O.some(await priced(bad)), 'kerching', NOW);
      expect(E.isLeft(checked) && checked.left.code).toBe('CALENDAR.STAY_UNAVAILABLE');
    }
  });

  it('a calendar line needs its dates; a line of another deal carries none', () => {
    const checked = checkLineStay(line(O.none), product());
    expect(E.isLeft(checked) && checked.left.code).toBe('CALENDAR.DATES_REQUIRED');
    const other = checkLineStay(
      line(O.some({ checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') })),
      product({ dealType: 'default' }),
    );
    expect(E.isRight(other) && O.isNone(other.right.stay)).toBe(true);
  });

  it('takes the stay from a request, and refuses a calendar product without one', () => {
    const products = new Map([[7, product()]]);
    const made = requestedLines(
      [{ productId: 7, quantity: 1, checkInDate: '2026-12-05', checkOutDate: '2026-12-07' }],
      products,
    );
    expect(E.isRight(made) && O.toNullable(made.right[0]?.stay ?? O.none)).toEqual({
      checkIn: '2026-12-05',
      checkOut: '2026-12-07',
    });
    for (const request of [
      { productId: 7, quantity: 1 },
      { productId: 7, quantity: 1, checkInDate: '2026-12-07', checkOutDate: '2026-12-05' },
      { productId: 7, quantity: 1, checkInDate: '2026-02-30', checkOutDate: '2026-03-02' },
    ]) {
      const refused = requestedLines([request], products);
      expect(E.isLeft(refused) && refused.left.code).toBe('CALENDAR.DATES_REQUIRED');
    }
  });

  it('a stay on other dates replaces the line; the same stay adds to it', () => {
    const first = line(O.some({ checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') }));
    const same = mergeBasketLines([first], [first]);
    expect(same.map((l) => l.quantity)).toEqual([2]);
    const other = line(O.some({ checkIn: aDate('2026-12-09'), checkOut: aDate('2026-12-11') }));
    const rebooked = mergeBasketLines([first], [other]);
    expect(rebooked).toHaveLength(1);
    expect(rebooked[0]?.quantity).toBe(1);
    expect(O.toNullable(rebooked[0]?.stay ?? O.none)?.checkIn).toBe('2026-12-09');
  });

  it('names the stay that other dates replaced, and none when nothing was replaced', () => {
    const booked = { checkIn: aDate('2026-12-05'), checkOut: aDate('2026-12-07') };
    const first = line(O.some(booked));
    const other = line(O.some({ checkIn: aDate('2026-12-09'), checkOut: aDate('2026-12-11') }));
    expect(replacedStay([first], [other])).toEqual(O.some(booked));
    expect(replacedStay([first], [first])).toEqual(O.none);
    expect(replacedStay([], [other])).toEqual(O.none);
    expect(replacedStay([{ ...first, productId: 8 }], [other])).toEqual(O.none);
  });
});
