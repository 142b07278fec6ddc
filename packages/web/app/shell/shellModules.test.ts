import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { HeaderCookieJar } from '@kerching/adapters-storage';
import { SITES } from '@kerching/domain/site';
import { encodeStoredLocation } from '@kerching/domain/location';
import { pathAfterChoosing, storeLocation } from './locationCookie';
import { NOT_FOUND_TITLE, defaultPageMeta, failedPageMeta, pageMeta } from './pageHead';
import { locationFromCookies } from './shellData.server';

const leeds = { name: 'Leeds', shortName: 'leeds', lat: 53.8, lon: -1.55 };

describe('the location cookie', () => {
  it('is written with the table’s name and a one-year lifetime', () => {
    const jar = new HeaderCookieJar(null);
    storeLocation(jar, leeds, 0);
    expect(jar.setCookieHeaders()[0]).toBe(
      `kc_location=${encodeURIComponent(encodeStoredLocation(leeds))}; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(O.isSome(jar.get('kc_location'))).toBe(true);
  });
  it('is read during SSR when it names one of the site’s towns', () => {
    const header = `kc_location=${encodeURIComponent(encodeStoredLocation(leeds))}`;
    expect(locationFromCookies(header, SITES.kerching, [leeds])).toEqual(leeds);
    expect(locationFromCookies(header, SITES.kerching, [])).toMatchObject({ name: 'London' });
    expect(locationFromCookies(null, SITES.livingsocialie, [])).toMatchObject({ name: 'Dublin South' });
  });
  it('moves a location page to the new town and leaves other pages alone', () => {
    expect(pathAfterChoosing('/deals/london', 'london', 'leeds')).toBe('/deals/leeds');
    expect(pathAfterChoosing('/deals/london/beauty-and-spa', 'london', 'leeds')).toBe('/deals/leeds/beauty-and-spa');
    expect(pathAfterChoosing('/deals/londonderry', 'london', 'leeds')).toBe('/deals/londonderry');
    expect(pathAfterChoosing('/page/aboutus', 'london', 'leeds')).toBe('/page/aboutus');
  });
});

describe('page head helpers', () => {
  it('give title with brand, description, robots and sharing tags', () => {
    const tags = pageMeta({
      siteKey: 'kerchingie',
      title: 'About us',
      description: 'Who we are.',
      robots: 'noindex, follow',
    });
    expect(tags).toContainEqual({ title: 'About us | Kerching' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
    expect(tags).toContainEqual({ property: 'og:locale', content: 'en_IE' });
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(defaultPageMeta(undefined)).toContainEqual({ name: 'robots', content: 'index, follow' });
  });
  it('keep a page that failed to load out of search engines, under its own title', () => {
    const tags = failedPageMeta('livingsocial', NOT_FOUND_TITLE);
    expect(tags).toContainEqual({ title: 'Page not found | LivingSocial' });
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, follow' });
  });
});
