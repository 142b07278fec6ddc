/** Recommended for you over the real app (spec 2 §7.4), on PGlite and PostgreSQL. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import * as O from 'fp-ts/Option';
import { createContainer, responseCacheFor, serverServices } from '../composition/container';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from './app';
import { ApiClient, type Answer, testApp, TEST_CSRF_SECRET } from './testing/apiClient';

const PATH = '/v1/product-listing-page-deal/recommendations/ct';
const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;
const ids = (answer: Answer) => dataOf<{ deals: Array<{ id: number }> }>(answer).deals.map((deal) => deal.id);

let counter = 0;

describe.each(testDatabases())('recommendations on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    const base = smallCatalogue([
      ...[1, 2, 3, 4].map((id) => aDealRow(id)),
      ...[5, 6, 7, 8].map((id) => aDealRow(id, { categoryId: 2, urlPath: `/deal/london/spa/${id}/spa-${id}` })),
      aDealRow(9, { categoryId: 2, soldOut: true, urlPath: '/deal/london/spa/9/spa-9' }),
    ]);
    await writeCatalogue(db, {
      ...base,
      categories: [
        ...base.categories,
        { id: 2, parentId: null, shortName: 'spa', name: 'Spa', canonicalPathType: 'local' },
      ],
    });
    let tick = 0;
    app = testApp(db, pino({ level: 'silent' }), { now: () => new Date(FIXED_NOW.getTime() + (tick += 1000)) });
  }, 120_000);
  afterAll(async () => db.close());

  const shopper = async (on: ReturnType<typeof createApp> = app) => {
    const client = new ApiClient(on);
    const email = `recommended-${Date.now()}-${(counter += 1)}@example.co.uk`;
    const registered = await client.post('/v1/register', {
      requestRegistration: { email, password: 'recommend-secret', confirmPassword: 'recommend-secret' },
    });
    expect(registered.status).toBe(200);
    return { client, token: client.cookies.get('kc_customer_token') ?? '' };
  };

  it('with nothing known yet: the most popular deals that can be bought', async () => {
    const { client, token } = await shopper();
    const answer = await client.get(`${PATH}/${token}`);
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(dataOf<{ page: number; total: number }>(answer)).toMatchObject({ page: 0, total: 8 });
  });

  it('a saved deal puts its category first and is itself left out', async () => {
    const { client, token } = await shopper();
    expect((await client.post('/v1/wishlist/deal/6', {})).status).toBe(201);
    expect(ids(await client.get(`${PATH}/${token}`))).toEqual([5, 7, 8, 1, 2, 3, 4]);
    expect(ids(await client.get(`${PATH}/${token}?page=1`))).toEqual([]);
  });

  it("answers 404 for a visitor or another shopper's token and 400 for a bad page, never a 500", async () => {
    const { token } = await shopper();
    expect((await new ApiClient(app).get(`${PATH}/${token}`)).status).toBe(404);
    const other = await shopper();
    expect((await other.client.get(`${PATH}/${token}`)).status).toBe(404);
    for (const page of ['2', 'x', '-1', '1.5', '999999']) {
      const answer = await other.client.get(`${PATH}/${other.token}?page=${page}`);
      expect(answer.status, page).toBe(400);
      expect((answer.body as { error: { message: string } }).error.message).toMatch(/\S/);
    }
  });

  /** The app with the response cache on, and the services it calls. */
  const cachingApp = () => {
    const clock = { now: () => FIXED_NOW };
    const container = createContainer(db, clock, {
      accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
    });
    const services = serverServices(container);
    const caching = createApp({
      log: pino({ level: 'silent' }),
      services,
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
      responseCache: responseCacheFor(container, clock),
    });
    return { app: caching, services };
  };

  it('is never served from the response cache: another shopper asking for the same address gets 404', async () => {
    const caching = cachingApp().app;
    const { client: owner, token } = await shopper(caching);
    expect((await owner.get(`${PATH}/${token}`)).status).toBe(200);
    expect((await owner.get(`${PATH}/${token}`)).status).toBe(200);
    const { client: stranger } = await shopper(caching);
    expect((await stranger.get(`${PATH}/${token}`)).status).toBe(404);
    expect((await new ApiClient(caching).get(`${PATH}/${token}`)).status).toBe(404);
  });

  it("serves a kept catalogue answer to a signed-in shopper without looking up the shopper's session", async () => {
    // Listings are the same for everyone, so their kept answers come before the session is read;
    // recommendations (above) go on past the cache to the session.
    const { app: caching, services } = cachingApp();
    const { client } = await shopper(caching);
    expect(client.cookies.has('kc_session_id')).toBe(true);
    const sessionLookups = vi.spyOn(services.accounts.validateSession, 'execute');
    const first = await client.get('/v1/product-listing-page-deal/london');
    expect([first.status, sessionLookups.mock.calls.length]).toEqual([200, 1]);
    const kept = await client.get('/v1/product-listing-page-deal/london');
    expect([kept.status, sessionLookups.mock.calls.length]).toEqual([200, 1]);
    expect(kept.body).toEqual(first.body);
  });
});
