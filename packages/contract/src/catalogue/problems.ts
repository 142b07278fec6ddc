/**
 * What is wrong with a catalogue file, as `{ path, reason }` pairs printed `path: reason`:
 * `deals[3].priceMinor: expected a whole number >= 0`, `products[7].dealId: no deal with id 12`,
 * `products[2].calendar[5].date: the date 2026-12-31 is used twice`.
 */
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { parseDealPath } from '@kerching/domain/routing';
import type { SiteKey } from '@kerching/domain/site';
import { type CatalogueFile, CatalogueFileCodec } from './catalogueFile';

export interface CatalogueProblem {
  /** Where: `deals[3].priceMinor`; empty for the file as a whole. */
  readonly path: string;
  readonly reason: string;
}

export const formatProblem = (problem: CatalogueProblem): string =>
  problem.path === '' ? problem.reason : `${problem.path}: ${problem.reason}`;

const isArrayType = (type: t.Decoder<unknown, unknown>): boolean =>
  '_tag' in type && (type._tag === 'ReadonlyArrayType' || type._tag === 'ArrayType');

/** `deals[3].priceMinor` from an io-ts context: array members as [i], properties as .name. */
export const contextPath = (context: t.Context): string => {
  let path = '';
  for (let i = 1; i < context.length; i++) {
    const entry = context[i];
    const parent = context[i - 1];
    if (entry === undefined || parent === undefined) continue;
    path += isArrayType(parent.type) ? `[${entry.key}]` : path === '' ? entry.key : `.${entry.key}`;
  }
  return path;
};

/** One problem per failed value, in file order, without repeats. */
export const decodeProblems = (errors: t.Errors): readonly CatalogueProblem[] => {
  const seen = new Set<string>();
  const problems: CatalogueProblem[] = [];
  for (const error of errors) {
    const path = contextPath(error.context);
    const last = error.context[error.context.length - 1];
    const reason = `expected ${error.message ?? last?.type.name ?? 'a valid value'}`;
    const key = `${path}\u0000${reason}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push({ path, reason });
  }
  return problems;
};

interface Keyed {
  readonly id: number;
}

const indexById = <A extends Keyed>(
  rows: readonly A[],
  table: string,
  problems: CatalogueProblem[],
): ReadonlyMap<number, A> => {
  const byId = new Map<number, A>();
  rows.forEach((row, i) => {
    if (byId.has(row.id)) problems.push({ path: `${table}[${i}].id`, reason: `the id ${row.id} is used twice` });
    else byId.set(row.id, row);
  });
  return byId;
};

const uniqueBy = <A>(
  rows: readonly A[],
  table: string,
  field: string,
  key: (row: A) => string,
  describe: (row: A) => string,
  problems: CatalogueProblem[],
): void => {
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const k = key(row);
    if (seen.has(k)) problems.push({ path: `${table}[${i}].${field}`, reason: `${describe(row)} is used twice` });
    seen.add(k);
  });
};

/** The checks between records: references, uniqueness, currencies, deal paths. */
export const catalogueFileConsistency = (file: CatalogueFile): readonly CatalogueProblem[] => {
  const problems: CatalogueProblem[] = [];
  const at = (path: string, reason: string): void => {
    problems.push({ path, reason });
  };

  const sites = new Map(file.sites.map((s) => [s.key, s] as const));
  uniqueBy(
    file.sites,
    'sites',
    'key',
    (s) => s.key,
    (s) => `the site ${s.key}`,
    problems,
  );
  const siteKnown = (table: string, i: number, siteKey: SiteKey): boolean => {
    if (sites.has(siteKey)) return true;
    at(`${table}[${i}].siteKey`, `no site ${siteKey} in sites`);
    return false;
  };

  const locations = indexById(file.locations, 'locations', problems);
  uniqueBy(
    file.locations,
    'locations',
    'shortName',
    (l) => `${l.siteKey}/${l.shortName}`,
    (l) => `the short name ${l.shortName} on ${l.siteKey}`,
    problems,
  );
  file.locations.forEach((l, i) => {
    const site = siteKnown('locations', i, l.siteKey) ? sites.get(l.siteKey) : undefined;
    if (site !== undefined && site.countryCode !== l.countryCode)
      at(`locations[${i}].countryCode`, `expected ${site.countryCode}, the country of ${site.key}`);
    if (l.parentId !== undefined && l.parentId !== null) {
      const parent = locations.get(l.parentId);
      if (parent === undefined) at(`locations[${i}].parentId`, `no location with id ${l.parentId}`);
      else if (parent.siteKey !== l.siteKey)
        at(`locations[${i}].parentId`, `location ${l.parentId} belongs to ${parent.siteKey}`);
    }
  });

  const categories = indexById(file.categories, 'categories', problems);
  file.categories.forEach((c, i) => {
    if (c.parentId === null) return;
    if (!categories.has(c.parentId)) {
      at(`categories[${i}].parentId`, `no category with id ${c.parentId}`);
      return;
    }
    let depth = 0;
    for (let p: number | null = c.parentId; p !== null; p = categories.get(p)?.parentId ?? null) {
      depth += 1;
      if (depth > 2) {
        at(`categories[${i}].parentId`, 'categories nest at most three levels deep (and never in a cycle)');
        break;
      }
    }
  });

  const merchants = indexById(file.merchants, 'merchants', problems);
  const deals = indexById(file.deals, 'deals', problems);
  uniqueBy(
    file.deals,
    'deals',
    'urlPath',
    (d) => `${d.siteKey} ${d.urlPath}`,
    (d) => `the path ${d.urlPath} on ${d.siteKey}`,
    problems,
  );
  file.deals.forEach((d, i) => {
    const path = `deals[${i}]`;
    const site = siteKnown('deals', i, d.siteKey) ? sites.get(d.siteKey) : undefined;
    if (site !== undefined && site.currency !== d.currency)
      at(`${path}.currency`, `expected ${site.currency}, the currency of ${site.key}`);
    const location = locations.get(d.locationId);
    if (location === undefined) at(`${path}.locationId`, `no location with id ${d.locationId}`);
    else if (location.siteKey !== d.siteKey)
      at(`${path}.locationId`, `location ${d.locationId} belongs to ${location.siteKey}, not ${d.siteKey}`);
    for (const field of ['categoryId', 'subcategoryId', 'subsubcategoryId'] as const) {
      const id = d[field];
      if (id !== undefined && id !== null && !categories.has(id)) at(`${path}.${field}`, `no category with id ${id}`);
    }
    if (!merchants.has(d.merchantId)) at(`${path}.merchantId`, `no merchant with id ${d.merchantId}`);
    if (d.closingAt.getTime() <= d.opensAt.getTime()) at(`${path}.closingAt`, 'expected a time after opensAt');
    const parsed = parseDealPath(d.urlPath);
    if (E.isLeft(parsed)) at(`${path}.urlPath`, `expected a deal path: ${parsed.left.detail}`);
    else if (parsed.right.dealId !== d.id) at(`${path}.urlPath`, `expected the path to carry the deal id ${d.id}`);
    else if (parsed.right.evergreen !== (d.evergreen ?? false))
      at(
        `${path}.urlPath`,
        d.evergreen === true ? 'an evergreen deal path has /e/ before the id' : 'only an evergreen deal path has /e/',
      );
  });

  indexById(file.products, 'products', problems);
  file.products.forEach((p, i) => {
    if (!deals.has(p.dealId)) at(`products[${i}].dealId`, `no deal with id ${p.dealId}`);
    uniqueBy(
      p.calendar ?? [],
      `products[${i}].calendar`,
      'date',
      (d) => d.date,
      (d) => `the date ${d.date}`,
      problems,
    );
  });
  const reviews = file.reviews ?? [];
  indexById(reviews, 'reviews', problems);
  reviews.forEach((r, i) => {
    if (!deals.has(r.dealId)) at(`reviews[${i}].dealId`, `no deal with id ${r.dealId}`);
  });

  const pages = file.staticPages ?? [];
  pages.forEach((p, i) => siteKnown('staticPages', i, p.siteKey));
  uniqueBy(
    pages,
    'staticPages',
    'slug',
    (p) => `${p.siteKey}/${p.slug}`,
    (p) => `the page ${p.slug} on ${p.siteKey}`,
    problems,
  );

  const guides = file.guides ?? [];
  uniqueBy(
    guides,
    'guides',
    'slug',
    (g) => `${g.siteKey}/${g.slug}`,
    (g) => `the guide ${g.slug} on ${g.siteKey}`,
    problems,
  );
  guides.forEach((g, i) => {
    siteKnown('guides', i, g.siteKey);
    g.dealIds.forEach((id, j) => {
      const deal = deals.get(id);
      if (deal === undefined) at(`guides[${i}].dealIds[${j}]`, `no deal with id ${id}`);
      else if (deal.siteKey !== g.siteKey) at(`guides[${i}].dealIds[${j}]`, `deal ${id} belongs to ${deal.siteKey}`);
    });
  });

  const feeds = file.feeds ?? [];
  feeds.forEach((f, i) => siteKnown('feeds', i, f.siteKey));
  uniqueBy(
    feeds,
    'feeds',
    'slug',
    (f) => `${f.siteKey}/${f.slug}`,
    (f) => `the feed ${f.slug} on ${f.siteKey}`,
    problems,
  );

  return problems;
};

/** A catalogue file from parsed JSON, or every problem found: shapes first, then references. */
export const decodeCatalogueFile = (json: unknown): E.Either<readonly CatalogueProblem[], CatalogueFile> => {
  const decoded = CatalogueFileCodec.decode(json);
  if (E.isLeft(decoded)) return E.left(decodeProblems(decoded.left));
  const problems = catalogueFileConsistency(decoded.right);
  return problems.length > 0 ? E.left(problems) : E.right(decoded.right);
};
