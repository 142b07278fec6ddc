import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptsEncoding, compressText } from './compression';

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
  it('prefers Brotli, then gzip, and gives the same text back', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 2000 }), (text) => {
        const br = compressText(text, 'gzip, br');
        expect(br?.encoding).toBe('br');
        expect(brotliDecompressSync(br?.body ?? new Uint8Array()).toString('utf8')).toBe(text);
        const gzip = compressText(text, 'gzip');
        expect(gzip?.encoding).toBe('gzip');
        expect(gunzipSync(gzip?.body ?? new Uint8Array()).toString('utf8')).toBe(text);
        expect(compressText(text, 'identity')).toBeUndefined();
      }),
      { numRuns: 50 },
    );
  });
});
