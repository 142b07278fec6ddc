/**
 * The wallet's calls over the real app, on PGlite and PostgreSQL. GET /v1/user/wallet: balances per
 * currency, the statement in the site's currency (available credit, newest transactions first with
 * the balance after each), a real checkout spending promotional credit up to its cap and refundable
 * credit. POST /v1/user/wallet/apply-credit: a campaign's credit claimed once (also by 12 claims at
 * once), closed, unknown and other-edition campaigns answered by status, bad bodies a 400. POST
 * /v1/gift-card/redeem: a card's amount as refundable credit once (also with two shoppers racing),
 * unknown, redeemed and expired cards refused with the spec's and our messages. Signed-out callers are
 * refused.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SqlCreditCampaigns, SqlGiftCards, SqlWallets } from '@kerching/adapters-sql/purchase';
import {
  GIFT_CARD_ALREADY_REDEEMED,
  GIFT_CARD_EXPIRED,
  GIFT_CODE_NOT_RECOGNIZED,
  addMonths,
} from '@kerching/domain/wallet';
import { FIXED_NOW, testDatabases } from '@kerching/adapters-sql/testing';
import { ApiClient } from './testing/apiClient';
import { ONE_DEAL_PRODUCT, buyByCard, dataOf, errorOf, OneDealShopFixture, registerShopper } from './testing/shoppers';

const PRICE = 1000;
const DAY = 86_400_000;

interface Balance {
  readonly currency: string;
  readonly marketingBalance: number;
  readonly refundableBalance: number;
  readonly balance: number;
}
interface WalletAnswer {
  readonly balances: ReadonlyArray<Balance>;
  readonly statement: {
    readonly currency: string;
    readonly balance: Balance;
    readonly availableCredit: number;
    readonly otherBalances: ReadonlyArray<Balance>;
    readonly entries: ReadonlyArray<{
      readonly currency: string;
      readonly amountMinor: number;
      readonly type: string;
      readonly at: number;
      readonly orderId: string | null;
      readonly balanceAfterMinor: number;
    }>;
  };
  readonly nextExpiry: { readonly amountMinor: number; readonly at: number } | null;
}

describe.each(testDatabases())('the wallet on $name', ({ open }) => {
  const shop = new OneDealShopFixture(open, PRICE);
  beforeAll(async () => {
    const campaigns = new SqlCreditCampaigns(shop.db);
    const start = FIXED_NOW.getTime();
    for (const campaign of [
      { code: '501', currency: 'GBP' as const, amountMinor: 500, startsAt: start - DAY, endsAt: start + 30 * DAY },
      { code: '502', currency: 'GBP' as const, amountMinor: 500, startsAt: start - 9 * DAY, endsAt: start - DAY },
      { code: '601', currency: 'EUR' as const, amountMinor: 750, startsAt: start - DAY, endsAt: start + 30 * DAY },
    ])
      expect(E.isRight(await campaigns.save(campaign)())).toBe(true);
    const cards = new SqlGiftCards(shop.db);
    for (const card of [
      { code: 'GIFTGB0001', currency: 'GBP' as const, amountMinor: 2500, issuedAt: start - DAY },
      { code: 'GIFTIE0001', currency: 'EUR' as const, amountMinor: 4000, issuedAt: start - DAY },
      { code: 'GIFTRACE01', currency: 'GBP' as const, amountMinor: 1000, issuedAt: start - DAY },
      { code: 'GIFTOLD001', currency: 'GBP' as const, amountMinor: 2500, issuedAt: start - 200 * DAY },
    ])
      expect(E.isRight(await cards.issue(card)())).toBe(true);
  }, 120_000);

  /** A new shopper's id. */
  const register = async (client: ApiClient) => {
    await registerShopper(client, 'Wren');
    const [row] = await shop.db.query<{ id: string }>('SELECT id FROM users WHERE customer_token = $1', [
      client.cookies.get('kc_customer_token') ?? '',
    ]);
    if (row === undefined) throw new Error('no user row');
    return row.id;
  };
  const credit = async (
    customerId: string,
    currency: 'GBP' | 'EUR',
    kind: 'marketing' | 'refundable',
    minor: number,
    expiresAt: number | null = null,
  ) => {
    shop.now += 1000;
    const credited = await new SqlWallets(shop.db).credit(customerId, currency, kind, minor, shop.now, expiresAt)();
    expect(E.isRight(credited)).toBe(true);
  };
  const walletOf = async (client: ApiClient): Promise<WalletAnswer> => {
    const answer = await client.get('/v1/user/wallet');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    return dataOf<WalletAnswer>(answer);
  };

  it('a new shopper has an empty wallet', async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    expect(await walletOf(client)).toEqual({
      balances: [],
      statement: {
        currency: 'GBP',
        balance: { currency: 'GBP', marketingBalance: 0, refundableBalance: 0, balance: 0 },
        availableCredit: 0,
        otherBalances: [],
        entries: [],
      },
      nextExpiry: null,
    });
  });

  it('lists credit in, a checkout spending it (promotional credit capped), and credit in the other currency', async () => {
    const client = new ApiClient(shop.app);
    const customerId = await register(client);
    await credit(customerId, 'GBP', 'marketing', 500);
    await credit(customerId, 'GBP', 'refundable', 300);
    await credit(customerId, 'EUR', 'marketing', 250);

    // 10% of a £10 item is the most promotional credit it takes: £1 of it, and all £3 refundable.
    shop.now += 1000;
    const { orderId } = await buyByCard(client, {
      productId: ONE_DEAL_PRODUCT,
      cashAmount: PRICE - 400,
      walletUsed: 400,
    });

    const wallet = await walletOf(client);
    expect(wallet.balances).toEqual([
      { currency: 'EUR', marketingBalance: 250, refundableBalance: 0, balance: 250 },
      { currency: 'GBP', marketingBalance: 400, refundableBalance: 0, balance: 400 },
    ]);
    expect(wallet.statement).toMatchObject({
      currency: 'GBP',
      balance: { marketingBalance: 400, refundableBalance: 0, balance: 400 },
      availableCredit: 400,
      otherBalances: [{ currency: 'EUR', balance: 250 }],
    });
    expect(wallet.statement.entries.map((e) => [e.type, e.amountMinor, e.balanceAfterMinor, e.orderId])).toEqual([
      ['spend', -400, 400, orderId],
      ['refundable_credit', 300, 800, null],
      ['marketing_credit', 500, 500, null],
    ]);

    // The Irish site's statement is in euro.
    const irish = new ApiClient(shop.app, 'kerchingie.localhost:3000');
    for (const [name, value] of client.cookies) irish.cookies.set(name, value);
    const euro = (await walletOf(irish)).statement;
    expect(euro).toMatchObject({
      currency: 'EUR',
      balance: { marketingBalance: 250, balance: 250 },
      availableCredit: 250,
      otherBalances: [{ currency: 'GBP', balance: 400 }],
    });
    expect(euro.entries.map((e) => [e.type, e.amountMinor, e.balanceAfterMinor])).toEqual([
      ['marketing_credit', 250, 250],
    ]);
  });

  const claim = (client: ApiClient, id: unknown) => client.post('/v1/user/wallet/apply-credit', { id });

  it("credits an open campaign's amount once, as promotional credit, and answers every other case by status", async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    const first = await claim(client, '501');
    expect(first.status).toBe(200);
    expect(dataOf(first)).toEqual({ status: 'SUCCESS', creditAmount: 500, currency: 'GBP' });
    expect(dataOf(await claim(client, 501))).toEqual({ status: 'ALREADY_CLAIMED', creditAmount: 0, currency: 'GBP' });
    expect(dataOf(await claim(client, '502'))).toEqual({ status: 'EXPIRED', creditAmount: 0, currency: 'GBP' });
    expect(dataOf(await claim(client, '999999'))).toEqual({ status: 'NOT_FOUND', creditAmount: 0, currency: 'GBP' });
    // A euro campaign is for the Irish sites.
    expect(dataOf(await claim(client, '601'))).toMatchObject({ status: 'NOT_FOUND' });
    const irish = new ApiClient(shop.app, 'kerchingie.localhost:3000');
    for (const [name, value] of client.cookies) irish.cookies.set(name, value);
    expect(dataOf(await claim(irish, '601'))).toEqual({ status: 'SUCCESS', creditAmount: 750, currency: 'EUR' });

    const wallet = await walletOf(client);
    expect(wallet.statement.balance).toEqual({
      currency: 'GBP',
      marketingBalance: 500,
      refundableBalance: 0,
      balance: 500,
    });
    expect(wallet.statement.entries.map((e) => [e.type, e.amountMinor])).toEqual([['marketing_credit', 500]]);
  });

  it('credits once when one shopper sends 12 claims at once', async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    const answers = await Promise.all(Array.from({ length: 12 }, () => claim(client, '501')));
    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(200));
    const statuses = answers.map((a) => dataOf<{ status: string }>(a).status).sort();
    expect(statuses).toEqual(['SUCCESS', ...Array(11).fill('ALREADY_CLAIMED')].sort());
    expect((await walletOf(client)).statement.balance.balance).toBe(500);
  });

  it('answers a malformed campaign number with 400 and a readable message', async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    for (const id of ['12a', '', -5, 1.5, null, '1'.repeat(41)]) {
      const answer = await claim(client, id);
      expect(answer.status, String(id)).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(/campaign number/);
    }
    expect((await client.post('/v1/user/wallet/apply-credit', {})).status).toBe(400);
    expect((await walletOf(client)).balances).toEqual([]);
  });

  const redeem = (client: ApiClient, code: unknown) => client.post('/v1/gift-card/redeem', { code });

  it("redeems a gift card's amount once, as refundable credit in the card's currency", async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    const redeemed = await redeem(client, 'giftgb-0001');
    expect(redeemed.status).toBe(200);
    expect(dataOf(redeemed)).toEqual({
      amount: 2500,
      currency: 'GBP',
      // Credit from a gift card lasts 12 months (spec 2 §9).
      expiresAt: addMonths(new Date(shop.now), 12).toISOString(),
    });
    // A euro card on a UK site goes to the euro balance, to spend on the Irish sites.
    expect((await redeem(client, 'GIFTIE0001')).status).toBe(200);
    const wallet = await walletOf(client);
    expect(wallet.statement.balance).toMatchObject({ refundableBalance: 2500, marketingBalance: 0 });
    expect(wallet.statement.otherBalances).toMatchObject([{ currency: 'EUR', refundableBalance: 4000 }]);
    expect(wallet.statement.entries.map((e) => [e.type, e.amountMinor])).toEqual([['refundable_credit', 2500]]);

    const again = await redeem(client, 'GIFTGB0001');
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'WALLET.GIFT_CARD_ALREADY_REDEEMED', message: GIFT_CARD_ALREADY_REDEEMED });
    const old = await redeem(client, 'GIFTOLD001');
    expect(old.status).toBe(410);
    expect(errorOf(old).message).toBe(GIFT_CARD_EXPIRED);
    for (const code of ['NOSUCHCARD', 'abc', '', '!!!!!!!!']) {
      const unknown = await redeem(client, code);
      expect(unknown.status, code).toBe(404);
      expect(errorOf(unknown).message).toBe(GIFT_CODE_NOT_RECOGNIZED);
    }
    for (const body of [{}, { code: 7 }, { code: 'A'.repeat(65) }]) {
      expect((await client.post('/v1/gift-card/redeem', body)).status).toBe(400);
    }
    expect((await walletOf(client)).statement.balance.balance).toBe(2500);
  });

  it('gives a card to one of two shoppers redeeming it at once', async () => {
    const [ann, bob] = [new ApiClient(shop.app), new ApiClient(shop.app)];
    await register(ann);
    await register(bob);
    const answers = await Promise.all([redeem(ann, 'GIFTRACE01'), redeem(bob, 'GIFTRACE01')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const balances = [(await walletOf(ann)).statement.balance.balance, (await walletOf(bob)).statement.balance.balance];
    expect(balances.sort()).toEqual([0, 1000]);
  });

  // Last: it moves the shop's clock two days on.
  it('says when credit expires, then takes it out of the balance, onto the statement and out of reach', async () => {
    const client = new ApiClient(shop.app);
    const customerId = await register(client);
    const expiry = shop.now + 2 * DAY;
    await credit(customerId, 'GBP', 'refundable', 700, expiry);
    await credit(customerId, 'GBP', 'refundable', 300);
    await credit(customerId, 'GBP', 'marketing', 200, expiry + DAY);
    const before = await walletOf(client);
    expect(before.statement.balance.balance).toBe(1200);
    expect(before.nextExpiry).toEqual({ amountMinor: 700, at: expiry });

    shop.now = expiry;
    const after = await walletOf(client);
    expect(after.statement.balance).toMatchObject({ refundableBalance: 300, marketingBalance: 200, balance: 500 });
    expect(after.nextExpiry).toEqual({ amountMinor: 200, at: expiry + DAY });
    expect(after.statement.entries.map((e) => [e.type, e.amountMinor, e.balanceAfterMinor])).toEqual([
      ['expiry', -700, 500],
      ['marketing_credit', 200, 1200],
      ['refundable_credit', 300, 1000],
      ['refundable_credit', 700, 700],
    ]);
    // What is left can be spent, and nothing more: the expired £7 is not there to take.
    shop.now += 1000;
    await buyByCard(client, { productId: ONE_DEAL_PRODUCT, cashAmount: PRICE - 400, walletUsed: 400 });
    expect((await walletOf(client)).statement.balance).toMatchObject({ refundableBalance: 0, marketingBalance: 100 });
  });

  it('refuses a signed-out caller with 401 and the login message', async () => {
    for (const answer of [
      await new ApiClient(shop.app).get('/v1/user/wallet'),
      await claim(new ApiClient(shop.app), '501'),
    ]) {
      expect(answer.status).toBe(401);
      expect((answer.body as { error: { code: string } }).error.code).toBe('CHECKOUT.LOGIN_REQUIRED');
    }
  });
});
