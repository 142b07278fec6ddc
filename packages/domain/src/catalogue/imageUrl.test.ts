import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { IMAGE_ID, IMAGE_QUALITY, imageUrl } from './imageUrl';

describe('imageUrl (spec 2 §7.1)', () => {
  it('builds the address with width, height, quality 85 by default and auto format', () => {
    expect(imageUrl('', 'spa-2', { width: 400, height: 225 })).toBe('/images/spa-2?w=400&h=225&q=85&auto=format');
    expect(imageUrl('https://cdn.example/', 'spa-2', { width: 400.4, height: 225, quality: IMAGE_QUALITY.low })).toBe(
      'https://cdn.example/images/spa-2?w=400&h=225&q=35&auto=format',
    );
  });
  it('property: the image id survives into the path', () => {
    fc.assert(
      fc.property(fc.stringMatching(IMAGE_ID), fc.integer({ min: 1, max: 4000 }), (id, w) => {
        const [path, query] = imageUrl('http://x', id, { width: w, height: w }).split('?');
        expect(decodeURIComponent(path ?? '')).toBe(`http://x/images/${id}`);
        expect(query).toBe(`w=${w}&h=${w}&q=85&auto=format`);
      }),
    );
  });
});
