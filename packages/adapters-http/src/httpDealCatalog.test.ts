import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { SITES } from '@kerching/domain/site';
import { HttpClient, connectionTimeoutMessage } from './httpClient';
import { HttpDealCatalog } from './httpDealCatalog';

const deal = {
  id: 7,
  site: 'livingsocialie',
  urlPath: '/deal/x',
  title: 'T',
  headline: 'H',
  priceMinor: 1500,
  originalPriceMinor: 3000,
  currency: 'EUR',
  discountPercentage: 50,
  imageId: 'i',
  locationShortName: 'dublin-south',
  categoryShortName: 'food',
  merchantName: 'M',
  closingAt: '2030-01-01T00:00:00.000Z',
  soldOut: false,
};
const request = { site: 'livingsocialie' as const, location: 'dublin-south', page: 1, pageSize: 9 };

const client = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  new HttpClient({
    baseUrl: 'http://api',
    site: SITES.livingsocialie,
    platform: 'WEBAPP-DESKTOP',
    fetch: fetchImpl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

describe('HttpDealCatalog', () => {
  it('calls the listing path with the common headers and credentials, and decodes data', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fetchImpl: typeof fetch = async (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
      return new Response(JSON.stringify({ data: { deals: [deal], mainDeal: null } }), { status: 200 });
    };
    const result = await new HttpDealCatalog(client(fetchImpl)).page(request)();
    expect(result).toEqual(E.right({ deals: [deal], mainDeal: null }));
    expect(calls[0]?.url).toBe('http://api/v1/product-listing-page-deal/dublin-south?page=1&pageSize=9');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.headers).toMatchObject({
      brand: 'kerching',
      'country-code': 'ie',
      'app-platform': 'WEBAPP-DESKTOP',
    });
  });
  it('maps an API error to CATALOG.UNAVAILABLE with its message', async () => {
    const fetchImpl: typeof fetch = async () =>
      new Response(JSON.stringify({ error: { code: 'LISTING.PAGE_INVALID', message: 'bad page' } }), { status: 400 });
    const result = await new HttpDealCatalog(client(fetchImpl)).page(request)();
    expect(result).toEqual(E.left({ code: 'CATALOG.UNAVAILABLE', detail: 'bad page' }));
  });
  it('rejects an answer that does not match the contract', async () => {
    const fetchImpl: typeof fetch = async () => new Response(JSON.stringify({ data: { deals: [{}], mainDeal: null } }));
    const result = await new HttpDealCatalog(client(fetchImpl)).page(request)();
    expect(E.isLeft(result) && result.left.detail).toMatch(/unexpected answer/);
  });
  it("times out with the spec's message", async () => {
    const fetchImpl: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))));
    const result = await client(fetchImpl, 20).getJson('/slow', t.unknown)();
    expect(result).toMatchObject({ left: { code: 'HTTP.TIMEOUT', detail: connectionTimeoutMessage(20) } });
    expect(connectionTimeoutMessage(2500)).toBe('Connection timeout: 2500');
  });
  it('reports a network failure', async () => {
    const fetchImpl: typeof fetch = async () => {
      throw new Error('offline');
    };
    const result = await client(fetchImpl).getJson('/x', t.unknown)();
    expect(result).toMatchObject({ left: { code: 'HTTP.NETWORK', detail: 'offline' } });
  });
});
