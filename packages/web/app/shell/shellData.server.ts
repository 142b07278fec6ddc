/**
 * The root loader's work: menus at the shopper's location, the site's towns, the current location
 * (read from the location cookie during SSR) and today's date for the seasonal theme. Menus and
 * towns come from the cached catalogues, so a page render costs no query most of the time.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { HeaderCookieJar } from '@kerching/adapters-storage';
import { COOKIES, SEASONAL_WINDOWS, calendarDayAt, dayTheme } from '@kerching/domain/marketing';
import { footerSections } from '@kerching/domain/navigation';
import { type StoredLocation, currentLocation, storedLocationOf } from '@kerching/domain/location';
import { type Site, siteUtcOffsetMinutes } from '@kerching/domain/site';
import type { Toast } from '@kerching/domain/wallet';
import type { Authenticated } from '@kerching/application';
import { basketItemCount } from '@kerching/domain/basket';
import { basketTokenOf } from '../purchase/basketCookie.server';
import { themeColoursFor } from '../theme/colours';
import type { KerchingLoadContext } from '../load-context';
import { type ShellData, shellMenuItem } from './shellModel';

/** The location cookie's choice when it names one of `towns`, else the site's default. */
export const locationFromCookies = (
  cookieHeader: string | null,
  site: Site,
  towns: ReadonlyArray<StoredLocation>,
): StoredLocation =>
  currentLocation(
    new HeaderCookieJar(cookieHeader).get(COOKIES.location.name),
    site,
    new Set(towns.map((t) => t.shortName)),
  );

/**
 * The shopper's current location for any loader: the cookie's choice among the site's towns, or
 * the site's default (spec 1 §3 Location defaults).
 */
export const currentLocationOf = async (request: Request, context: KerchingLoadContext): Promise<StoredLocation> => {
  const towns = await context.services.findLocations.execute({
    site: context.site.key,
    kind: 'local',
    near: O.none,
    limit: 500,
  })();
  const known = E.isRight(towns) ? towns.right.locations.map(storedLocationOf) : [];
  return locationFromCookies(request.headers.get('cookie'), context.site, known);
};

export const loadShellData = async (request: Request, context: KerchingLoadContext): Promise<ShellData> => {
  const { site, services } = context;
  const url = new URL(request.url);
  const townsResult = await services.findLocations.execute({
    site: site.key,
    kind: 'local',
    near: O.none,
    limit: 500,
  })();
  const towns = E.isRight(townsResult) ? townsResult.right.locations.map(storedLocationOf) : [];
  const location = locationFromCookies(request.headers.get('cookie'), site, towns);
  const menus = await services.getNavigation.execute({
    site: site.key,
    location: location.shortName,
    pathname: O.none,
  })();
  const now = new Date();
  const basketCount = await basketCountOf(request, context);
  return {
    siteKey: site.key,
    origin: url.origin,
    main: E.isRight(menus) ? menus.right.main.map(shellMenuItem) : [],
    travel: E.isRight(menus) ? menus.right.travel.map(shellMenuItem) : [],
    towns,
    location,
    dayTheme: dayTheme(
      O.getOrElse(() => now.toISOString().slice(0, 10))(calendarDayAt(now.getTime(), siteUtcOffsetMinutes(now))),
      SEASONAL_WINDOWS,
    ),
    csrfToken: context.csrfToken,
    viewer: O.match(
      () => null,
      ({ account }: Authenticated) => ({ firstName: account.firstName, email: account.email }),
    )(context.viewer),
    themeColours: themeColoursFor(site.brandSlug),
    footer: footerSections(site),
    notice: O.match(
      () => null,
      ({ kind, message }: Toast) => ({ kind, message }),
    )(context.notice),
    basketCount,
  };
};

/**
 * The items in the shopper's basket, for the header's badge: the basket "Add to basket" adds to
 * (GetBasket.shoppersBasket). Reads of the basket's row and lines only, no catalogue; a store that
 * fails shows no badge. After "Add to basket" React Router reloads this with the page, so the badge
 * changes without a reload.
 */
const basketCountOf = async (request: Request, context: KerchingLoadContext): Promise<number> => {
  const basket = await context.services.purchase.getBasket.shoppersBasket({
    site: context.site.key,
    customerId: O.map((viewer: Authenticated) => viewer.account.id)(context.viewer),
    basketToken: basketTokenOf(request),
  })();
  return E.isRight(basket) && O.isSome(basket.right) ? basketItemCount(basket.right.value.lines) : 0;
};
