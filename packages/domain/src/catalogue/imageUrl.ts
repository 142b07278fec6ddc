/**
 * Image addresses (spec 2 §7.1): built from a CDN base with height, width, quality and auto format.
 * Our CDN is the server's own image endpoint: `{base}/images/{imageId}?w=&h=&q=&auto=format`.
 * Quality is 85 by default, 60 or 35 when degraded (spec 2 §9).
 */
export const IMAGE_QUALITY = { default: 85, degraded: 60, low: 35 } as const;
export const IMAGE_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An image's path on the image endpoint: `/images/{imageId}`. */
export const imagePath = (imageId: string): string => `/images/${encodeURIComponent(imageId)}`;

/** The picture a page shows instead of one that fails to load (spec 2 §6 "Broken image: fallback image"). */
export const FALLBACK_IMAGE_ID = 'fallback-1';

export interface ImageSize {
  readonly width: number;
  readonly height: number;
  readonly quality?: number;
}

export const imageUrl = (cdnBase: string, imageId: string, size: ImageSize): string => {
  const quality = size.quality ?? IMAGE_QUALITY.default;
  const base = cdnBase.endsWith('/') ? cdnBase.slice(0, -1) : cdnBase;
  return `${base}${imagePath(imageId)}?w=${Math.round(size.width)}&h=${Math.round(size.height)}&q=${quality}&auto=format`;
};
