import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { createContainer, serverServices } from '../composition/container';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from './app';

const now = new Date('2026-11-22T12:00:00.000Z');

describe.each(testDatabases())('the /v1 API on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, demoCatalogue(now));
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => now })),
      sites: { pinned: O.none, hostMap: { 'www.kerching.ie': 'kerchingie' }, fallback: 'kerching' },
    });
  });
  afterAll(async () => db.close());

  const get = (path: string, host = 'localhost:3000') => app.request(path, { headers: { host } });

  it('answers /healthz', async () => {
    const response = await get('/healthz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says where to report a vulnerability at /.well-known/security.txt (RFC 9116), on every site', async () => {
    for (const host of ['localhost:3000', 'www.kerching.ie']) {
      const response = await get('/.well-known/security.txt', host);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await response.text();
      expect(text).toContain('Contact: mailto:security@kerching.co.uk');
      const expires = /^Expires: (.+)$/m.exec(text)?.[1] ?? '';
      expect(Date.parse(expires)).toBeGreaterThan(Date.now());
    }
  });

  it("lists the first page of the site's default location with data.deals and data.mainDeal", async () => {
    const response = await get('/v1/product-listing-page-deal/london');
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { deals: { currency: string; site: string }[]; mainDeal: { currency: string } | null };
    };
    expect(body.data.deals).toHaveLength(9);
    expect(body.data.mainDeal?.currency).toBe('GBP');
    expect(body.data.deals.every((d) => d.site === 'kerching' && d.currency === 'GBP')).toBe(true);
  });

  it('chooses the site from the Host header: *.localhost names and the configured map', async () => {
    for (const host of ['kerchingie.localhost:3000', 'www.kerching.ie']) {
      const response = await get('/v1/product-listing-page-deal/dublin', host);
      const body = (await response.json()) as { data: { deals: { currency: string; site: string }[] } };
      expect(body.data.deals.length).toBeGreaterThan(0);
      expect(body.data.deals.every((d) => d.site === 'kerchingie' && d.currency === 'EUR')).toBe(true);
    }
  });

  it('answers bad query values with a 400 and a readable message, never a 500', async () => {
    for (const query of ['?page=x', '?page=-1', '?pageSize=0', '?pageSize=101', '?page=99999999999']) {
      const response = await get(`/v1/product-listing-page-deal/london${query}`);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.message.length).toBeGreaterThan(10);
    }
    const badLocation = await get('/v1/product-listing-page-deal/NOT%20A%20PLACE');
    expect(badLocation.status).toBe(400);
  });

  it('answers unknown /v1 calls with a JSON 404', async () => {
    const response = await get('/v1/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'ROUTE.NOT_FOUND' } });
  });
});
