import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealPage,
  type DealSummary,
  type FacetCounts,
  FEATURE_VALUES,
  NO_FACET_COUNTS,
  type ListingCriteria,
  type ListingNavigation,
  type NamedPlace,
  type NavigationLink,
  RATING_VALUES,
  categoryLinkUrl,
  categoryPathWithParents,
  facetFilters,
  listingCanonicalPath,
  scopePageSegment,
  scopePlace,
} from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { GeoPoint } from '@kerching/domain/location';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealCatalog, ListingNotFound } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';
import {
  DEAL_SUMMARY_COLUMNS,
  DEAL_SUMMARY_FROM,
  type DealSummaryRow,
  LISTING_FILTER_FROM,
  toDealSummary,
} from './dealSummaryRow';
import { ListingSql, ORDER_BY, type ResolvedListing, SqlParams, featureSql } from './listingSql';

interface LocationRowOfListing {
  readonly id: number;
  readonly name: string;
  readonly short_name: string;
  readonly kind: string;
  readonly parent_id: number | null;
  readonly lat: number;
  readonly lon: number;
}

interface CategoryRowOfListing {
  readonly id: number;
  readonly parent_id: number | null;
  readonly short_name: string;
  readonly name: string;
}

interface Resolution extends ResolvedListing {
  readonly location: NamedPlace;
  readonly categories: ReadonlyArray<NamedPlace>;
  /**
   * The short names of the categories above the path's first one, top first: none when the path
   * starts at a top category, as links do; `/deals/london/facials` names a subcategory on its own.
   */
  readonly ancestors: ReadonlyArray<string>;
}

type Found<A> = E.Either<ListingNotFound, A>;

const COUNT_COLUMNS = [
  ...FEATURE_VALUES.map((value, i) => ({ alias: `feature_${i}`, facet: 'feature' as const, value })),
  ...RATING_VALUES.map((value, i) => ({ alias: `rating_${i}`, facet: 'rating' as const, value })),
];

const unavailable = (error: unknown): CatalogError =>
  domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'catalogue query failed');

/**
 * DealCatalog over SQL. A listing's path is resolved first (its town or near-me area, its category
 * chain: an unknown one is a not-found), then one query answers a page and a few answer its
 * navigation. Open deals only: opened, and closing after now.
 */
export class SqlDealCatalog implements DealCatalog {
  /**
   * Resolutions being read, by the path they resolve: a listing asks for its page and navigation
   * together, and the second joins the first's reading instead of repeating its queries. An entry
   * lives only while its reading is under way (this is not a cache: a path read later is read again).
   */
  private readonly resolving = new Map<string, Promise<Found<Resolution>>>();

  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  page(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, DealPage> {
    return this.withResolution(criteria, (resolved) =>
      this.pageOf(new ListingSql(criteria, resolved, this.clock.now()), criteria),
    );
  }

  /**
   * One statement answers a page and its main deal, as a deferred join: the listing's filters and
   * sort pick the ids (narrow rows), and only the picked deals are joined for their cards. Sorting
   * every matching deal's whole card cost three times as much (ADR 30). `slot` 0 is the main deal
   * (never repeated on any page), 1.. the page's deals in order.
   */
  private async pageOf(sql: ListingSql, criteria: ListingCriteria): Promise<DealPage> {
    const p = new SqlParams();
    const main = sql.hasMainDeal
      ? `SELECT d.id FROM ${LISTING_FILTER_FROM} WHERE ${sql.all(p)} AND NOT d.sold_out
          ORDER BY ${ORDER_BY.popularity} LIMIT 1`
      : 'SELECT NULL::int AS id WHERE FALSE';
    const [answer] = await this.db.query<{ readonly cards: ReadonlyArray<DealSummaryRow & { readonly slot: number }> }>(
      `WITH main AS (${main}),
       picked AS (
         SELECT id, 0 AS slot FROM main
         UNION ALL
         SELECT id, slot FROM unnest(ARRAY(
           SELECT d.id FROM ${LISTING_FILTER_FROM}
            WHERE ${sql.all(p)} AND d.id NOT IN (SELECT id FROM main)
            ORDER BY ${sql.orderBy(p)}
            LIMIT ${p.add(criteria.pageSize)} OFFSET ${p.add(criteria.offset + criteria.page * criteria.pageSize)}
         )) WITH ORDINALITY AS page(id, slot))
       SELECT coalesce(json_agg(card ORDER BY card.slot), '[]') AS cards
         FROM (SELECT ${DEAL_SUMMARY_COLUMNS}, picked.slot FROM picked JOIN ${DEAL_SUMMARY_FROM} ON d.id = picked.id) card`,
      p.values,
    );
    const rows = answer?.cards ?? [];
    const mainRow = rows.find((row) => row.slot === 0);
    return {
      mainDeal: criteria.page === 0 && mainRow !== undefined ? toDealSummary(mainRow) : null,
      deals: rows.filter((row) => row.slot !== 0).map(toDealSummary),
    };
  }

  navigation(criteria: ListingCriteria): TE.TaskEither<CatalogError | ListingNotFound, ListingNavigation> {
    return this.withResolution(criteria, async (resolved) => {
      const sql = new ListingSql(criteria, resolved, this.clock.now());
      const [counts, groups] = await Promise.all([this.counts(sql), this.groups(sql)]);
      const { links, under } = await this.navigations(groups, resolved.categoryId, scopePageSegment(criteria.scope));
      // The links' listing: the path's own, or its only top category's when they are that one's children.
      const linksFrom = {
        ...criteria,
        categories: categoryPathWithParents(criteria.scope, [], [...criteria.categories, ...under]),
      };
      const nights = nightCounts(groups);
      // A path that skips a category's parents has the full path as its canonical address.
      const canonicalUrl = listingCanonicalPath({
        ...criteria,
        categories: categoryPathWithParents(criteria.scope, resolved.ancestors, criteria.categories),
      });
      const facetCounts: FacetCounts = {
        feature: FEATURE_VALUES.reduce(
          (acc, value, i) => ({ ...acc, [value]: Number(counts[`feature_${i}`] ?? 0) }),
          NO_FACET_COUNTS.feature,
        ),
        rating: RATING_VALUES.reduce(
          (acc, value, i) => ({ ...acc, [value]: Number(counts[`rating_${i}`] ?? 0) }),
          NO_FACET_COUNTS.rating,
        ),
        nights,
      };
      const min = counts['min_price'];
      const max = counts['max_price'];
      return {
        count: Number(counts['total'] ?? 0),
        facetedNavigation: {
          filters: facetFilters(facetCounts, criteria.facets),
          navigations: links.map((n): NavigationLink => ({
            ...n,
            url: categoryLinkUrl(linksFrom, n.shortName),
          })),
          stats: {
            count: Number(counts['stats_count'] ?? 0),
            minPriceMinor: min === null || min === undefined ? null : Number(min),
            maxPriceMinor: max === null || max === undefined ? null : Number(max),
          },
        },
        canonicalUrl,
        location: resolved.location,
        categories: resolved.categories,
      };
    });
  }

  byIds(site: SiteKey, ids: ReadonlyArray<number>): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    return TE.tryCatch(async () => {
      if (ids.length === 0) return [];
      const rows = await this.db.query<DealSummaryRow>(
        `SELECT ${DEAL_SUMMARY_COLUMNS} FROM ${DEAL_SUMMARY_FROM}
          WHERE d.site_key = $1 AND d.id = ANY($2) AND d.opens_at <= $3`,
        [site, [...ids], this.clock.now().toISOString()],
      );
      const byId = new Map(rows.map((row) => [row.id, toDealSummary(row)]));
      return ids.flatMap((id) => {
        const deal = byId.get(id);
        return deal === undefined ? [] : [deal];
      });
    }, unavailable);
  }

  private withResolution<A>(
    criteria: ListingCriteria,
    work: (resolved: Resolution) => Promise<A>,
  ): TE.TaskEither<CatalogError | ListingNotFound, A> {
    return pipe(
      TE.tryCatch(() => this.resolveOnce(criteria), unavailable),
      TE.chainW(TE.fromEither),
      TE.chainW((resolved) => TE.tryCatch(() => work(resolved), unavailable)),
    );
  }

  private resolveOnce(criteria: ListingCriteria): Promise<Found<Resolution>> {
    const key = resolutionKey(criteria);
    const reading = this.resolving.get(key);
    if (reading !== undefined) return reading;
    const started = this.resolve(criteria).finally(() => this.resolving.delete(key));
    this.resolving.set(key, started);
    return started;
  }

  /** The location (or near-me area) and category chain a listing's path names. */
  private async resolve(criteria: ListingCriteria): Promise<Found<Resolution>> {
    const scope = criteria.scope;
    const wanted = [
      ...(scope.kind === 'local' ? [scope.shortName] : []),
      ...(O.isSome(criteria.area) ? [criteria.area.value] : []),
      ...(O.isSome(criteria.near) ? [criteria.near.value] : []),
    ];
    const [locations, categories] = await Promise.all([
      wanted.length === 0
        ? Promise.resolve([])
        : this.db.query<LocationRowOfListing>(
            `SELECT id, name, short_name, kind, parent_id, lat, lon FROM location
              WHERE site_key = $1 AND short_name = ANY($2)`,
            [criteria.site, wanted],
          ),
      criteria.categories.length === 0
        ? Promise.resolve([])
        : this.db.query<CategoryRowOfListing>(
            `SELECT id, parent_id, short_name, name FROM category WHERE short_name = ANY($1) ORDER BY id`,
            [[...criteria.categories]],
          ),
    ]);
    const found = pipe(
      E.Do,
      E.apS('place', this.place(criteria, locations)),
      E.apS('chain', categoryChain(criteria.categories, categories)),
    );
    if (E.isLeft(found)) return found;
    const { place, chain } = found.right;
    return E.right({
      ...place,
      categoryId: O.fromNullable(chain[chain.length - 1]?.id),
      categories: chain.map((c) => ({ shortName: c.short_name, name: c.name })),
      ancestors: await this.ancestorsOf(chain[0]),
    });
  }

  /** The short names of a category's parents, top first (none for a top category or none at all). */
  private async ancestorsOf(category: CategoryRowOfListing | undefined): Promise<ReadonlyArray<string>> {
    if (category === undefined || category.parent_id === null) return [];
    const rows = await this.db.query<{ readonly short_name: string }>(
      `WITH RECURSIVE up(id, parent_id, short_name, depth) AS (
         SELECT id, parent_id, short_name, 1 FROM category WHERE id = $1
         UNION ALL
         SELECT c.id, c.parent_id, c.short_name, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id
          WHERE up.depth < 8
       )
       SELECT short_name FROM up ORDER BY depth DESC`,
      [category.parent_id],
    );
    return rows.map((row) => row.short_name);
  }

  private place(
    criteria: ListingCriteria,
    rows: ReadonlyArray<LocationRowOfListing>,
  ): Found<Omit<ResolvedListing, 'categoryId'> & { readonly location: NamedPlace }> {
    const notFound = (name: string): Found<never> =>
      E.left(domainError('LISTING.LOCATION_NOT_FOUND', `no location ${name} on ${criteria.site}`));
    const areaOf = (row: LocationRowOfListing & { readonly kind: 'near-me' | 'local' }) =>
      O.some({
        kind: row.kind,
        shortName: row.short_name,
        townId: row.parent_id ?? row.id,
        lat: Number(row.lat),
        lon: Number(row.lon),
      });
    // A place a listing is about: a town or a near-me area (not the national or travel ones).
    const placeRow = (name: string) =>
      rows.find(
        (r): r is LocationRowOfListing & { readonly kind: 'near-me' | 'local' } =>
          r.short_name === name && (r.kind === 'near-me' || r.kind === 'local'),
      );
    const scope = criteria.scope;
    let area: ResolvedListing['area'] = O.none;
    if (O.isSome(criteria.area)) {
      const row = placeRow(criteria.area.value);
      if (row === undefined) return notFound(criteria.area.value);
      area = areaOf(row);
    }
    let nearest: ResolvedListing['nearest'] = O.map(({ lat, lon }: GeoPoint) => ({ lat, lon }))(area);
    if (O.isNone(area) && O.isSome(criteria.near)) {
      const row = placeRow(criteria.near.value);
      if (row === undefined) return notFound(criteria.near.value);
      nearest = O.some({ lat: Number(row.lat), lon: Number(row.lon) });
    }
    if (scope.kind !== 'local') return E.right({ locationId: O.none, area, nearest, location: scopePlace(scope) });
    const row = rows.find((r) => r.short_name === scope.shortName);
    if (row === undefined) return notFound(scope.shortName);
    const location = { shortName: row.short_name, name: row.name };
    // A near-me area used as a location: its town's deals within reach of it.
    if (row.kind === 'near-me' && O.isNone(area))
      return E.right({ locationId: O.none, area: areaOf({ ...row, kind: 'near-me' }), nearest, location });
    return E.right({ locationId: O.some(row.id), area, nearest, location });
  }

  private async counts(sql: ListingSql): Promise<Readonly<Record<string, number | string | null>>> {
    const p = new SqlParams();
    const facetCount = (facet: 'feature' | 'rating', condition: string, alias: string): string =>
      `count(*) FILTER (WHERE ${sql.price(p)} AND ${sql.facetsExcept(p, facet)} AND ${condition}) AS ${alias}`;
    const columns = COUNT_COLUMNS.map(({ alias, facet, value }) =>
      facet === 'feature'
        ? facetCount('feature', featureSql(value), alias)
        : facetCount('rating', `d.review_total > 0 AND d.review_average >= ${p.add(Number(value))}`, alias),
    );
    const rows = await this.db.query<Record<string, number | string | null>>(
      `SELECT count(*) FILTER (WHERE ${sql.price(p)} AND ${sql.facetsExcept(p, null)}) AS total,
              count(*) AS stats_count,
              min(d.price_minor) AS min_price,
              max(d.price_minor) AS max_price,
              ${columns.join(',\n              ')}
         FROM ${LISTING_FILTER_FROM}
        WHERE ${sql.base(p)}`,
      p.values,
    );
    return rows[0] ?? {};
  }

  /**
   * The listing's deals grouped by category chain and nights: `n` counts what a category link
   * counts (every filter but `categories`), `nights_n` the deals the nights facet counts (every
   * filter but nights).
   */
  private async groups(sql: ListingSql): Promise<ReadonlyArray<GroupRow>> {
    const p = new SqlParams();
    const [answer] = await this.db.query<{ readonly groups: ReadonlyArray<GroupRowOfSql> }>(
      `SELECT coalesce(json_agg(g), '[]') AS groups FROM (
         SELECT d.category_id, d.subcategory_id, d.subsubcategory_id, d.nights,
                count(*) FILTER (WHERE ${sql.facetsExcept(p, null)}) AS n,
                count(*) FILTER (WHERE ${sql.categoryFilter(p)}) AS nights_n
           FROM ${LISTING_FILTER_FROM}
          WHERE ${sql.baseExceptCategoryFilter(p)} AND ${sql.price(p)} AND ${sql.facetsExcept(p, 'nights')}
          GROUP BY d.category_id, d.subcategory_id, d.subsubcategory_id, d.nights) g`,
      p.values,
    );
    return (answer?.groups ?? []).map((r) => ({
      chain: [r.category_id, r.subcategory_id, r.subsubcategory_id],
      nights: r.nights,
      n: Number(r.n),
      nightsN: Number(r.nights_n),
    }));
  }

  /**
   * The children of the listing's category with their counts; without a category, the top
   * categories, or the children of the only one (every deal of /deals/shop is shopping), and in
   * place of the top category the scope's page stands for (escapes on /deals/escapes) its children:
   * that category's own page is the listing itself.
   */
  private async navigations(
    groups: ReadonlyArray<GroupRow>,
    categoryId: O.Option<number>,
    scopeSegment: string,
  ): Promise<{
    readonly links: ReadonlyArray<Omit<NavigationLink, 'url'>>;
    /** The category the links are children of when it is not in the path: the only top one. */
    readonly under: ReadonlyArray<string>;
  }> {
    const childCounts = (parent: number | null): Map<number, number> => {
      const counts = new Map<number, number>();
      for (const group of groups) {
        if (group.n === 0) continue;
        const at = parent === null ? -1 : group.chain.indexOf(parent);
        if (parent !== null && at === -1) continue;
        const child = group.chain[at + 1];
        if (child === null || child === undefined) continue;
        counts.set(child, (counts.get(child) ?? 0) + group.n);
      }
      return counts;
    };
    let counts = childCounts(O.toNullable(categoryId));
    let under: ReadonlyArray<string> = [];
    const [only] = counts.keys();
    if (O.isNone(categoryId) && counts.size === 1 && only !== undefined) {
      counts = childCounts(only);
      const named = await this.db.query<{ short_name: string }>(`SELECT short_name FROM category WHERE id = $1`, [
        only,
      ]);
      under = named.map((row) => row.short_name);
    } else if (O.isNone(categoryId) && counts.size > 1) {
      const [own] = await this.db.query<{ id: number }>(
        `SELECT id FROM category WHERE short_name = $1 AND parent_id IS NULL`,
        [scopeSegment],
      );
      if (own !== undefined && counts.has(own.id)) {
        const others = [...counts].filter(([id]) => id !== own.id);
        counts = new Map([...childCounts(own.id), ...others]);
      }
    }
    if (counts.size === 0) return { links: [], under };
    const rows = await this.db.query<{ id: number; short_name: string; name: string }>(
      `SELECT id, short_name, name FROM category WHERE id = ANY($1) ORDER BY sort_order, name`,
      [[...counts.keys()]],
    );
    return {
      links: rows.map((r) => ({ linkText: r.name, count: counts.get(r.id) ?? 0, shortName: r.short_name })),
      under,
    };
  }
}

interface GroupRowOfSql {
  readonly category_id: number;
  readonly subcategory_id: number | null;
  readonly subsubcategory_id: number | null;
  readonly nights: number | null;
  readonly n: number | string;
  readonly nights_n: number | string;
}

interface GroupRow {
  readonly chain: ReadonlyArray<number | null>;
  readonly nights: number | null;
  readonly n: number;
  readonly nightsN: number;
}

/** What `resolve` reads: the site, the scope, the area or place a listing is near, and the category path. */
const resolutionKey = (criteria: ListingCriteria): string =>
  JSON.stringify([
    criteria.site,
    criteria.scope,
    O.toNullable(criteria.area),
    O.toNullable(criteria.near),
    criteria.categories,
  ]);

/** Deals per number of nights, counted without the nights facet's own choice. */
const nightCounts = (groups: ReadonlyArray<GroupRow>): FacetCounts['nights'] => {
  const counts = new Map<number, number>();
  for (const group of groups)
    if (group.nights !== null) counts.set(group.nights, (counts.get(group.nights) ?? 0) + group.nightsN);
  return [...counts].map(([nights, count]) => ({ nights, count }));
};

/**
 * The category rows in path order, each the child of the one before: an unknown name, or one that
 * is not a child of the previous segment, is a not-found. Short names may repeat across the tree,
 * so each segment takes the row whose parent is the previous segment's.
 */
const categoryChain = (
  segments: ReadonlyArray<string>,
  rows: ReadonlyArray<CategoryRowOfListing>,
): Found<ReadonlyArray<CategoryRowOfListing>> => {
  const chain: CategoryRowOfListing[] = [];
  for (const segment of segments) {
    const previous = chain[chain.length - 1];
    const candidates = rows.filter((r) => r.short_name === segment);
    const row =
      previous === undefined
        ? (candidates.find((r) => r.parent_id === null) ?? candidates[0])
        : candidates.find((r) => r.parent_id === previous.id);
    if (row === undefined)
      return E.left(domainError('LISTING.CATEGORY_NOT_FOUND', `no category ${segments.join('/')}`));
    chain.push(row);
  }
  return E.right(chain);
};
