/**
 * The category tree and the location lists change rarely and are read on every page (the shell's
 * menus and location item): cached for 10 minutes, like deal data (spec 2 §9 "Caches: deal data
 * 10 min"), under the site's deal tag (`deals:{site}`) so a catalogue change drops them too.
 * Failures are not cached.
 */
import type * as TE from 'fp-ts/TaskEither';
import type { Location, LocationKind } from '@kerching/domain/location';
import type { CategoryNode } from '@kerching/domain/navigation';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, CatalogError, LocationDirectory, NavigationCatalog } from '@kerching/ports';
import { readThroughPlain } from '../cache/readThrough';

export const SHELL_DATA_CACHE_TTL_MS = 10 * 60_000;

export const shellDataCacheTags = (site: SiteKey): readonly string[] => [`deals:${site}`, `shell:${site}`];

const cached = <A>(
  cache: Cache<A>,
  key: string,
  site: SiteKey,
  load: () => TE.TaskEither<CatalogError, A>,
): TE.TaskEither<CatalogError, A> =>
  readThroughPlain(cache, key, { ttlMs: SHELL_DATA_CACHE_TTL_MS, tags: shellDataCacheTags(site) }, load);

export class CachedNavigationCatalog implements NavigationCatalog {
  constructor(
    private readonly inner: NavigationCatalog,
    private readonly cache: Cache<ReadonlyArray<CategoryNode>>,
  ) {}

  categories(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<CategoryNode>> {
    return cached(this.cache, `categories:${site}`, site, () => this.inner.categories(site));
  }
}

export class CachedLocationDirectory implements LocationDirectory {
  constructor(
    private readonly inner: LocationDirectory,
    private readonly cache: Cache<ReadonlyArray<Location>>,
  ) {}

  locations(site: SiteKey, kind: LocationKind): TE.TaskEither<CatalogError, ReadonlyArray<Location>> {
    return cached(this.cache, `locations:${site}:${kind}`, site, () => this.inner.locations(site, kind));
  }
}
