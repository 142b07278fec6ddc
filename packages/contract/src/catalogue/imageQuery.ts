/**
 * GET /images/{imageId}?w&h&q&auto=format: the CDN address of spec 2 §7.1 as built by the domain's
 * `imageUrl`, served by our own server. Width and height are bounded pixels; quality 1 to 100
 * (85 by default, spec 2 §9); `auto=format` picks AVIF or WebP from the Accept header.
 * Other query parameters are ignored (they do not change the image).
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { IMAGE_QUALITY } from '@kerching/domain/catalogue';

export const IMAGES_PATH = '/images';
export const IMAGE_DIMENSION = { min: 16, max: 2000 } as const;
/** The art's own shape, used when a request gives neither width nor height. */
export const DEFAULT_IMAGE_SIZE = { width: 600, height: 400 } as const;

const intText = (min: number, max: number): t.Type<number, string, unknown> => {
  const reason = `a whole number from ${min} to ${max}`;
  return new t.Type<number, string, unknown>(
    reason,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= min && u <= max,
    (u, c) => {
      if (typeof u !== 'string' || !/^\d{1,6}$/.test(u)) return t.failure(u, c, reason);
      const n = Number(u);
      return n >= min && n <= max ? t.success(n) : t.failure(u, c, reason);
    },
    String,
  );
};

const AutoFormat = new t.Type<'format', string, unknown>(
  '"format"',
  (u): u is 'format' => u === 'format',
  (u, c) => (u === 'format' ? t.success('format') : t.failure(u, c, '"format"')),
  (a) => a,
);

export const ImageQueryCodec = t.partial({
  w: intText(IMAGE_DIMENSION.min, IMAGE_DIMENSION.max),
  h: intText(IMAGE_DIMENSION.min, IMAGE_DIMENSION.max),
  q: intText(1, 100),
  auto: AutoFormat,
});
export type ImageQuery = t.TypeOf<typeof ImageQueryCodec>;

export interface ImageRequest {
  readonly width: number;
  readonly height: number;
  readonly quality: number;
  /** Choose the format from the Accept header (AVIF, WebP); JPEG otherwise. */
  readonly autoFormat: boolean;
}

const clampDimension = (n: number): number =>
  Math.min(IMAGE_DIMENSION.max, Math.max(IMAGE_DIMENSION.min, Math.round(n)));

/**
 * The image wanted. A missing side follows the art's 3:2 shape from the other one; with neither,
 * the art's own size.
 */
export const imageRequestOf = (query: ImageQuery): ImageRequest => {
  const ratio = DEFAULT_IMAGE_SIZE.width / DEFAULT_IMAGE_SIZE.height;
  const width = query.w ?? (query.h === undefined ? DEFAULT_IMAGE_SIZE.width : clampDimension(query.h * ratio));
  const height = query.h ?? (query.w === undefined ? DEFAULT_IMAGE_SIZE.height : clampDimension(query.w / ratio));
  return { width, height, quality: query.q ?? IMAGE_QUALITY.default, autoFormat: query.auto === 'format' };
};

/** Decodes raw query values into an image request, or the io-ts errors. */
export const decodeImageQuery = (query: Readonly<Record<string, string>>): E.Either<t.Errors, ImageRequest> =>
  E.map(imageRequestOf)(ImageQueryCodec.decode(query));
