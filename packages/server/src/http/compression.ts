/**
 * Compression of the server's own answers (pages, kept or rendered, and JSON): Brotli when the
 * client takes it (about 15% smaller than gzip on our pages, which keeps a page's HTML within the
 * first round trip of a new connection), else gzip, each whole in one call to zlib's thread pool
 * (ADR 42). A rendered page is read whole first (ADR 44): React writes it in one go, and
 * compressing its stream chunk by chunk through web streams cost more than the rendering gained by
 * streaming. Hono's compress middleware keeps the rest (files, plain text).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type ContentEncoding = 'br' | 'gzip';

/** Does an Accept-Encoding header take `encoding` (named, not refused with q=0)? */
export const acceptsEncoding = (header: string | undefined, encoding: ContentEncoding): boolean =>
  header !== undefined &&
  header.split(',').some((part) => {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (name.toLowerCase() !== encoding) return false;
    const q = params.find((param) => /^q=/i.test(param));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/** Brotli quality for answers compressed per request: fast (about 1.5 ms for a 80 KB page). */
const BROTLI_QUALITY = 5;

const brotli = promisify(brotliCompress);
const gzipInPool = promisify(gzip);

/**
 * `text` compressed for a client sending `acceptEncoding`; none when it takes neither. In zlib's
 * thread pool, so the JavaScript thread serves other requests meanwhile (ADR 42).
 */
export const compressText = async (
  text: string,
  acceptEncoding: string | undefined,
): Promise<{ readonly body: Uint8Array<ArrayBuffer>; readonly encoding: ContentEncoding } | undefined> => {
  const bytes = Buffer.from(text);
  if (acceptsEncoding(acceptEncoding, 'br')) {
    const body = await brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    });
    return { body: new Uint8Array(body), encoding: 'br' };
  }
  if (acceptsEncoding(acceptEncoding, 'gzip'))
    return { body: new Uint8Array(await gzipInPool(bytes)), encoding: 'gzip' };
  return undefined;
};

/** Below this, compression saves less than it costs (Hono's threshold too). */
const MIN_COMPRESSED_BYTES = 1024;

/** The types of answer the server builds itself, compressed whole. */
const WHOLE_ANSWER_TYPES = ['application/json', 'text/html'];

/** JSON answers and pages compressed whole, in one call, for clients that take Brotli or gzip. */
export const compressWholeAnswers: MiddlewareHandler = async (c, next) => {
  await next();
  const res = c.res;
  // No body (a 204 or 304, a redirect): nothing to compress, and a 204 or 304 must not get one.
  if (c.req.method === 'HEAD' || res.body === null || res.headers.has('content-encoding')) return;
  const type = res.headers.get('content-type') ?? '';
  if (!WHOLE_ANSWER_TYPES.some((whole) => type.startsWith(whole))) return;
  if (/\bno-transform\b/i.test(res.headers.get('cache-control') ?? '')) return;
  const accept = c.req.header('accept-encoding');
  if (!acceptsEncoding(accept, 'br') && !acceptsEncoding(accept, 'gzip')) return;
  const text = await res.text();
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  const length = Buffer.byteLength(text);
  const compressed = length < MIN_COMPRESSED_BYTES ? undefined : await compressText(text, accept);
  if (compressed !== undefined) {
    headers.set('content-encoding', compressed.encoding);
    headers.append('vary', 'Accept-Encoding');
  } else {
    // With its length, a small answer is below the streaming compressor's threshold too.
    headers.set('content-length', String(length));
  }
  // Cleared first: assigning over a finished answer would copy its headers (and length) back.
  c.res = undefined;
  c.res = new Response(compressed?.body ?? text, { status: res.status, headers });
};
