import { describe, expect, it } from 'vitest';
import { mapViewPagePath } from './listingPath';

describe('the map view path', () => {
  it('names the town in the query, encoded', () => {
    expect(mapViewPagePath('london')).toBe('/map-view?location=london');
    expect(mapViewPagePath('st albans')).toBe('/map-view?location=st%20albans');
  });
});
