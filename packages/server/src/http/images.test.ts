import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { Hono } from 'hono';
import sharp from 'sharp';
import { FALLBACK_IMAGE_ID, imageUrl } from '@kerching/domain/catalogue';
import { demoCatalogue } from '@kerching/demo';
import { ART_THEMES, ImageCache, MAX_VARIANT, createImageRenderer, formatFor, parseArtId } from '@kerching/demo/images';
import type { AppEnv } from './appEnv';
import { imageRoutes } from './images';

const CHROME_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

const makeApp = () => {
  const renderer = createImageRenderer(new ImageCache(8 * 1024 * 1024, 200));
  const app = new Hono<AppEnv>();
  imageRoutes(app, renderer);
  return { app, renderer };
};
const { app, renderer } = makeApp();
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('GET /images/{imageId}', () => {
  it('serves the address the domain builds, as AVIF for a browser that takes it', async () => {
    const response = await get(imageUrl('', 'spa-3', { width: 320, height: 213 }), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([320, 213]);
  });

  it('chooses WebP or JPEG from the Accept header, and JPEG without auto=format', async () => {
    const path = '/images/dining-4?w=200&h=150&q=80';
    const typeFor = async (query: string, accept?: string) =>
      (await get(`${path}${query}`, accept === undefined ? {} : { accept })).headers.get('content-type');
    expect(await typeFor('&auto=format', 'image/webp,*/*')).toBe('image/webp');
    expect(await typeFor('&auto=format', 'image/avif;q=0,image/webp')).toBe('image/webp');
    expect(await typeFor('&auto=format', 'image/png,*/*')).toBe('image/jpeg');
    expect(await typeFor('&auto=format')).toBe('image/jpeg');
    expect(await typeFor('', CHROME_ACCEPT)).toBe('image/jpeg');
  });

  it('answers with immutable cache headers, Vary on Accept and the connection hints, and an ETag that revalidates', async () => {
    const path = '/images/beach-12?w=120&h=80&auto=format';
    const first = await get(path, { accept: 'image/webp' });
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Other sites may show them (the security headers' default is same-origin).
    expect(first.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(first.headers.get('vary')).toBe('accept, save-data, ect');
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{20}"$/);
    const again = await get(path, { accept: 'image/webp', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    const other = await get(path, { accept: 'image/avif' });
    expect(other.headers.get('etag')).not.toBe(etag);
  });

  it('resizes to any bounded size, filling it, and lowers the bytes with the quality', async () => {
    for (const [w, h] of [
      [16, 16],
      [2000, 100],
      [90, 1200],
    ] as const) {
      const response = await get(`/images/city-7?w=${w}&h=${h}`);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', w, h]);
    }
    const bytes = async (q: number) =>
      (await (await get(`/images/gift-2?w=400&h=300&q=${q}`)).arrayBuffer()).byteLength;
    expect(await bytes(20)).toBeLessThan(await bytes(95));
  });

  it('sends a shopper who saves data, or on a slow connection, the image at a lower quality (spec 2 §9)', async () => {
    const path = '/images/spa-5?w=300&h=200';
    const sent = async (query: string, headers: Record<string, string> = {}) => {
      const response = await get(`${path}${query}`, headers);
      return { etag: response.headers.get('etag'), bytes: (await response.arrayBuffer()).byteLength };
    };
    const good = await sent('', { ect: '4g' });
    const degraded = await sent('&q=60');
    const low = await sent('&q=35');
    expect(await sent('')).toEqual(good);
    expect(await sent('', { 'save-data': 'on' })).toEqual(degraded);
    expect(await sent('', { ect: '3g' })).toEqual(degraded);
    expect(await sent('', { ect: '2g', 'save-data': 'on' })).toEqual(low);
    expect(await sent('', { ect: 'slow-2g' })).toEqual(low);
    expect(low.bytes).toBeLessThan(degraded.bytes);
    expect(degraded.bytes).toBeLessThan(good.bytes);
    // Never more than the address asks; an unknown hint changes nothing.
    expect(await sent('&q=20', { ect: '2g' })).toEqual(await sent('&q=20'));
    expect(await sent('', { ect: 'fast', 'save-data': 'off' })).toEqual(good);
  });

  it('answers bad sizes and qualities with a 400 JSON naming the value', async () => {
    for (const query of ['w=15', 'w=2001', 'h=abc', 'h=-4', 'q=0', 'q=101', 'w=1.5', 'auto=webp']) {
      const response = await get(`/images/spa-1?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('IMAGE.QUERY_INVALID');
      expect(body.error.message).toContain(query.split('=')[0] ?? '');
    }
  });

  it('answers an id that names no image with a 404 JSON', async () => {
    for (const id of ['unknown-1', 'spa-0', 'spa-10000', 'spa', 'SPA-1', 'spa-01', '..%2Fsecret']) {
      const response = await get(`/images/${id}?w=100&h=100`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toMatchObject({ error: { code: 'IMAGE.NOT_FOUND' } });
    }
  });

  it('draws the fallback picture pages show for a broken one, at the size asked', async () => {
    const response = await get(imageUrl('', FALLBACK_IMAGE_ID, { width: 640, height: 360 }), { accept: CHROME_ACCEPT });
    expect(response.status).toBe(200);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([640, 360]);
  });

  it('renders once and then answers from the cache, even when asked twice at once', async () => {
    const before = renderer.cache.size;
    const path = '/images/lotus-unknown-1?w=50&h=50';
    expect((await get(path)).status).toBe(404);
    const [a, b] = await Promise.all([get('/images/wellness-5?w=64&h=64'), get('/images/wellness-5?w=64&h=64')]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(renderer.cache.size).toBe(before + 1);
  });

  it('property: every valid id renders at the size asked', async () => {
    const themes = Object.keys(ART_THEMES);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...themes),
        fc.integer({ min: 1, max: MAX_VARIANT }),
        fc.integer({ min: 16, max: 96 }),
        fc.integer({ min: 16, max: 96 }),
        fc.constantFrom('image/avif', 'image/webp', 'image/jpeg'),
        async (theme, variant, w, h, accept) => {
          const response = await get(`/images/${theme}-${variant}?w=${w}&h=${h}&auto=format`, { accept });
          expect(response.status).toBe(200);
          expect(response.headers.get('content-type')).toBe(accept);
          const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
          expect([meta.width, meta.height]).toEqual([w, h]);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('image art', () => {
  it('draws every image the demo catalogue names', () => {
    const deals = demoCatalogue(new Date('2026-11-22T12:00:00Z')).deals;
    const ids = new Set(deals.flatMap((d) => [d.imageId, ...(d.imageIds ?? [])]));
    expect([...ids].filter((id) => O.isNone(parseArtId(id)))).toEqual([]);
  });

  it('reads the Accept header, skipping types refused with q=0', () => {
    expect(formatFor(CHROME_ACCEPT, true)).toBe('avif');
    expect(formatFor('image/webp;q=0.5, image/avif;q=0', true)).toBe('webp');
    expect(formatFor(undefined, true)).toBe('jpeg');
    expect(formatFor('image/avif', false)).toBe('jpeg');
  });

  it('keeps the cache within its bounds, dropping the least recently used', () => {
    const cache = new ImageCache(100, 3);
    const image = (n: number) => ({ body: new Uint8Array(n), contentType: 'image/jpeg', etag: '"x"' });
    cache.set('a', image(40));
    cache.set('b', image(40));
    cache.get('a');
    cache.set('c', image(40));
    expect([O.isSome(cache.get('a')), O.isSome(cache.get('b')), O.isSome(cache.get('c'))]).toEqual([true, false, true]);
    cache.set('big', image(101));
    expect(cache.size).toBe(2);
    cache.set('d', image(10));
    cache.set('e', image(10));
    expect(cache.size).toBe(3);
    expect(cache.byteSize).toBeLessThanOrEqual(100);
  });
});
