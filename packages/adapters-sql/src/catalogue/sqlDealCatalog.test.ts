import { afterEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SqlDealCatalog } from './sqlDealCatalog';
import { catalogueIsEmpty, writeCatalogue } from './writeCatalogue';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW, aDealRow, smallCatalogue } from '../testing/fixtures';
import type { SqlClient } from '../sqlClient';
import { migrate } from '../migrate';

const clock = { now: () => FIXED_NOW };
const day = 86_400_000;

describe.each(testDatabases())('SqlDealCatalog on $name', ({ open }) => {
  let db: SqlClient | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  const seeded = async () => {
    db = await open();
    expect(await catalogueIsEmpty(db)).toBe(true);
    await writeCatalogue(
      db,
      smallCatalogue([
        ...Array.from({ length: 12 }, (_, i) => aDealRow(i + 1)),
        aDealRow(50, { popularity: 1000, soldOut: true }),
        aDealRow(51, { closingAt: new Date(FIXED_NOW.getTime() - day) }),
        aDealRow(52, { opensAt: new Date(FIXED_NOW.getTime() + day) }),
        aDealRow(60, { siteKey: 'kerchingie', locationId: 2, currency: 'EUR', urlPath: '/deal/dublin/x/60/y' }),
      ]),
    );
    expect(await catalogueIsEmpty(db)).toBe(false);
    return new SqlDealCatalog(db, clock);
  };

  it('lists open deals, most popular first, with the top unsold deal as the main deal', async () => {
    const catalog = await seeded();
    const page0 = await catalog.page({ site: 'kerching', location: 'london', page: 0, pageSize: 5 })();
    expect(E.isRight(page0)).toBe(true);
    if (E.isLeft(page0)) return;
    expect(page0.right.mainDeal?.id).toBe(1);
    expect(page0.right.deals.map((d) => d.id)).toEqual([50, 2, 3, 4, 5]);
    expect(page0.right.deals[1]).toMatchObject({
      priceMinor: 1000,
      originalPriceMinor: 4000,
      discountPercentage: 75,
      currency: 'GBP',
      merchantName: 'The Ivy Tap',
      locationShortName: 'london',
    });
  });

  it('pages through the rest without repeating the main deal and leaves out closed and unopened deals', async () => {
    const catalog = await seeded();
    const page2 = await catalog.page({ site: 'kerching', location: 'london', page: 2, pageSize: 5 })();
    expect(page2).toEqual(E.right({ mainDeal: null, deals: expect.any(Array) }));
    if (E.isRight(page2)) expect(page2.right.deals.map((d) => d.id)).toEqual([11, 12]);
  });

  it('keeps sites apart', async () => {
    const catalog = await seeded();
    const ie = await catalog.page({ site: 'kerchingie', location: 'dublin', page: 0, pageSize: 5 })();
    expect(E.isRight(ie) && ie.right.mainDeal?.currency).toBe('EUR');
    expect(E.isRight(ie) && ie.right.deals).toEqual([]);
  });

  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const catalog = await seeded();
    await db?.close();
    db = undefined;
    const result = await catalog.page({ site: 'kerching', location: 'london', page: 0, pageSize: 5 })();
    expect(result).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });

  it('writes nothing when one row of a catalogue is bad', async () => {
    db = await open();
    const bad = smallCatalogue([aDealRow(1), aDealRow(2, { priceMinor: -5 })]);
    await expect(writeCatalogue(db, bad)).rejects.toThrow();
    expect(await catalogueIsEmpty(db)).toBe(true);
  });

  it('migrates once: a second run does nothing', async () => {
    db = await open();
    expect(await migrate(db)).toEqual([]);
  });
});
