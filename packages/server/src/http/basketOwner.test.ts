/**
 * A basket linked to a customer answers to that customer's session only (issue 40 item 7), on
 * PGlite and PostgreSQL, through /v1: its token, used signed out or by another shopper, neither
 * reads nor changes it (the answer is the one of an unknown token, BASKET.NOT_FOUND, so it says
 * nothing about the basket); the owner still can; an anonymous basket still answers to its token.
 */
import { describe, expect, it } from 'vitest';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { ApiClient, type Answer } from './testing/apiClient';
import { ONE_DEAL_PRODUCT, OneDealShopFixture, dataOf, errorOf, registerShopper } from './testing/shoppers';

interface BasketData {
  readonly id: string;
  readonly products: ReadonlyArray<{ readonly id: number; readonly quantity: number }>;
}

/** Every way to read or change a basket by its token. */
const everyCall = (client: ApiClient, token: string): ReadonlyArray<[string, () => Promise<Answer>]> => [
  ['GET basket', () => client.get(`/v1/basket/${token}`)],
  ['POST product', () => client.post(`/v1/basket/${token}/product`, { productId: ONE_DEAL_PRODUCT, quantity: 1 })],
  ['PATCH line', () => client.patch(`/v1/basket/${token}/product/${ONE_DEAL_PRODUCT}`, { quantity: 3 })],
  ['DELETE line', () => client.delete(`/v1/basket/${token}/product/${ONE_DEAL_PRODUCT}`)],
  ['DELETE all', () => client.delete(`/v1/basket/${token}/product`)],
  ['PUT basket', () => client.put(`/v1/basket/${token}`, { products: [{ productId: ONE_DEAL_PRODUCT, quantity: 5 }] })],
  [
    'POST addon',
    () => client.post(`/v1/basket/${token}/addon`, { addonType: 'VVE', productId: ONE_DEAL_PRODUCT, quantity: 1 }),
  ],
  ['GET checkout', () => client.get(`/v1/checkout/${token}`)],
  ['POST promocode', () => client.post('/v1/promocode', { basketToken: token, promoCode: 'ANY' })],
];

describe.each(testDatabases())('a basket linked to a customer, on $name', ({ open }) => {
  const shop = new OneDealShopFixture(open, 1000);

  const ownersBasket = async (): Promise<{ owner: ApiClient; token: string }> => {
    const owner = await registerShopper(new ApiClient(shop.app), 'Owner');
    const created = await owner.post('/v1/basket', { products: [{ productId: ONE_DEAL_PRODUCT, quantity: 2 }] });
    expect(created.status).toBe(201);
    return { owner, token: dataOf<BasketData>(created).id };
  };

  const expectUntouched = async (owner: ApiClient, token: string) => {
    const read = await owner.get(`/v1/basket/${token}`);
    expect(read.status).toBe(200);
    expect(dataOf<BasketData>(read).products).toEqual([expect.objectContaining({ id: ONE_DEAL_PRODUCT, quantity: 2 })]);
  };

  it('is refused to a signed-out holder of its token, for reading and every change', async () => {
    const { owner, token } = await ownersBasket();
    const stranger = new ApiClient(shop.app);
    for (const [name, call] of everyCall(stranger, token)) {
      const answer = await call();
      expect.soft(answer.status, name).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, name).toBeLessThan(500);
    }
    expect((await stranger.get(`/v1/basket/${token}`)).status).toBe(404);
    expect(errorOf(await stranger.get(`/v1/basket/${token}`)).code).toBe('BASKET.NOT_FOUND');
    await expectUntouched(owner, token);
  });

  it('is refused to another signed-in shopper, for reading and every change', async () => {
    const { owner, token } = await ownersBasket();
    const other = await registerShopper(new ApiClient(shop.app), 'Other');
    for (const [name, call] of everyCall(other, token)) {
      const answer = await call();
      expect.soft(answer.status, name).toBeGreaterThanOrEqual(400);
      expect.soft(answer.status, name).toBeLessThan(500);
    }
    expect(errorOf(await other.get(`/v1/basket/${token}`)).code).toBe('BASKET.NOT_FOUND');
    // Nor can the other shopper take it over.
    expect((await other.patch(`/v1/basket/${token}`)).status).toBe(403);
    await expectUntouched(owner, token);
  });

  it('the same token answers the same as an unknown one, so it tells nothing', async () => {
    const { token } = await ownersBasket();
    const stranger = new ApiClient(shop.app);
    const linked = await stranger.get(`/v1/basket/${token}`);
    const unknown = await stranger.get(`/v1/basket/${'x'.repeat(token.length)}`);
    expect(linked.status).toBe(unknown.status);
    expect(linked.body).toEqual(unknown.body);
  });

  it('still answers to its owner', async () => {
    const { owner, token } = await ownersBasket();
    expect((await owner.get(`/v1/basket/${token}`)).status).toBe(200);
    expect((await owner.patch(`/v1/basket/${token}/product/${ONE_DEAL_PRODUCT}`, { quantity: 3 })).status).toBe(200);
    expect((await owner.post(`/v1/basket/${token}/product`, { productId: ONE_DEAL_PRODUCT, quantity: 1 })).status).toBe(
      200,
    );
    expect(dataOf<BasketData>(await owner.get(`/v1/basket/${token}`)).products[0]?.quantity).toBe(4);
    expect((await owner.get(`/v1/checkout/${token}`)).status).toBe(200);
    expect((await owner.delete(`/v1/basket/${token}/product`)).status).toBe(200);
  });

  it('an anonymous basket still answers to whoever holds its token', async () => {
    const visitor = new ApiClient(shop.app);
    const created = await visitor.post('/v1/basket', { products: [{ productId: ONE_DEAL_PRODUCT, quantity: 1 }] });
    expect(created.status).toBe(201);
    const token = dataOf<BasketData>(created).id;
    const another = new ApiClient(shop.app);
    expect((await another.get(`/v1/basket/${token}`)).status).toBe(200);
    expect((await another.patch(`/v1/basket/${token}/product/${ONE_DEAL_PRODUCT}`, { quantity: 2 })).status).toBe(200);
    expect(dataOf<BasketData>(await visitor.get(`/v1/basket/${token}`)).products[0]?.quantity).toBe(2);
    // Once a shopper links it, it is theirs alone.
    const shopper = await registerShopper(new ApiClient(shop.app), 'Linker');
    expect((await shopper.patch(`/v1/basket/${token}`)).status).toBe(200);
    expect((await visitor.get(`/v1/basket/${token}`)).status).toBe(404);
    expect((await shopper.get(`/v1/basket/${token}`)).status).toBe(200);
  });
});
