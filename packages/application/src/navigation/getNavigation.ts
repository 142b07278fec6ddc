import * as TE from 'fp-ts/TaskEither';
import type * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type NavigationItem, buildMainMenu, buildTravelMenu } from '@kerching/domain/navigation';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, NavigationCatalog } from '@kerching/ports';

export interface NavigationRequest {
  readonly site: SiteKey;
  /** The shopper's location short name, for local category addresses. */
  readonly location: string;
  /** The page shown, to mark the active items. */
  readonly pathname: O.Option<string>;
}

export interface Menus {
  readonly main: ReadonlyArray<NavigationItem>;
  readonly travel: ReadonlyArray<NavigationItem>;
}

/** The site's menus (spec 2 §7.4 "GET menu"): the main menu and the travel menu. */
export class GetNavigation {
  constructor(private readonly catalog: NavigationCatalog) {}

  execute(request: NavigationRequest): TE.TaskEither<CatalogError, Menus> {
    const context = { location: request.location, pathname: request.pathname };
    return pipe(
      this.catalog.categories(request.site),
      TE.map((nodes) => ({ main: buildMainMenu(nodes, context), travel: buildTravelMenu(nodes, context) })),
    );
  }
}
