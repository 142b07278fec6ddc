/**
 * Promotions by site (migration 0013): the same code on two sites, the listed codes, and the upgrade
 * of a database whose promotions and redemptions were keyed by code alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type Promotion, fixedOff, percentageOff } from '@kerching/domain/promo';
import { PROMO_TEST_NOW, aPromotion } from '@kerching/domain/promo/testing';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing';
import { databaseBefore } from '../testing/upgrades';
import { SqlPromotions } from './sqlPromotions';

const NOW = PROMO_TEST_NOW;
const DAY = 86_400_000;
const promotion = (overrides: Partial<Promotion>): Promotion =>
  aPromotion({ singleUsePerCustomer: true, ...overrides });

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(`expected a right: ${JSON.stringify(result.left)}`);
  return result.right;
};

describe.each(testDatabases())('SqlPromotions on $name', ({ open }) => {
  let db: SqlClient;
  let promotions: SqlPromotions;
  beforeAll(async () => {
    db = await open();
    promotions = new SqlPromotions(db);
    for (const p of [
      promotion({}),
      promotion({ site: 'kerchingie', discount: fixedOff(300), expiresAt: NOW + 5 * DAY }),
      promotion({ code: 'PARTNER', listed: false }),
      promotion({ code: 'SPRING', expiresAt: NOW + DAY, minimumSpendMinor: 2000 }),
    ])
      right(await promotions.save(p)());
  }, 120_000);
  afterAll(async () => db.close());

  it("keeps one code per site, each with the site's own terms", async () => {
    const uk = right(await promotions.byCode('kerching', 'extra10')());
    const irish = right(await promotions.byCode('kerchingie', 'EXTRA10')());
    expect(O.map((p: Promotion) => p.discount)(uk)).toEqual(O.some(percentageOff(10)));
    expect(O.map((p: Promotion) => [p.site, p.discount])(irish)).toEqual(O.some(['kerchingie', fixedOff(300)]));
    expect(right(await promotions.byCode('livingsocial', 'EXTRA10')())).toEqual(O.none);
  });

  it('saving a code again replaces its terms on that site only', async () => {
    right(
      await promotions.save(promotion({ site: 'kerchingie', discount: fixedOff(400), expiresAt: NOW + 5 * DAY }))(),
    );
    const irish = right(await promotions.byCode('kerchingie', 'EXTRA10')());
    expect(O.map((p: Promotion) => p.discount)(irish)).toEqual(O.some(fixedOff(400)));
    const uk = right(await promotions.byCode('kerching', 'EXTRA10')());
    expect(O.map((p: Promotion) => p.discount)(uk)).toEqual(O.some(percentageOff(10)));
  });

  it("lists a site's listed codes, ending soonest first, and none of another site's or unlisted ones", async () => {
    const listed = right(await promotions.listed('kerching')());
    expect(listed.map((p) => [p.code, p.listed, p.minimumSpendMinor])).toEqual([
      ['SPRING', true, 2000],
      ['EXTRA10', true, 0],
    ]);
    expect(right(await promotions.listed('kerchingie')()).map((p) => p.code)).toEqual(['EXTRA10']);
  });
});

describe('migration 0013 on a database with promotions keyed by code', () => {
  let db: SqlClient;
  let runIt: () => Promise<readonly string[]>;
  beforeAll(async () => {
    ({ db, runIt } = await databaseBefore('0013_promotions_per_site'));
  }, 120_000);
  afterAll(async () => db.close());

  it("moves each redemption to its promotion's site and lets another site use the same code", async () => {
    await db.query(
      `INSERT INTO promotion (code, site_key, kind, percent, expires_at) VALUES ('OLDCODE', 'kerchingie', 'percentage', 10, now() + interval '1 day')`,
    );
    await db.query(
      `INSERT INTO promotion_redemption (code, customer_id, order_id, redeemed_at) VALUES ('OLDCODE', 'u1', 'o1', now())`,
    );

    expect(await runIt()).toEqual(['0013_promotions_per_site']);

    expect(await db.query('SELECT site_key, code, customer_id FROM promotion_redemption')).toEqual([
      { site_key: 'kerchingie', code: 'OLDCODE', customer_id: 'u1' },
    ]);
    const promotions = new SqlPromotions(db);
    expect(right(await promotions.usedByCustomer('kerchingie', 'OLDCODE', 'u1')())).toBe(true);
    expect(right(await promotions.usedByCustomer('kerching', 'OLDCODE', 'u1')())).toBe(false);
    right(await promotions.save(promotion({ code: 'OLDCODE', site: 'kerching' }))());
    const old = right(await promotions.byCode('kerchingie', 'OLDCODE')());
    expect(O.map((p: Promotion) => p.listed)(old)).toEqual(O.some(false));
    await expect(
      db.query(
        `INSERT INTO promotion_redemption (site_key, code, customer_id, order_id, redeemed_at)
         VALUES ('livingsocial', 'OLDCODE', 'u1', 'o2', now())`,
      ),
    ).rejects.toThrow();
  });
});
