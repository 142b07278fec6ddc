import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { SqlClient } from '@kerching/adapters-sql';
import { SqlPromotions, SqlWallets } from '@kerching/adapters-sql/purchase';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { DEFAULT_ACCOUNTS_OPTIONS } from './accounts';
import { createContainer, serverServices } from './container';
import { demoShopStores } from './demoShop';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import {
  DEMO_CREDIT_CAMPAIGNS,
  DEMO_EXPIRED_GIFT_CARD,
  demoCatalogue,
  demoGiftCardCode,
  demoPromoCode,
  DEMO_SPEND_CODE,
  DEMO_WALLET_CREDIT_MINOR,
  DEMO_WALLET_SHOPPER,
  seedDemoShop,
} from '@kerching/demo';
import { EXIT_PROMO_CODE } from '@kerching/domain/marketing';
import { SITE_KEYS } from '@kerching/domain/site';

const [pglite] = testDatabases();
const now = new Date('2026-11-23T09:00:00.000Z');

describe.runIf(pglite !== undefined)('seedDemoShop', () => {
  let db: SqlClient;
  beforeAll(async () => {
    if (pglite === undefined) throw new Error('no PGlite');
    db = await pglite.open();
  }, 120_000);
  afterAll(async () => db.close());

  it('writes a working and an expired code per site and one shopper with wallet credit, once', async () => {
    const services = serverServices(
      createContainer(
        db,
        { now: () => now },
        { accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } } },
      ),
    );
    await seedDemoShop(demoShopStores(db), services, now);
    await seedDemoShop(demoShopStores(db), services, now);
    const promotions = new SqlPromotions(db);
    const working = await promotions.byCode('kerchingie', demoPromoCode('kerchingie', 'working'))();
    expect(E.isRight(working) && O.isSome(working.right) && working.right.value.expiresAt > now.getTime()).toBe(true);
    const expired = await promotions.byCode('kerching', demoPromoCode('kerching', 'expired'))();
    expect(E.isRight(expired) && O.isSome(expired.right) && expired.right.value.expiresAt < now.getTime()).toBe(true);
    const [shopper] = await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      DEMO_WALLET_SHOPPER.email,
    ]);
    const balances = await new SqlWallets(db).balances(shopper?.id ?? '', now.getTime())();
    expect(E.isRight(balances) && balances.right.map((b) => [b.currency, b.balance]).sort()).toEqual([
      ['EUR', DEMO_WALLET_CREDIT_MINOR],
      ['GBP', DEMO_WALLET_CREDIT_MINOR],
    ]);
    const login = await services.accounts.login.execute({
      email: DEMO_WALLET_SHOPPER.email,
      password: DEMO_WALLET_SHOPPER.password,
      rememberMe: false,
      address: '127.0.0.1',
      previousSessionId: O.none,
      deviceCookie: O.none,
    })();
    expect(E.isRight(login)).toBe(true);
    if (E.isLeft(login)) return;
    // Campaign credit: the open campaign of the site's currency credits £5 once; the closed one does not.
    const customerId = login.right.account.id;
    const claim = (site: 'kerching' | 'kerchingie', code: string) =>
      services.purchase.claimCampaignCredit.execute({ site, customerId, code })();
    expect(await claim('kerching', DEMO_CREDIT_CAMPAIGNS.GBP.open)).toEqual(
      E.right({ status: 'SUCCESS', creditAmountMinor: 500, currency: 'GBP' }),
    );
    expect(await claim('kerching', DEMO_CREDIT_CAMPAIGNS.GBP.open)).toMatchObject(
      E.right({ status: 'ALREADY_CLAIMED' }),
    );
    expect(await claim('kerching', DEMO_CREDIT_CAMPAIGNS.GBP.closed)).toMatchObject(E.right({ status: 'EXPIRED' }));
    expect(await claim('kerchingie', DEMO_CREDIT_CAMPAIGNS.EUR.open)).toMatchObject(E.right({ status: 'SUCCESS' }));
    expect(await claim('kerchingie', DEMO_CREDIT_CAMPAIGNS.GBP.open)).toMatchObject(E.right({ status: 'NOT_FOUND' }));
    // Gift cards: one redeems £25 into the wallet; the expired one does not.
    const redeem = (code: string) => services.purchase.redeemGiftCard.execute({ customerId, code })();
    expect(await redeem(demoGiftCardCode('GBP', 1))).toMatchObject(E.right({ amountMinor: 2500, currency: 'GBP' }));
    expect(await redeem(DEMO_EXPIRED_GIFT_CARD)).toMatchObject(E.left({ code: 'WALLET.GIFT_CARD_EXPIRED' }));
  });

  it("names on each site's promo page a code that works on that site", async () => {
    const promotions = new SqlPromotions(db);
    const pages = (demoCatalogue(now).staticPages ?? []).filter((page) => page.slug === 'promo');
    expect(pages.map((page) => page.siteKey).sort()).toEqual([...SITE_KEYS].sort());
    for (const page of pages) {
      const code = /Use code ([A-Z0-9]+)/.exec(page.body)?.[1] ?? '';
      expect(code, page.siteKey).toBe(demoPromoCode(page.siteKey, 'working'));
      const promotion = await promotions.byCode(page.siteKey, code)();
      expect(
        E.isRight(promotion) &&
          O.isSome(promotion.right) &&
          promotion.right.value.site === page.siteKey &&
          promotion.right.value.expiresAt > now.getTime(),
        page.siteKey,
      ).toBe(true);
    }
  });

  it('lists on every site the exit promo code, the spend code and its own code, ending soonest first', async () => {
    const services = serverServices(createContainer(db, { now: () => now }));
    for (const site of SITE_KEYS) {
      const codes = await services.purchase.listDiscountCodes.execute(site, O.none)();
      expect(E.isRight(codes) && codes.right.map((c) => c.code), site).toEqual([
        DEMO_SPEND_CODE,
        EXIT_PROMO_CODE,
        demoPromoCode(site, 'working'),
      ]);
    }
  });
});
