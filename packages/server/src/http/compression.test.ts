import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, compressText, compressWholeAnswers } from './compression';

describe('acceptsEncoding', () => {
  it('reads names and q-values as RFC 9110 says', () => {
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'gzip')).toBe(true);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip;q=0.5', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0, gzip;q=0.5', 'gzip')).toBe(true);
    expect(acceptsEncoding('BR ; q=1.0', 'br')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('gzipped', 'gzip')).toBe(false);
  });
});

describe('compressText', () => {
  it('prefers Brotli, then gzip, and gives the same text back', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 2000 }), async (text) => {
        const br = await compressText(text, 'gzip, br');
        expect(br?.encoding).toBe('br');
        expect(brotliDecompressSync(br?.body ?? new Uint8Array()).toString('utf8')).toBe(text);
        const gzip = await compressText(text, 'gzip');
        expect(gzip?.encoding).toBe('gzip');
        expect(gunzipSync(gzip?.body ?? new Uint8Array()).toString('utf8')).toBe(text);
        expect(await compressText(text, 'identity')).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});

describe('compressWholeAnswers', () => {
  const app = new Hono();
  app.use('*', compressWholeAnswers);
  app.get('/big', (c) => c.json({ deals: Array.from({ length: 200 }, (_, id) => ({ id, title: `Deal ${id}` })) }));
  app.get('/small', (c) => c.json({ ok: true }));
  app.get('/text', (c) => c.text('x'.repeat(5000)));
  // A rendered page arrives as a stream in small pieces, as React writes it.
  const pagePieces = [
    '<!DOCTYPE html><html><body>',
    ...Array.from({ length: 300 }, (_, n) => `<p>Deal ${n}</p>`),
    '</body></html>',
  ];
  app.get('/page', () => {
    const bytes = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pagePieces) controller.enqueue(bytes.encode(piece));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
  });

  it('compresses a whole JSON answer with Brotli or gzip, and the client reads the same JSON', async () => {
    const plain = (await (await app.request('/big')).json()) as unknown;
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', brotliDecompressSync],
      ['gzip', 'gzip', gunzipSync],
    ] as const) {
      const answer = await app.request('/big', { headers: { 'accept-encoding': accept } });
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(answer.headers.get('content-length')).toBeNull();
      expect(JSON.parse(decode(Buffer.from(await answer.arrayBuffer())).toString('utf8'))).toEqual(plain);
    }
  });

  it('reads a streamed page whole and compresses it in one piece, the same page for the client', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
    ] as const) {
      const answer = await app.request('/page', { headers: { 'accept-encoding': accept } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-encoding')).toBe(encoding);
      expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(answer.headers.get('vary')).toBe('Accept-Encoding');
      expect(decode(Buffer.from(await answer.arrayBuffer())).toString('utf8')).toBe(pagePieces.join(''));
    }
    const plain = await app.request('/page', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(pagePieces.join(''));
  });

  it('leaves small answers, other types and clients without gzip or Brotli alone', async () => {
    const small = await app.request('/small', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const text = await app.request('/text', { headers: { 'accept-encoding': 'gzip' } });
    expect(text.headers.get('content-encoding')).toBeNull();
    const head = await app.request('/page', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.headers.get('content-encoding')).toBeNull();
    const identity = await app.request('/big', { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
  });

  it('passes an answer without a body as it is, a 304 or 204 included', async () => {
    const bodiless = new Hono();
    bodiless.use('*', compressWholeAnswers);
    bodiless.get('/:status', (c) => {
      const status = Number(c.req.param('status'));
      return new Response(null, { status, headers: { 'content-type': 'text/html; charset=utf-8', etag: '"a"' } });
    });
    for (const status of [204, 304, 302]) {
      const answer = await bodiless.request(`/${status}`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(answer.status).toBe(status);
      expect(answer.body).toBeNull();
      expect(answer.headers.get('content-encoding')).toBeNull();
      expect(answer.headers.get('etag')).toBe('"a"');
    }
  });

  it('sends a small answer whole, with its length, so the streaming compressor in front leaves it too', async () => {
    const withBoth = new Hono();
    withBoth.use('*', compress());
    withBoth.use('*', compressWholeAnswers);
    withBoth.get('/small', (c) => c.json({ ok: true }));
    const small = await withBoth.request('/small', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(small.headers.get('content-length')).toBe(String('{"ok":true}'.length));
    expect(await small.json()).toEqual({ ok: true });
  });
});
