/**
 * A site's sitemap.xml: the homepage, every town's location page, the categories of the menus (at
 * the site's default location, those with deals there), the guides hub, the discount codes page, the gift finder of the default location and its
 * page per audience, then what the sitemap source lists (open deals, static pages, guides).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { GUIDES_HUB_PATH } from '@kerching/domain/content';
import { GIFT_FOR_AUDIENCES, giftFinderPath } from '@kerching/domain/listing';
import { buildMainMenu, buildTravelMenu } from '@kerching/domain/navigation';
import { DISCOUNT_CODES_PAGE_PATH } from '@kerching/domain/promo';
import { type SitemapEntry, sitemapXml } from '@kerching/domain/seo';
import { staticPageMovedTo, staticPageOfPath } from '@kerching/domain/routing';
import { type Site, isIrishSite } from '@kerching/domain/site';
import type { CatalogError, LocationDirectory, NavigationCatalog, SitemapSource } from '@kerching/ports';

const entry = (path: string): SitemapEntry => ({ path, lastModified: O.none });

/** A static page the site shows under another slug (a 301 there) is not one of its addresses. */
const movedAway =
  (site: Site) =>
  (listed: SitemapEntry): boolean =>
    O.isSome(O.chain((slug: string) => staticPageMovedTo(slug, isIrishSite(site)))(staticPageOfPath(listed.path)));

export class BuildSitemap {
  constructor(
    private readonly catalog: NavigationCatalog,
    private readonly directory: LocationDirectory,
    private readonly source: SitemapSource,
  ) {}

  execute(site: Site, origin: string): TE.TaskEither<CatalogError, string> {
    const context = { location: site.defaultLocation.shortName, pathname: O.none };
    return pipe(
      TE.Do,
      TE.apS('nodes', this.catalog.categories(site.key)),
      TE.apS('towns', this.directory.locations(site.key, 'local')),
      TE.apS('listed', this.source.entries(site.key)),
      TE.apS('here', this.source.categoriesWithDealsIn(site.key, context.location)),
      TE.map(({ nodes, towns, listed, here }) => {
        // The menus name the site's categories at the default town; one with no deal there would
        // be an empty, noindex page.
        const townPath = `/deals/${encodeURIComponent(context.location)}/`;
        const dealsHere = new Set(here);
        const listsDeals = (item: { readonly url: string; readonly shortName: string }): boolean =>
          !item.url.startsWith(townPath) || dealsHere.has(item.shortName);
        const menus = [...buildMainMenu(nodes, context), ...buildTravelMenu(nodes, context)]
          .filter(listsDeals)
          .map((item) => ({ ...item, subNavigations: item.subNavigations.filter(listsDeals) }));
        return sitemapXml(origin, [
          entry('/'),
          ...towns.map((town) => entry(`/deals/${encodeURIComponent(town.shortName)}`)),
          ...menus.flatMap((item) => [entry(item.url), ...item.subNavigations.map((sub) => entry(sub.url))]),
          entry(GUIDES_HUB_PATH),
          entry(DISCOUNT_CODES_PAGE_PATH),
          entry(giftFinderPath(context.location, O.none)),
          ...GIFT_FOR_AUDIENCES.map((audience) => entry(giftFinderPath(context.location, O.some(audience.value)))),
          ...listed.filter((listedEntry) => !movedAway(site)(listedEntry)),
        ]);
      }),
    );
  }
}
