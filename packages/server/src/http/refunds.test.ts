/**
 * POST /v1/voucher/pmv/refund over the real app, on PGlite and PostgreSQL: a voucher refunded into
 * the wallet once, with its share of a promo discount taken off; the unit back on sale and in the
 * shopper's allowance; the list showing the refund; every
 * refusal (no reason, not the shopper's voucher, already refunded, the 14-day guarantee over) a 4xx
 * with its message; two refunds of one voucher at once giving one; and a referred friend's refund
 * cancelling the pending referral, so the referrer is never credited for it.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '@kerching/adapters-sql/testing';
import {
  REFUND_REASONS,
  REFUND_REASON_REQUIRED,
  REFUND_UNAVAILABLE_GUARANTEE_ENDED,
  REFUND_UNAVAILABLE_IN_PROGRESS,
} from '@kerching/domain/voucher';
import { ApiClient } from './testing/apiClient';
import { ONE_DEAL_PRODUCT, buyByCard, dataOf, errorOf, OneDealShopFixture, registerShopper } from './testing/shoppers';

const PRICE = 1000;
const DAY = 86_400_000;
const REASON = REFUND_REASONS[0];

describe.each(testDatabases())('voucher refunds on $name', ({ open }) => {
  const shop = new OneDealShopFixture(open, PRICE);

  const register = (client = new ApiClient(shop.app)) => registerShopper(client, 'Rae');
  /** The codes of the vouchers of a new order. */
  const buy = async (client: ApiClient, quantity = 1): Promise<string[]> => {
    const { orderId } = await buyByCard(client, {
      productId: ONE_DEAL_PRODUCT,
      quantity,
      cashAmount: PRICE * quantity,
    });
    return dataOf<ReadonlyArray<{ code: string; orderId: string }>>(await client.get('/v1/voucher'))
      .filter((v) => v.orderId === orderId)
      .map((v) => v.code);
  };
  const refund = (client: ApiClient, voucherCode: string, reason: string = REASON) =>
    client.post('/v1/voucher/pmv/refund', { voucherCode, reason });
  const refundable = async (client: ApiClient) =>
    dataOf<{ statement: { balance: { refundableBalance: number } } }>(await client.get('/v1/user/wallet')).statement
      .balance.refundableBalance;

  it('refunds a voucher into the wallet once, and the list shows it', async () => {
    const client = await register();
    const [code = '', other = ''] = await buy(client, 2);
    const refunded = await refund(client, code.toLowerCase());
    expect(refunded.status).toBe(200);
    expect(dataOf(refunded)).toEqual({ amountMinor: PRICE, currency: 'GBP' });
    expect(await refundable(client)).toBe(PRICE);
    const listed = dataOf<ReadonlyArray<{ code: string; refund: unknown }>>(await client.get('/v1/voucher'));
    expect(listed.find((v) => v.code === code)?.refund).toMatchObject({ amountMinor: PRICE, currency: 'GBP' });
    expect(listed.find((v) => v.code === other)?.refund).toBeNull();

    const again = await refund(client, code);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({ code: 'VOUCHER.REFUND_IN_PROGRESS', message: REFUND_UNAVAILABLE_IN_PROGRESS });
    expect(await refundable(client)).toBe(PRICE);
  });

  it('gives the unit back: the deal has one more left, and the shopper may buy it again', async () => {
    const client = new ApiClient(shop.app);
    await register(client);
    await shop.db.query('UPDATE product SET max_per_user = 1 WHERE id = $1', [ONE_DEAL_PRODUCT]);
    try {
      const left = async () =>
        Number(
          (
            await shop.db.query<{ n: number | string }>('SELECT total_remaining AS n FROM product WHERE id = $1', [
              ONE_DEAL_PRODUCT,
            ])
          )[0]?.n,
        );
      const [code] = await buy(client);
      const afterPurchase = await left();
      expect((await refund(client, code ?? '')).status).toBe(200);
      expect(await left()).toBe(afterPurchase + 1);
      // One per shopper: the second purchase goes through only because the refund gave the first back.
      await buy(client);
      expect(await left()).toBe(afterPurchase);
    } finally {
      await shop.db.query('UPDATE product SET max_per_user = NULL WHERE id = $1', [ONE_DEAL_PRODUCT]);
    }
  });

  it('refuses with a 4xx and a message: no reason, not a reason of the list, not the shopper’s voucher', async () => {
    const client = await register();
    const [code = ''] = await buy(client);
    for (const reason of ['', '   ', 'because']) {
      const answer = await refund(client, code, reason);
      expect(answer.status).toBe(400);
      expect(errorOf(answer).message).toBe(REFUND_REASON_REQUIRED);
    }
    const stranger = await register();
    expect((await refund(stranger, code)).status).toBe(404);
    expect((await refund(client, 'NOPE-NOPE-NOPE')).status).toBe(404);
    for (const body of [{}, { voucherCode: code }, { voucherCode: 7, reason: REASON }])
      expect((await client.post('/v1/voucher/pmv/refund', body)).status).toBe(400);
    expect((await refund(new ApiClient(shop.app), code)).status).toBe(401);
    expect(await refundable(client)).toBe(0);
  });

  it('ends with the 14-day money-back guarantee', async () => {
    const client = await register();
    const [code = ''] = await buy(client);
    shop.now += 14 * DAY;
    const late = await refund(client, code);
    expect(late.status).toBe(409);
    expect(errorOf(late).message).toBe(REFUND_UNAVAILABLE_GUARANTEE_ENDED);
  });

  it('gives one refund for two requests at once', async () => {
    const client = await register();
    const [code = ''] = await buy(client);
    const answers = await Promise.all([refund(client, code), refund(client, code)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await refundable(client)).toBe(PRICE);
  });

  it("cancels the pending referral of a referred friend's refunded first order", async () => {
    const ann = await register();
    const { code } = dataOf<{ code: string }>(await ann.get('/v1/user/raf/stat'));
    const bob = new ApiClient(shop.app);
    await bob.post('/v1/user/raf/stat/open', { code });
    await register(bob);
    const [voucher = ''] = await buy(bob);
    expect((await refund(bob, voucher)).status).toBe(200);
    const overview = dataOf<{ friends: ReadonlyArray<{ status: string }>; stats: { cancelledBalance: number } }>(
      await ann.get('/v1/user/raf/stat'),
    );
    expect(overview.friends).toMatchObject([{ status: 'CANCELLED' }]);
    expect(overview.stats.cancelledBalance).toBe(10);
    shop.now += 15 * DAY;
    const later = dataOf<{ friends: ReadonlyArray<{ status: string }>; creditedBalance: number }>(
      await ann.get('/v1/user/raf/stat'),
    );
    expect(later).toMatchObject({ creditedBalance: 0, friends: [{ status: 'CANCELLED' }] });
  });
});
