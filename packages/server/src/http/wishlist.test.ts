/** The wish list calls (spec 2 §7.8) over the real app, on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { ApiClient, type Answer, testApp } from './testing/apiClient';

interface WishlistData {
  readonly id: string | null;
  readonly deals: ReadonlyArray<{ readonly id: number }>;
  readonly quantity: string;
}
const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;
const errorOf = (answer: Answer) => (answer.body as { error: { code: string; message: string } }).error;
const dealIds = (answer: Answer) => dataOf<WishlistData>(answer).deals.map((deal) => deal.id);

let counter = 0;

describe.each(testDatabases())('the wish list calls on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(
      db,
      smallCatalogue([
        aDealRow(1),
        aDealRow(2),
        aDealRow(3, { siteKey: 'kerchingie', locationId: 2, currency: 'EUR', urlPath: '/deal/dublin/x/3/y' }),
        // Closed two days before the test's clock.
        aDealRow(4, { closingAt: new Date(FIXED_NOW.getTime() - 2 * 86_400_000) }),
      ]),
    );
    // A clock that moves a second a call: saves are ordered by when they happened.
    let tick = 0;
    app = testApp(db, pino({ level: 'silent' }), { now: () => new Date(FIXED_NOW.getTime() + (tick += 1000)) });
  }, 120_000);
  afterAll(async () => db.close());

  it('a visitor saves deals (the list made on the first save, its id in a cookie), reads and removes them', async () => {
    const visitor = new ApiClient(app);
    expect(dataOf<WishlistData>(await visitor.get('/v1/wishlist'))).toEqual({ id: null, deals: [], quantity: '0' });
    const first = await visitor.post('/v1/wishlist/deal/1', {});
    expect(first.status).toBe(201);
    const id = dataOf<{ id: string }>(first).id;
    expect(first.headers.get('set-cookie')).toContain(`kc_wishlist_id=${id}`);
    expect(first.headers.get('set-cookie')).toContain('HttpOnly');
    expect((await visitor.post(`/v1/wishlist/${id}/deal/2`, {})).status).toBe(200);
    expect(dealIds(await visitor.get('/v1/wishlist'))).toEqual([2, 1]);
    expect(dataOf<WishlistData>(await visitor.get(`/v1/wishlist/${id}`)).quantity).toBe('2');
    expect(dataOf<boolean>(await visitor.get(`/v1/wishlist/${id}/deal/1`))).toBe(true);
    expect(dataOf<boolean>(await visitor.get(`/v1/wishlist/${id}/deal/3`))).toBe(false);
    expect((await visitor.delete(`/v1/wishlist/${id}/deal/1`)).status).toBe(200);
    expect(dealIds(await visitor.get('/v1/wishlist'))).toEqual([2]);
    expect((await visitor.delete(`/v1/wishlist/${id}/deal/all`)).status).toBe(200);
    expect(dataOf<WishlistData>(await visitor.get('/v1/wishlist'))).toEqual({ id, deals: [], quantity: '0' });
  });

  it('marks a saved deal that has closed as ended, an open one not', async () => {
    const visitor = new ApiClient(app);
    const id = dataOf<{ id: string }>(await visitor.post('/v1/wishlist/deal/4', {})).id;
    await visitor.post(`/v1/wishlist/${id}/deal/1`, {});
    const deals = dataOf<{ deals: ReadonlyArray<{ id: number; ended: boolean }> }>(
      await visitor.get('/v1/wishlist'),
    ).deals;
    expect(deals.map((deal) => [deal.id, deal.ended])).toEqual([
      [1, false],
      [4, true],
    ]);
  });

  it('answers bad input with a 4xx and a message, never a 500', async () => {
    const visitor = new ApiClient(app);
    for (const path of ['/v1/wishlist/deal/abc', '/v1/wishlist/deal/0', '/v1/wishlist/deal/99999999999']) {
      const answer = await visitor.post(path, {});
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: 'WISHLIST.DEALS_MISSING', message: 'That deal is not one we know.' });
    }
    // A deal of another site, and one that does not exist.
    expect((await visitor.post('/v1/wishlist/deal/3', {})).status).toBe(400);
    expect((await visitor.post('/v1/wishlist/deal/404', {})).status).toBe(400);
    for (const path of ['/v1/wishlist/not-a-list', '/v1/wishlist/3f2c1a9e-5b7d-4c8e-9a1b-2d3e4f5a6b7c']) {
      const answer = await visitor.get(path);
      expect(answer.status).toBe(404);
      expect(errorOf(answer).message).toMatch(/\S/);
    }
    expect((await visitor.delete('/v1/wishlist/not-a-list/deal/1')).status).toBe(404);
    expect((await visitor.delete('/v1/wishlist/not-a-list/deal/x')).status).toBe(400);
  });

  it("a visitor's list becomes theirs when they register, and nobody else reads it by its id", async () => {
    const visitor = new ApiClient(app);
    const id = dataOf<{ id: string }>(await visitor.post('/v1/wishlist/deal/2', {})).id;
    const email = `wisher-${Date.now()}-${(counter += 1)}@example.co.uk`;
    const registered = await visitor.post('/v1/register', {
      requestRegistration: { email, password: 'wisher-secret', confirmPassword: 'wisher-secret' },
    });
    expect(registered.status).toBe(200);
    const mine = await visitor.get('/v1/wishlist');
    expect(dataOf<WishlistData>(mine)).toMatchObject({ id, quantity: '1', deals: [{ id: 2 }] });
    // A signed-in shopper's save answers 200 or 201 and sets no visitor cookie.
    const saved = await visitor.post('/v1/wishlist/deal/1', {});
    expect(saved.headers.get('set-cookie') ?? '').not.toContain('kc_wishlist_id');
    expect(dealIds(await visitor.get('/v1/wishlist'))).toEqual([1, 2]);

    const stranger = new ApiClient(app);
    expect((await stranger.get(`/v1/wishlist/${id}`)).status).toBe(404);
    expect((await stranger.delete(`/v1/wishlist/${id}/deal/all`)).status).toBe(404);
    expect(dealIds(await visitor.get('/v1/wishlist'))).toEqual([1, 2]);
  });

  it("PATCH merges a visitor list into the signed-in shopper's (by their customer token) and adds local deals", async () => {
    const visitor = new ApiClient(app);
    const id = dataOf<{ id: string }>(await visitor.post('/v1/wishlist/deal/1', {})).id;
    const email = `patcher-${Date.now()}-${(counter += 1)}@example.co.uk`;
    await visitor.post('/v1/register', {
      requestRegistration: { email, password: 'patch-secret', confirmPassword: 'patch-secret' },
    });
    const token = visitor.cookies.get('kc_customer_token') ?? '';
    expect(token.length).toBeGreaterThanOrEqual(10);
    const merge = (value: string) => [{ operation: 'merge', path: '/customerToken', value }];
    expect((await visitor.patch(`/v1/wishlist/${id}`, merge('someone-elses-token'))).status).toBe(404);
    const merged = await visitor.patch(`/v1/wishlist/${id}`, [
      ...merge(token),
      { operation: 'add', path: '/deals', value: 2 },
    ]);
    expect(merged.status).toBe(200);
    expect(dataOf<WishlistData>(merged)).toMatchObject({ id, quantity: '2', deals: [{ id: 2 }, { id: 1 }] });

    for (const body of [
      [],
      [{ operation: 'drop', path: '/deals', value: 1 }],
      [{ operation: 'add', path: '/deals', value: -1 }],
      Array.from({ length: 51 }, () => ({ operation: 'add', path: '/deals', value: 1 })),
      { operation: 'add' },
    ]) {
      const answer = await visitor.patch(`/v1/wishlist/${id}`, body);
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(errorOf(answer).message).toMatch(/\S/);
    }
    const unknown = await visitor.patch(`/v1/wishlist/${id}`, [{ operation: 'add', path: '/deals', value: 404 }]);
    expect(errorOf(unknown).code).toBe('WISHLIST.DEALS_MISSING');
    expect((await new ApiClient(app).patch(`/v1/wishlist/${id}`, merge(token))).status).toBe(404);
  });
});
