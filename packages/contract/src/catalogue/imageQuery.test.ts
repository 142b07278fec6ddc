import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { imageUrl } from '@kerching/domain/catalogue';
import { describeErrors } from '../errors';
import { IMAGE_DIMENSION, decodeImageQuery } from './imageQuery';

const queryOf = (url: string): Record<string, string> =>
  Object.fromEntries(
    (url.split('?')[1] ?? '').split('&').map((pair) => {
      const [key = '', value = ''] = pair.split('=');
      return [key, value];
    }),
  );

describe('image query', () => {
  it('reads the address built by the domain imageUrl', () => {
    const url = imageUrl('', 'spa-3', { width: 320, height: 213 });
    expect(decodeImageQuery(queryOf(url))).toEqual(E.right({ width: 320, height: 213, quality: 85, autoFormat: true }));
  });
  it('follows the 3:2 art shape when a side is missing, and the art size when both are', () => {
    expect(decodeImageQuery({ w: '300' })).toEqual(
      E.right({ width: 300, height: 200, quality: 85, autoFormat: false }),
    );
    expect(decodeImageQuery({ h: '100' })).toEqual(
      E.right({ width: 150, height: 100, quality: 85, autoFormat: false }),
    );
    expect(decodeImageQuery({ h: '2000' })).toEqual(
      E.right({ width: 2000, height: 2000, quality: 85, autoFormat: false }),
    );
    expect(decodeImageQuery({})).toEqual(E.right({ width: 600, height: 400, quality: 85, autoFormat: false }));
  });
  it('explains bad values', () => {
    const bad = decodeImageQuery({ w: '15', h: 'x', q: '101', auto: 'webp' });
    expect(E.isLeft(bad) && describeErrors(bad.left)).toBe(
      'w: expected a whole number from 16 to 2000; h: expected a whole number from 16 to 2000; q: expected a whole number from 1 to 100; auto: expected "format"',
    );
  });
  it('property: every size within bounds is accepted as is', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: IMAGE_DIMENSION.min, max: IMAGE_DIMENSION.max }),
        fc.integer({ min: IMAGE_DIMENSION.min, max: IMAGE_DIMENSION.max }),
        fc.integer({ min: 1, max: 100 }),
        (w, h, q) => {
          expect(decodeImageQuery({ w: String(w), h: String(h), q: String(q), auto: 'format' })).toEqual(
            E.right({ width: w, height: h, quality: q, autoFormat: true }),
          );
        },
      ),
    );
  });
});
