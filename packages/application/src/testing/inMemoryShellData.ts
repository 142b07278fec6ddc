/** In-memory fakes of the shell's ports (menus, locations, content, sitemap) for use-case tests. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { GuideSummary, GuideWithDeals, StaticPage } from '@kerching/domain/content';
import type { Location, LocationKind } from '@kerching/domain/location';
import type { CategoryNode } from '@kerching/domain/navigation';
import type { SitemapEntry } from '@kerching/domain/seo';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, ContentPages, LocationDirectory, NavigationCatalog, SitemapSource } from '@kerching/ports';

const answer =
  <A>(failing: boolean, value: A): TE.TaskEither<CatalogError, A> =>
  async () =>
    failing ? E.left(domainError('CATALOG.UNAVAILABLE', 'down')) : E.right(value);

export class InMemoryShellData implements NavigationCatalog, LocationDirectory, ContentPages, SitemapSource {
  readonly calls: string[] = [];
  failing = false;

  constructor(
    private readonly data: {
      readonly categories?: ReadonlyArray<CategoryNode>;
      readonly locations?: ReadonlyArray<Location>;
      readonly pages?: ReadonlyArray<StaticPage & { readonly site: SiteKey }>;
      readonly guides?: ReadonlyArray<GuideWithDeals & { readonly site: SiteKey }>;
      readonly entries?: ReadonlyArray<SitemapEntry>;
      /** Categories with deals by town; a town not named here has deals in every category. */
      readonly categoriesIn?: Readonly<Record<string, ReadonlyArray<string>>>;
    },
  ) {}

  categories(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<CategoryNode>> {
    this.calls.push(`categories:${site}`);
    return answer(this.failing, this.data.categories ?? []);
  }

  locations(site: SiteKey, kind: LocationKind): TE.TaskEither<CatalogError, ReadonlyArray<Location>> {
    this.calls.push(`locations:${site}:${kind}`);
    return answer(
      this.failing,
      (this.data.locations ?? []).filter((l) => l.brand === site && l.kind === kind),
    );
  }

  staticPage(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<StaticPage>> {
    const page = (this.data.pages ?? []).find((p) => p.site === site && p.slug === slug);
    return answer(
      this.failing,
      O.map(({ site: _site, ...rest }: StaticPage & { readonly site: SiteKey }): StaticPage => rest)(
        O.fromNullable(page),
      ),
    );
  }

  guides(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<GuideSummary>> {
    return answer(
      this.failing,
      (this.data.guides ?? [])
        .filter((g) => g.site === site)
        .map((g) => ({ slug: g.guide.slug, title: g.guide.title, summary: g.guide.summary })),
    );
  }

  guide(site: SiteKey, slug: string): TE.TaskEither<CatalogError, O.Option<GuideWithDeals>> {
    const found = (this.data.guides ?? []).find((g) => g.site === site && g.guide.slug === slug);
    return answer(
      this.failing,
      O.map((g: GuideWithDeals): GuideWithDeals => ({ guide: g.guide, deals: g.deals }))(O.fromNullable(found)),
    );
  }

  entries(site: SiteKey): TE.TaskEither<CatalogError, ReadonlyArray<SitemapEntry>> {
    this.calls.push(`entries:${site}`);
    return answer(this.failing, this.data.entries ?? []);
  }

  categoriesWithDealsIn(site: SiteKey, location: string): TE.TaskEither<CatalogError, ReadonlyArray<string>> {
    this.calls.push(`categoriesWithDealsIn:${site}:${location}`);
    return answer(
      this.failing,
      this.data.categoriesIn?.[location] ?? (this.data.categories ?? []).map((node) => node.shortName),
    );
  }
}

export const aLocation = (id: number, name: string, overrides: Partial<Location> = {}): Location => ({
  id,
  name,
  shortName: name.toLowerCase().replace(/\s+/g, '-'),
  brand: 'kerching',
  countryCode: 'gb',
  latLon: { lat: 51.5, lon: -0.12 },
  kind: 'local',
  parentShortName: null,
  ...overrides,
});
