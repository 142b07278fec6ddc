import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  SITES,
  SITE_KEYS,
  countryMatchesSite,
  editionRequestValues,
  hostName,
  isIrishSite,
  siteByKey,
  siteForHost,
} from './index';

const resolution = {
  pinned: O.none,
  hostMap: { 'www.kerching.ie': 'kerchingie' as const },
  fallback: 'kerching' as const,
};

describe('sites (spec 1 §1, §3 Location)', () => {
  it('has the four sites with brand slug, country, currency and default location', () => {
    expect(SITES.kerching).toMatchObject({ brandSlug: 'kerching', countryCode: 'gb', currency: 'GBP' });
    expect(SITES.kerchingie).toMatchObject({ brandSlug: 'kerching', countryCode: 'ie', currency: 'EUR' });
    expect(SITES.livingsocial).toMatchObject({ brandSlug: 'living-social', countryCode: 'gb', currency: 'GBP' });
    expect(SITES.livingsocialie).toMatchObject({ brandSlug: 'living-social', countryCode: 'ie', currency: 'EUR' });
    expect(SITES.kerching.defaultLocation.name).toBe('London');
    expect(SITES.livingsocial.defaultLocation.name).toBe('London');
    expect(SITES.livingsocialie.defaultLocation.name).toBe('Dublin South');
    expect(SITES.kerchingie.defaultLocation.name).toBe('Dublin');
  });
  it('only ie matches on an Irish site', () => {
    expect(countryMatchesSite('ie', SITES.kerchingie)).toBe(true);
    expect(countryMatchesSite('gb', SITES.kerchingie)).toBe(false);
    expect(countryMatchesSite('IE', SITES.kerchingie)).toBe(false);
    expect(countryMatchesSite('gb', SITES.kerching)).toBe(true);
    expect(countryMatchesSite('ie', SITES.kerching)).toBe(false);
  });
  it('fixes brand and country in Irish requests', () => {
    expect(editionRequestValues(SITES.livingsocialie)).toEqual({
      countryCode: 'ie',
      brand: 'kerching',
      vipVersion: 'v1.1',
    });
    expect(editionRequestValues(SITES.livingsocial)).toEqual({
      countryCode: 'gb',
      brand: 'livingsocial',
      vipVersion: 'v1.1',
    });
  });
  it('looks sites up by key', () => {
    expect(siteByKey('kerchingie')).toEqual(O.some(SITES.kerchingie));
    expect(siteByKey('nope')).toEqual(O.none);
    expect(isIrishSite(SITES.kerchingie)).toBe(true);
  });
});

describe('siteForHost', () => {
  it('uses {site}.localhost names out of the box', () => {
    expect(siteForHost('kerchingie.localhost:3000', resolution).key).toBe('kerchingie');
    expect(siteForHost('LivingSocialIE.localhost', resolution).key).toBe('livingsocialie');
  });
  it('uses the configured map, then the fallback', () => {
    expect(siteForHost('www.kerching.ie', resolution).key).toBe('kerchingie');
    expect(siteForHost('localhost:3000', resolution).key).toBe('kerching');
    expect(siteForHost('unknown.localhost', resolution).key).toBe('kerching');
  });
  it('a pinned site wins', () => {
    expect(siteForHost('kerchingie.localhost', { ...resolution, pinned: O.some('livingsocial') }).key).toBe(
      'livingsocial',
    );
  });
  it('strips ports, including from IPv6 hosts', () => {
    expect(hostName('[::1]:3000')).toBe('[::1]');
    expect(hostName('[::1')).toBe('[::1');
    expect(hostName('Example.COM:80')).toBe('example.com');
  });
  it('property: every {key}.localhost host with any port picks that site', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITE_KEYS), fc.option(fc.integer({ min: 1, max: 65535 })), (key, port) => {
        const host = port === null ? `${key}.localhost` : `${key}.localhost:${port}`;
        expect(siteForHost(host, resolution).key).toBe(key);
      }),
    );
  });
});
