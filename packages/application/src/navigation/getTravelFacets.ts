/**
 * The travel homepage's facets (spec 2 §7.4 "GET travel homepage facets", §7.2
 * /v1/facetednavigation/{brand}/{escapes or travel}/{gb or ie}; spec 1 §3 Deals response
 * "facetedNavigation (filters, navigations with linkText, count, shortName; stats)").
 * Navigations are the travel sub-categories; the one filter is the navigation type, labelled for
 * the edition ('UK Travel' or 'Ireland Travel', 'International Travel'); stats count the open
 * travel deals.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type NavigationType, buildTravelMenu, canonicalPathType, travelGroups } from '@kerching/domain/navigation';
import type { Site } from '@kerching/domain/site';
import type { CatalogError, NavigationCatalog } from '@kerching/ports';

export interface FacetNavigation {
  readonly linkText: string;
  readonly count: number;
  readonly shortName: string;
  readonly url: string;
  readonly navigationType: NavigationType | null;
}

export interface FacetFilterValue {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface TravelFacets {
  readonly filters: ReadonlyArray<{ readonly name: string; readonly values: ReadonlyArray<FacetFilterValue> }>;
  readonly navigations: ReadonlyArray<FacetNavigation>;
  readonly stats: { readonly count: number };
}

export class GetTravelFacets {
  constructor(private readonly catalog: NavigationCatalog) {}

  execute(site: Site): TE.TaskEither<CatalogError, TravelFacets> {
    return pipe(
      this.catalog.categories(site.key),
      TE.map((nodes) => {
        const items = buildTravelMenu(nodes, { location: site.defaultLocation.shortName, pathname: O.none });
        const count = nodes
          .filter((n) => n.parentId === null && canonicalPathType(n.canonicalPathType) === 'travel')
          .reduce((sum, n) => sum + n.count, 0);
        return {
          filters: [
            {
              name: 'navigationType',
              values: travelGroups(items, site).map((group) => ({
                value: group.navigationType,
                label: group.label,
                count: group.items.reduce((sum, i) => sum + i.count, 0),
              })),
            },
          ],
          navigations: items.map((i) => ({
            linkText: i.linkText,
            count: i.count,
            shortName: i.shortName,
            url: i.url,
            navigationType: i.navigationType,
          })),
          stats: { count },
        };
      }),
    );
  }
}
