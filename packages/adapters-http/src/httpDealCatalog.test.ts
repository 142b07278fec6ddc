import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { type ListingCriteria, type ListingRequest, listingCriteria } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { SITES } from '@kerching/domain/site';
import { HttpClient, connectionTimeoutMessage } from './httpClient';
import { HttpDealCatalog } from './httpDealCatalog';

const deal = aDealSummary(7, { site: 'livingsocialie', currency: 'EUR', locationShortName: 'dublin-south' });
const listing = {
  deals: [deal],
  mainDeal: null,
  count: 1,
  facetedNavigation: { filters: [], navigations: [], stats: { count: 1, minPriceMinor: 1007, maxPriceMinor: 1007 } },
  canonicalUrl: '/deals/dublin-south',
  location: { shortName: 'dublin-south', name: 'Dublin South' },
  categories: [],
};

const criteria = (overrides: Partial<ListingRequest> = {}): ListingCriteria => {
  const result = listingCriteria({
    site: 'livingsocialie',
    location: 'dublin-south',
    page: 1,
    pageSize: 9,
    ...overrides,
  });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};

const client = (fetchImpl: typeof fetch, timeoutMs?: number) =>
  new HttpClient({
    baseUrl: 'http://api',
    site: SITES.livingsocialie,
    platform: 'WEBAPP-DESKTOP',
    fetch: fetchImpl,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });

const recording = (body: unknown, status = 200) => {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
    return new Response(JSON.stringify(body), { status });
  };
  return { calls, fetchImpl };
};

describe('HttpDealCatalog', () => {
  it('calls the listing path with the common headers and credentials, and decodes data', async () => {
    const { calls, fetchImpl } = recording({ data: listing });
    const result = await new HttpDealCatalog(client(fetchImpl)).page(criteria())();
    expect(result).toEqual(E.right({ deals: [deal], mainDeal: null }));
    expect(calls[0]?.url).toBe('http://api/v1/product-listing-page-deal/dublin-south?page=1&pageSize=9');
    expect(calls[0]?.init?.credentials).toBe('include');
    expect(calls[0]?.init?.headers).toMatchObject({
      brand: 'kerching',
      'country-code': 'ie',
      'app-platform': 'WEBAPP-DESKTOP',
    });
  });
  it('sends the filters, sort and facets of the criteria, repeating multi-valued keys', async () => {
    const { calls, fetchImpl } = recording({ data: listing });
    const catalog = new HttpDealCatalog(client(fetchImpl));
    const result = await catalog.navigation(
      criteria({
        categories: ['beauty-and-spa'],
        minPrice: 10,
        maxPrice: 49.5,
        sort: 'pricelow',
        facets: [
          { name: 'feature', value: 'gift-pack' },
          { name: 'feature', value: 'deposit' },
        ],
        offset: 2,
        vip: true,
        q: 'spa',
      }),
    )();
    expect(E.isRight(result) && result.right.canonicalUrl).toBe('/deals/dublin-south');
    expect(calls[0]?.url).toBe(
      'http://api/v1/product-listing-page-deal/dublin-south/beauty-and-spa?page=1&pageSize=9&offset=2&minPrice=10&maxPrice=49.5&sort=pricelow&vip=true&q=spa&f_feature=deposit&f_feature=gift-pack',
    );
    await catalog.page(criteria({ location: 'national-deal', special: 'new-products' }))();
    expect(calls[1]?.url).toBe(
      'http://api/v1/product-listing-page-deal/national-deal/special/new-products?page=1&pageSize=9',
    );
  });
  it('asks for recently viewed deals with repeated ids', async () => {
    const { calls, fetchImpl } = recording({ data: { deals: [deal] } });
    const result = await new HttpDealCatalog(client(fetchImpl)).byIds('livingsocialie', [7, 3])();
    expect(result).toEqual(E.right([deal]));
    expect(calls[0]?.url).toBe('http://api/v1/recently-viewed-deals?id=7&id=3');
    const failing = recording({ error: { code: 'LISTING.IDS_INVALID', message: 'too many' } }, 400);
    expect(await new HttpDealCatalog(client(failing.fetchImpl)).byIds('livingsocialie', [1])()).toEqual(
      E.left({ code: 'CATALOG.UNAVAILABLE', detail: 'too many' }),
    );
  });
  it('maps an API error to CATALOG.UNAVAILABLE with its message, and a 404 to its not-found code', async () => {
    const bad = recording({ error: { code: 'LISTING.PAGE_INVALID', message: 'bad page' } }, 400);
    expect(await new HttpDealCatalog(client(bad.fetchImpl)).page(criteria())()).toEqual(
      E.left({ code: 'CATALOG.UNAVAILABLE', detail: 'bad page' }),
    );
    const missing = recording({ error: { code: 'LISTING.CATEGORY_NOT_FOUND', message: 'no such category' } }, 404);
    expect(await new HttpDealCatalog(client(missing.fetchImpl)).page(criteria())()).toEqual(
      E.left({ code: 'LISTING.CATEGORY_NOT_FOUND', detail: 'no such category' }),
    );
  });
  it('rejects an answer that does not match the contract', async () => {
    const { fetchImpl } = recording({ data: { ...listing, deals: [{}] } });
    const result = await new HttpDealCatalog(client(fetchImpl)).page(criteria())();
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
