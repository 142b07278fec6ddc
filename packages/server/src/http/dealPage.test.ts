import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { DealResponseCodec, ReviewsResponseCodec, type DealResponse } from '@kerching/contract';
import { createContainer, serverServices } from '../composition/container';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from './app';

const now = new Date('2026-11-22T12:00:00.000Z');
const day = 86_400_000;

interface Cases {
  readonly open: { id: number; url_path: string };
  readonly lastChance: { id: number; url_path: string };
  readonly future: { id: number; url_path: string };
  readonly evergreen: { id: number; url_path: string };
  readonly irish: { id: number; url_path: string };
}

describe.each(testDatabases())('the deal page API on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let cases: Cases;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, demoCatalogue(now));
    // The cases this suite needs, made from demo deals whatever the demo catalogue holds.
    const rows = await db.query<{ id: number; url_path: string }>(
      `SELECT id, url_path FROM deal d
        WHERE site_key = 'kerching' AND NOT sold_out AND NOT last_chance AND NOT evergreen AND NOT enable_buy_closed_deal
          AND opens_at <= $1 AND closing_at > $1
          AND NOT EXISTS (SELECT 1 FROM review r WHERE r.deal_id = d.id)
          AND NOT vip_only AND price_minor > 0
          AND EXISTS (SELECT 1 FROM product p WHERE p.deal_id = d.id)
          AND NOT EXISTS (SELECT 1 FROM product p WHERE p.deal_id = d.id
                           AND (p.total_remaining = 0 OR p.remaining_for_day = 0 OR p.remaining_for_week = 0))
        ORDER BY id LIMIT 4`,
      [now.toISOString()],
    );
    const [first, second, third, fourth] = rows;
    const [irish] = await db.query<{ id: number; url_path: string }>(
      `SELECT id, url_path FROM deal WHERE site_key = 'kerchingie' ORDER BY id LIMIT 1`,
    );
    if (
      first === undefined ||
      second === undefined ||
      third === undefined ||
      fourth === undefined ||
      irish === undefined
    )
      throw new Error('the demo catalogue has too few deals');
    await db.query('UPDATE deal SET closing_at = $1, last_chance = true WHERE id = $2', [
      new Date(now.getTime() - 2 * day).toISOString(),
      second.id,
    ]);
    await db.query('UPDATE deal SET opens_at = $1 WHERE id = $2', [
      new Date(now.getTime() + day).toISOString(),
      third.id,
    ]);
    await db.query('UPDATE deal SET evergreen = true WHERE id = $1', [fourth.id]);
    await db.query(
      `INSERT INTO review (id, deal_id, rating, author, title, body, created_at)
       SELECT 9000000 + g, $1, 1 + g % 5, 'Shopper ' || g, 'Review ' || g, 'Text', $2::timestamptz - g * interval '1 hour'
         FROM generate_series(1, 12) AS g`,
      [first.id, now.toISOString()],
    );
    cases = { open: first, lastChance: second, future: third, evergreen: fourth, irish };
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => now })),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
  });
  afterAll(async () => db.close());

  const get = (path: string, host = 'kerching.localhost:3000') => app.request(path, { headers: { host } });
  const deal = async (path: string, host?: string): Promise<DealResponse> => {
    const response = await get(path, host);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    if (!DealResponseCodec.is(body)) throw new Error(`not a deal response: ${JSON.stringify(body)}`);
    return body;
  };
  const byPath = (path: string, extra = '') => `/v1/deal?path=${encodeURIComponent(path)}${extra}`;

  it('finds a deal by path and by id, with its products, in the site currency', async () => {
    const body = await deal(byPath(cases.open.url_path, '&brand=kerching'));
    expect(body.data).toMatchObject({ id: cases.open.id, urlPath: cases.open.url_path, currency: 'GBP', open: true });
    expect(body.data.availability).toMatchObject({ available: true, saleWindow: 'OPEN' });
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.business.displayName.length).toBeGreaterThan(0);
    const byId = await deal(`/v1/product-detail-page-deal/${cases.open.id}`);
    expect(byId.data.id).toBe(cases.open.id);
    const irish = await deal(byPath(cases.irish.url_path), 'kerchingie.localhost:3000');
    expect(irish.data.currency).toBe('EUR');
  });

  it("names the merchant's other branches, in order, and none for a merchant with one address", async () => {
    const [chain] = await db.query<{ url_path: string; addresses: string[] }>(
      `SELECT d.url_path, array_agg(a.address ORDER BY a.position) AS addresses
         FROM deal d JOIN merchant_address a ON a.merchant_id = d.merchant_id
        WHERE d.site_key = 'kerching' GROUP BY d.id ORDER BY d.id LIMIT 1`,
    );
    if (chain === undefined) throw new Error('the demo catalogue has no chains');
    const branches = (await deal(byPath(chain.url_path))).data.business.otherAddresses;
    expect(branches.map((b) => b.line)).toEqual(chain.addresses);
    expect(branches.every((b) => b.town.length > 0 && Math.abs(b.lat) <= 90)).toBe(true);
    const [single] = await db.query<{ url_path: string }>(
      `SELECT url_path FROM deal d WHERE site_key = 'kerching'
          AND NOT EXISTS (SELECT 1 FROM merchant_address a WHERE a.merchant_id = d.merchant_id) ORDER BY id LIMIT 1`,
    );
    expect((await deal(byPath(single?.url_path ?? ''))).data.business.otherAddresses).toEqual([]);
  });

  it("says which option is the best seller, and nothing of the others'", async () => {
    const [claimed] = await db.query<{ url_path: string; product_id: number }>(
      `SELECT d.url_path, p.id AS product_id FROM deal d JOIN product p ON p.deal_id = d.id
        WHERE d.site_key = 'kerching' AND p.best_seller_claim IS NOT NULL ORDER BY d.id LIMIT 1`,
    );
    if (claimed === undefined) throw new Error('the demo catalogue claims no best seller');
    const products = (await deal(byPath(claimed.url_path))).data.products;
    expect(products.filter((p) => p.bestSellerClaim !== null).map((p) => [p.id, p.bestSellerClaim])).toEqual([
      [claimed.product_id, 'Best seller'],
    ]);
  });

  it('keeps a closed lastChance deal on sale from search only', async () => {
    const fromSearch = await deal(byPath(cases.lastChance.url_path, '&usr_src=search'));
    expect(fromSearch.data.availability).toMatchObject({ available: true, saleWindow: 'LAST_CHANCE' });
    const direct = await deal(byPath(cases.lastChance.url_path));
    expect(direct.data.availability).toMatchObject({
      available: false,
      reason: 'DEAL.CLOSED',
      message: 'Oops! This item is no longer available',
    });
    const fromEmail = await deal(`/v1/product-detail-page-deal/${cases.lastChance.id}?st_cid=newsletter`);
    expect(fromEmail.data.availability.available).toBe(true);
  });

  it('shows a deal that is not open yet only with preview=true', async () => {
    expect((await get(byPath(cases.future.url_path))).status).toBe(404);
    const preview = await deal(byPath(cases.future.url_path, '&preview=true'));
    expect(preview.data).toMatchObject({ preview: true, open: false, availability: { reason: 'DEAL.NOT_OPEN' } });
  });

  it('resolves evergreen paths to the deal, canonical at its evergreen path', async () => {
    const segments = cases.evergreen.url_path.split('/');
    const idAt = segments.indexOf(String(cases.evergreen.id));
    const evergreenPath = [...segments.slice(0, idAt), 'e', ...segments.slice(idAt)].join('/');
    const body = await deal(byPath(evergreenPath));
    expect(body.data).toMatchObject({
      id: cases.evergreen.id,
      evergreenUrl: evergreenPath,
      canonicalPath: evergreenPath,
    });
  });

  it('answers unknown deals, and deals of another site, with a JSON 404', async () => {
    for (const path of [byPath('/deal/london/nothing/99999999/none'), '/v1/product-detail-page-deal/99999999']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'DEAL.NOT_FOUND' } });
    }
    expect((await get(byPath(cases.irish.url_path))).status).toBe(404);
  });

  it('answers bad values with a 400 and a readable message, never a 500', async () => {
    const cases400: readonly [string, string][] = [
      ['/v1/deal', 'Url Path is required'],
      ['/v1/deal?path=', 'Url Path is required'],
      [byPath('/deal/london/beauty'), 'Deal path without a deal id: /deal/london/beauty.'],
      [byPath('/deal/shop/e/headphones'), 'Evergreen deal path without a deal id: /deal/shop/e/headphones.'],
      [byPath('https://example.com/deal/x/1'), 'Expected a path without its origin'],
      [byPath('/deals/london'), 'Not a deal path'],
      [byPath('/deal/london/1', '&preview=perhaps'), 'preview: expected true or false'],
      [byPath('/deal/london/1', '&brand=acme'), 'brand'],
      ['/v1/product-detail-page-deal/abc', 'id: expected a whole number'],
      ['/v1/product-detail-page-deal/1?usr_src=' + 'x'.repeat(200), 'usr_src'],
      ['/v1/deal/abc/reviews', 'id: expected a whole number'],
      [`/v1/deal/${cases.open.id}/reviews?page=-1`, 'page: expected a whole number'],
      [`/v1/deal/${cases.open.id}/reviews?size=0`, 'size must be a whole number from 1 to 100.'],
      [`/v1/deal/${cases.open.id}/reviews?sortBy=best`, 'sortBy'],
    ];
    for (const [path, message] of cases400) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message, path).toContain(message);
    }
  });

  it('pages reviews, 10 at a time, newest first or by rating', async () => {
    const response = await get(`/v1/deal/${cases.open.id}/reviews?page=0&size=10&sortBy=recent`);
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    if (!ReviewsResponseCodec.is(body)) throw new Error('not a reviews response');
    expect(body.data).toMatchObject({ total: 12, page: 0, size: 10, hasMore: true });
    expect(body.data.reviews).toHaveLength(10);
    const second = (await (await get(`/v1/deal/${cases.open.id}/reviews?page=1`)).json()) as typeof body;
    expect(second.data.reviews).toHaveLength(2);
    expect(second.data.hasMore).toBe(false);
    const highest = (await (await get(`/v1/deal/${cases.open.id}/reviews?sortBy=highest`)).json()) as typeof body;
    expect(highest.data.reviews[0]?.rating).toBe(5);
    expect((await get(`/v1/deal/99999999/reviews`)).status).toBe(404);
  });

  it('property: no deal path, id or query value gets a 500', async () => {
    const segment = fc.oneof(fc.constantFrom('deal', 'e', 'london', '100001', '0', ''), fc.string({ maxLength: 12 }));
    const value = fc.oneof(fc.constantFrom('true', 'false', '1', '', 'search'), fc.string({ maxLength: 20 }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 7 }),
        fc.dictionary(fc.constantFrom('preview', 'usr_src', 'st_cid', 'brand', 'page', 'size', 'sortBy'), value),
        fc.string({ maxLength: 12 }),
        async (segments, query, id) => {
          const params = new URLSearchParams(query).toString();
          const path = `/${segments.join('/')}`;
          for (const url of [
            `/v1/deal?path=${encodeURIComponent(path)}&${params}`,
            `/v1/product-detail-page-deal/${encodeURIComponent(id)}?${params}`,
            `/v1/deal/${encodeURIComponent(id)}/reviews?${params}`,
          ]) {
            const response = await get(url);
            expect([200, 400, 404], url).toContain(response.status);
            expect(await response.json()).toBeTypeOf('object');
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
