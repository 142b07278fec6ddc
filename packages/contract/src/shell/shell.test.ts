import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  FacetedNavigationParamsCodec,
  LocationsQueryCodec,
  LocationsResponseCodec,
  NavigationsQueryCodec,
  NavigationsResponseCodec,
  NearMeAreaParamsCodec,
} from './index';
import { MenuRangeFromString } from './navigations';

describe('the shell codecs', () => {
  it('decode menu queries: range, location short name, path', () => {
    expect(NavigationsQueryCodec.decode({ range: '1-30', location: 'london', path: '/deals/london' })).toEqual(
      E.right({ range: { from: 1, to: 30 }, location: 'london', path: '/deals/london' }),
    );
    for (const bad of [{ range: '0-3' }, { range: 5 }, { location: 'London' }, { path: '//evil' }, { path: 3 }]) {
      expect(E.isLeft(NavigationsQueryCodec.decode(bad))).toBe(true);
    }
    expect(MenuRangeFromString.encode({ from: 2, to: 9 })).toBe('2-9');
    expect(MenuRangeFromString.is({ from: 1, to: 2 })).toBe(true);
  });
  it('decode location queries and near-me points', () => {
    expect(LocationsQueryCodec.decode({ lat: '51.5', lon: '-0.1278', kind: 'near-me', limit: '5' })).toEqual(
      E.right({ lat: 51.5, lon: -0.1278, kind: 'near-me', limit: 5 }),
    );
    for (const bad of [{ lat: '1e5' }, { lon: 'west' }, { kind: 'moon' }, { lat: '1234' }]) {
      expect(E.isLeft(LocationsQueryCodec.decode(bad))).toBe(true);
    }
    expect(NearMeAreaParamsCodec.decode({ a: '51.46', b: '-0.14' })).toEqual(E.right({ a: 51.46, b: -0.14 }));
    expect(FacetedNavigationParamsCodec.decode({ brand: 'living-social', kind: 'escapes', country: 'ie' })._tag).toBe(
      'Right',
    );
    expect(E.isLeft(FacetedNavigationParamsCodec.decode({ brand: 'other', kind: 'escapes', country: 'ie' }))).toBe(
      true,
    );
  });
  it('check answers at the client', () => {
    expect(
      E.isRight(
        NavigationsResponseCodec.decode({
          data: {
            navigations: [
              {
                id: 1,
                shortName: 'beauty',
                linkText: 'Beauty',
                url: '/deals/london/beauty',
                imageUrl: null,
                isLocal: false,
                isLocalLink: true,
                navigationType: null,
                subNavigations: [{ id: 2, url: '/x', linkText: 'X', shortName: 'x', count: 1 }],
                isActive: false,
                count: 3,
              },
            ],
          },
        }),
      ),
    ).toBe(true);
    expect(E.isLeft(LocationsResponseCodec.decode({ data: { locations: [{ id: 1 }], nearest: null } }))).toBe(true);
  });
});
