/**
 * Choosing a location in the browser (spec 1 §3 "The stored location cookie holds lat, lon, name,
 * shortName"; spec 2 §9 "location cookie 1 year"): written through the document cookie jar, with
 * the name and lifetime from the marketing family's cookie table.
 */
import { DocumentCookieJar } from '@kerching/adapters-storage';
import { type StoredLocation, encodeStoredLocation } from '@kerching/domain/location';
import { cookieWrite } from '@kerching/domain/marketing';
import type { CookieJar } from '@kerching/ports';

export const storeLocation = (jar: CookieJar, location: StoredLocation, now: number): void => {
  const write = cookieWrite('location', encodeStoredLocation(location), now);
  jar.set(write.name, write.value, {
    maxAgeSeconds: write.maxAgeSeconds,
    secure: write.secure,
    sameSite: 'Lax',
    path: '/',
  });
};

export const storeLocationInBrowser = (location: StoredLocation): void =>
  storeLocation(new DocumentCookieJar(document), location, Date.now());

/**
 * Where to go after choosing: a location homepage (or a local listing) of the old town moves to
 * the new town's; any other page stays where it is.
 */
export const pathAfterChoosing = (pathname: string, from: string, to: string): string => {
  const prefix = `/deals/${from}`;
  return pathname === prefix || pathname.startsWith(`${prefix}/`)
    ? `/deals/${to}${pathname.slice(prefix.length)}`
    : pathname;
};
