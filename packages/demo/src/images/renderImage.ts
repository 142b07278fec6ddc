/**
 * Renders deal images: the art of an image id as SVG, rasterised by sharp at the requested size
 * into AVIF, WebP or JPEG at the requested quality. Renders are cached (LRU) and concurrent
 * requests for the same image share one render.
 */
import { createHash } from 'node:crypto';
import * as O from 'fp-ts/Option';
import sharp from 'sharp';
import type { ImageRequest } from '@kerching/contract';
import { ART_VERSION, artSvg } from './artSvg';
import { parseArtId } from './artThemes';
import { type CachedImage, ImageCache } from './imageCache';

export type ImageFormat = 'avif' | 'webp' | 'jpeg';

export const CONTENT_TYPES: Readonly<Record<ImageFormat, string>> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** AVIF, then WebP, when the Accept header names them (and the request asked for auto format). */
export const formatFor = (accept: string | undefined, autoFormat: boolean): ImageFormat => {
  if (!autoFormat || accept === undefined) return 'jpeg';
  const types = accept
    .toLowerCase()
    .split(',')
    .map((part) => part.split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p)))
    .map(([type]) => (type ?? '').trim());
  if (types.includes('image/avif')) return 'avif';
  if (types.includes('image/webp')) return 'webp';
  return 'jpeg';
};

const encode = (svg: string, format: ImageFormat, quality: number): Promise<Buffer> => {
  const image = sharp(Buffer.from(svg));
  switch (format) {
    case 'avif':
      // effort 2 keeps a cold render of a card-sized image around 30 ms.
      return image.avif({ quality, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality, effort: 2 }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
};

export interface ImageRenderer {
  /** The image, or none when the id names no art we can draw. */
  render(imageId: string, request: ImageRequest, format: ImageFormat): Promise<O.Option<CachedImage>>;
  readonly cache: ImageCache;
}

export const createImageRenderer = (cache: ImageCache = new ImageCache()): ImageRenderer => {
  const inFlight = new Map<string, Promise<CachedImage>>();
  return {
    cache,
    async render(imageId, request, format) {
      const art = parseArtId(imageId);
      if (O.isNone(art)) return O.none;
      const key = `${ART_VERSION}/${imageId}/${request.width}x${request.height}/q${request.quality}.${format}`;
      const cached = cache.get(key);
      if (O.isSome(cached)) return cached;
      const pending = inFlight.get(key);
      if (pending !== undefined) return O.some(await pending);
      const work = encode(artSvg(art.value, request.width, request.height), format, request.quality).then(
        (body): CachedImage => {
          const image = {
            body: new Uint8Array(body),
            contentType: CONTENT_TYPES[format],
            etag: `"${createHash('sha1').update(key).digest('base64url').slice(0, 20)}"`,
          };
          cache.set(key, image);
          return image;
        },
      );
      inFlight.set(key, work);
      try {
        return O.some(await work);
      } finally {
        inFlight.delete(key);
      }
    },
  };
};
