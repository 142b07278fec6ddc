/**
 * GET /images/{imageId}?w&h&q&auto=format: the image CDN of spec 2 §7.1, served by the server.
 * The art of the id is rendered at w x h (16 to 2000 pixels) and quality q (85 by default; less
 * with Save-Data or on a slow connection, the domain's `deliveredImageQuality`), as AVIF or WebP
 * when the Accept header allows and auto=format is set, JPEG otherwise. Answers are immutable for a
 * year (the address names the exact image), vary by Accept, Save-Data and ECT, and carry an ETag.
 * Bad sizes or quality: 400 JSON; an id that names no art: 404 JSON.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Hono } from 'hono';
import { IMAGES_PATH, decodeImageQuery, describeErrors } from '@kerching/contract';
import { connectionHints, deliveredImageQuality } from '@kerching/domain/catalogue';
import { type ImageRenderer, createImageRenderer, formatFor } from '@kerching/demo/images';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const matches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });

export const imageRoutes = (app: Hono<AppEnv>, renderer: ImageRenderer = createImageRenderer()): void => {
  app.get(`${IMAGES_PATH}/:imageId`, async (c) => {
    const request = decodeImageQuery(c.req.query());
    if (E.isLeft(request))
      return errorResponse(
        c,
        'IMAGE.QUERY_INVALID',
        `The image address is not valid: ${describeErrors(request.left)}.`,
      );
    const format = formatFor(c.req.header('accept'), request.right.autoFormat);
    const hints = connectionHints(c.req.header('save-data'), c.req.header('ect'));
    const quality = deliveredImageQuality(request.right.quality, hints);
    const image = await renderer.render(c.req.param('imageId'), { ...request.right, quality }, format);
    if (O.isNone(image)) return errorResponse(c, 'IMAGE.NOT_FOUND');
    const { body, contentType, etag } = image.value;
    c.header('cache-control', IMMUTABLE);
    // Deal pictures are shown by other sites too (deal feeds, mail): the security headers' default is same-origin.
    c.header('cross-origin-resource-policy', 'cross-origin');
    c.header('vary', 'accept, save-data, ect');
    c.header('etag', etag);
    if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304);
    c.header('content-type', contentType);
    c.header('content-length', String(body.byteLength));
    return c.body(body, 200);
  });
};
