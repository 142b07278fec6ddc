/**
 * POST /location: choosing a location without JavaScript (the location item's form). The town must
 * be one of the site's; the cookie (lat, lon, name, shortName; 1 year) is set through the header
 * cookie jar and the shopper goes back to the page they were on.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { redirect, type ActionFunctionArgs } from 'react-router';
import { HeaderCookieJar } from '@kerching/adapters-storage';
import { storedLocationOf } from '@kerching/domain/location';
import { DEFAULT_POST_LOGIN_PATH, safeReturnPath } from '@kerching/domain/routing';
import type { KerchingLoadContext } from '../load-context';
import { pathAfterChoosing, storeLocation } from '../shell/locationCookie';
import { locationFromCookies } from '../shell/shellData.server';

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  // Only a path on this site: never another origin.
  const returnTo = safeReturnPath(form.get('returnTo'), DEFAULT_POST_LOGIN_PATH);
  const shortName = form.get('shortName');
  const towns = await context.services.findLocations.execute({
    site: context.site.key,
    kind: 'local',
    near: O.none,
    limit: 500,
  })();
  const known = E.isRight(towns) ? towns.right.locations.map(storedLocationOf) : [];
  const chosen = known.find((town) => town.shortName === shortName);
  if (chosen === undefined) return redirect(returnTo, 303);
  const previous = locationFromCookies(request.headers.get('cookie'), context.site, known);
  const jar = new HeaderCookieJar(request.headers.get('cookie'));
  storeLocation(jar, chosen, Date.now());
  const url = new URL(returnTo, 'http://site.invalid');
  const next = `${pathAfterChoosing(url.pathname, previous.shortName, chosen.shortName)}${url.search}`;
  const headers = new Headers();
  for (const cookie of jar.setCookieHeaders()) headers.append('set-cookie', cookie);
  return redirect(next, { status: 303, headers });
}

export function loader() {
  return redirect('/', 303);
}
