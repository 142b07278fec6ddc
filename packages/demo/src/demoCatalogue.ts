/**
 * The deterministic demo catalogue loaded by `npm start` into an empty database: for each of the
 * four sites, 500 deals (UK) or 280 (Ireland) spread over towns, near-me areas and every category
 * leaf, the rule cases of `cases.ts` (listed in `DEMO_CASES`), reviews, static pages, guides, deal
 * feeds, and booking calendars for the products of deals sold by date (`calendars.ts`). Same seed,
 * same catalogue; dates are relative to `now`.
 *
 * Locations of a site (ids `(siteIndex + 1) * stride + n`):
 * - `national-deal` (kind national: shipped goods and e-vouchers; `shop` in deal paths),
 * - `escapes` (kind travel),
 * - towns (kind local) with short names (`london`, `dublin-south`, ...), the site's default first,
 * - near-me areas (kind near-me, `parentId` = their town): `soho`, `shoreditch`, `temple-bar`, ...
 *   A local deal keeps its town as location; when the town has areas its merchant sits inside one
 *   of them (within about 600 m of the area's centre) and the area's short name is in its tags.
 *
 * Deal paths follow the routing family: `/deal/{town}/{top}/{sub}/{id}/{blurb}` for local deals,
 * `/deal/shop/{sub}/{subsub}/...` for shopping (the shopping top category is implied by `shop`),
 * `/deal/shop/{top}/{sub}/...` for gifts, VIP and wellness, `/deal/escapes/{sub}/{subsub}/...` for
 * travel, and `/e/{id}` instead of `/{id}` for evergreen deals.
 */
import { SITES, SITE_KEYS, type Site, type SiteKey } from '@kerching/domain/site';
import { slugify } from '@kerching/domain/text';
import {
  CATALOGUE_FILE_FORMAT_VERSION,
  type CatalogueFile,
  CatalogueFileCodec,
  type CatalogueFileJson,
  type CategoryRecord,
  type DealFeedRecord,
  type DealRecord,
  type GuideRecord,
  type LocationRecord,
  type MerchantRecord,
  type ProductRecord,
  type ReviewRecord,
  type StaticPageRecord,
} from '@kerching/contract';
import { CASES, CASE_NAMES, type DemoCaseName } from './cases';
import {
  CATEGORY_LEAVES,
  CATEGORY_TREE,
  type CategoryLeaf,
  type CategoryNode,
  leafNamed,
  leafOnCountry,
} from './categories';
import {
  DAY,
  type FinishedDeal,
  type SiteContext,
  type SiteLocations,
  type TownLocation,
  buildDeal,
  finishDeal,
} from './dealBuilder';
import { withCalendars } from './calendars';
import { editionOf } from './content/edition';
import { feedsFor } from './content/feeds';
import { guidesFor } from './content/guides';
import { staticPagesFor } from './content/staticPages';
import { townsOf } from './places';
import { type Random, recordOf, seededRandom } from './random';

export { CASE_NAMES, type DemoCaseName } from './cases';

export const DEMO_SEED = 20261122;

export interface DemoOptions {
  readonly seed?: number;
  /** Deals besides the cases on each UK site (425: 500 in all with the cases). */
  readonly bulkDealsPerUkSite?: number;
  /** Deals besides the cases on each Irish site (205: 280 in all). */
  readonly bulkDealsPerIeSite?: number;
  /** Id range of each site: ids of site s are `(s + 1) * idStride + n`. */
  readonly idStride?: number;
  /** Most reviews a bulk deal gets (8). */
  readonly maxReviewsPerDeal?: number;
}

const DEFAULTS = { bulkDealsPerUkSite: 425, bulkDealsPerIeSite: 205, idStride: 100_000, maxReviewsPerDeal: 8 };
/** Ids below this offset within a site's range are the cases'. */
const BULK_OFFSET = 1000;
const AREA_OFFSET = 100;
const TOWN_OFFSET = 10;

const nationalCentre = (site: Site): { lat: number; lon: number } =>
  site.countryCode === 'ie' ? { lat: 53.4129, lon: -8.2439 } : { lat: 54.0, lon: -2.0 };

const siteLocations = (site: Site, base: number): SiteLocations => {
  const centre = nationalCentre(site);
  const row = (
    id: number,
    name: string,
    shortName: string,
    kind: NonNullable<LocationRecord['kind']>,
    lat: number,
    lon: number,
    parentId: number | null = null,
  ): LocationRecord => ({
    id,
    siteKey: site.key,
    name,
    shortName,
    countryCode: site.countryCode,
    lat,
    lon,
    kind,
    parentId,
  });
  const all = townsOf(site.countryCode);
  // The default location first, so it leads lists and gets its share of deals.
  const ordered = [...all].sort(
    (a, b) =>
      Number(slugify(b.name) === site.defaultLocation.shortName) -
      Number(slugify(a.name) === site.defaultLocation.shortName),
  );
  let areaId = base + AREA_OFFSET;
  const towns = ordered.map((town, t): TownLocation => {
    const townRow = row(base + TOWN_OFFSET + t, town.name, slugify(town.name), 'local', town.lat, town.lon);
    return {
      town,
      row: townRow,
      areas: town.areas.map((area) => ({
        area,
        row: row((areaId += 1), area.name, slugify(area.name), 'near-me', area.lat, area.lon, townRow.id),
      })),
    };
  });
  const [home, ...others] = towns;
  if (home === undefined) throw new Error(`no towns for ${site.key}`);
  return {
    national: row(base + 1, 'National Deals', 'national-deal', 'national', centre.lat, centre.lon),
    travel: row(base + 2, 'Escapes', 'escapes', 'travel', centre.lat, centre.lon),
    towns: [home, ...others],
    home,
  };
};

const locationRows = (locations: SiteLocations): LocationRecord[] => [
  locations.national,
  locations.travel,
  ...locations.towns.flatMap((t) => [t.row, ...t.areas.map((a) => a.row)]),
];

const categoryRows = (): CategoryRecord[] => {
  const rows: CategoryRecord[] = [];
  const visit = (nodes: readonly CategoryNode[], parentId: number | null): void => {
    nodes.forEach((node, i) => {
      rows.push({
        id: node.id,
        parentId,
        shortName: node.shortName,
        name: node.name,
        canonicalPathType: node.canonicalPathType,
        sortOrder: i,
        navigationType: node.navigationType ?? null,
      });
      visit(node.children ?? [], node.id);
    });
  };
  visit(CATEGORY_TREE, null);
  return rows;
};

export const DEMO_CATEGORIES: readonly CategoryRecord[] = categoryRows();

const caseDeals = (context: SiteContext, base: number, root: Random): FinishedDeal[] =>
  CASE_NAMES.flatMap((name, k) => {
    const spec = CASES[name];
    return spec.deals(context.site.countryCode).map((caseDeal, j) => {
      const random = root.fork(`case:${name}:${j}`);
      const draft = buildDeal(
        {
          id: base + (k + 1) * 10 + j,
          leaf: leafNamed(caseDeal.leaf),
          town: context.locations.home,
          areaIndex: j,
          ...(caseDeal.title === undefined ? {} : { title: caseDeal.title }),
          ...(caseDeal.productCount === undefined ? {} : { productCount: caseDeal.productCount }),
        },
        context,
        random,
      );
      draft.deal.popularity = 500 + random.int(0, 400);
      spec.apply(draft, context, j);
      return finishDeal(draft, context, random, spec.finish ?? {});
    });
  });

/** Whole shares of `total` in proportion to `weights`, at least one each (largest remainders). */
const shares = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (total * w) / sum);
  const whole = exact.map((x) => Math.max(1, Math.floor(x)));
  let left = total - whole.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let n = 0; left > 0 && order.length > 0; n++, left--) {
    const slot = order[n % order.length];
    if (slot !== undefined) whole[slot.i] = (whole[slot.i] ?? 0) + 1;
  }
  return whole;
};

interface Section {
  readonly tops: readonly string[];
  readonly share: number;
}
const SECTIONS: readonly Section[] = [
  { tops: ['restaurants-and-food', 'beauty-and-spa', 'activities', 'health-and-fitness'], share: 55 },
  { tops: ['shopping'], share: 21 },
  { tops: ['gifts'], share: 5 },
  { tops: ['escapes'], share: 13 },
  { tops: ['vip'], share: 2.5 },
  { tops: ['wellness-collection'], share: 3.5 },
];

interface BulkSlot {
  readonly leaf: CategoryLeaf;
  readonly town: TownLocation;
  readonly areaIndex: number;
}

/** Where each bulk deal goes: sections by share, local deals over towns by weight, leaves in turn. */
const bulkSlots = (context: SiteContext, count: number): BulkSlot[] => {
  const { locations, site } = context;
  const towns = locations.towns;
  const sectionCounts = shares(
    count,
    SECTIONS.map((s) => s.share),
  );
  const slots: BulkSlot[] = [];
  const townShares = shares(
    sectionCounts[0] ?? 0,
    towns.map((t) => t.town.weight),
  );
  SECTIONS.forEach((section, s) => {
    const leaves = CATEGORY_LEAVES.filter(
      (l) => section.tops.includes(l.chain[0]?.shortName ?? '') && leafOnCountry(l, site.countryCode),
    );
    if (leaves.length === 0) return;
    if (s === 0) {
      let n = 0;
      towns.forEach((town, t) => {
        for (let k = 0; k < (townShares[t] ?? 0); k++, n++) {
          const leaf = leaves[(n * 7 + t) % leaves.length];
          if (leaf !== undefined) slots.push({ leaf, town, areaIndex: k });
        }
      });
      return;
    }
    for (let k = 0; k < (sectionCounts[s] ?? 0); k++) {
      const leaf = leaves[k % leaves.length];
      // Local leaves of VIP and wellness go to towns in turn, the default one most.
      const town = k % 3 === 0 ? locations.home : (towns[k % towns.length] ?? locations.home);
      if (leaf !== undefined) slots.push({ leaf, town, areaIndex: k });
    }
  });
  return slots.slice(0, count);
};

/** Variety among ordinary deals: VIP prices, early birds, last chances, deposits, gift packs... */
const varyBulkDeal = (draft: ReturnType<typeof buildDeal>, context: SiteContext, random: Random): void => {
  const { deal, products } = draft;
  const top = deal.categoryId;
  if (top === 8) {
    deal.vipOnly = true;
    deal.vipDiscountAllowed = true;
    for (const p of products) {
      p.vipExclusive = true;
      p.vipPriceMinor = Math.round((p.priceMinor * 0.85) / 50) * 50;
    }
  } else if (random.chance(0.15)) {
    deal.vipDiscountAllowed = true;
    for (const p of products) p.vipPriceMinor = Math.round((p.priceMinor * 0.9) / 50) * 50;
  }
  deal.vipPriceMinor = products[0]?.vipPriceMinor ?? null;
  if (random.chance(0.03)) deal.earlyBird = true;
  if (random.chance(0.04)) {
    deal.lastChance = true;
    deal.closingAt = new Date(context.now.getTime() + random.int(6, 40) * 3_600_000);
  }
  if (random.chance(0.3))
    deal.socialCueClaim = random.pick([
      `Over ${random.int(2, 9) * 100} bought`,
      `${random.int(12, 90)} bought today`,
      'Selling fast',
      'Best seller',
    ]);
  if (deal.isTravel === true) {
    if (random.chance(0.5)) {
      deal.dealType = 'calendar';
      deal.displayType = 'calendar';
    }
    if (random.chance(0.25)) deal.depositPriceMinor = Math.max(2500, Math.round((deal.priceMinor * 0.2) / 500) * 500);
    if (random.chance(0.08)) for (const p of products) p.adminFeeMinor = random.pick([150, 195, 250]);
  }
  if (top === 7 || (top === 5 && random.chance(0.25))) {
    deal.giftPackable = true;
    for (const p of products) p.giftPack = true;
  }
  if (top === 5 && random.chance(0.05)) deal.clickAndCollect = true;
  if (random.chance(0.02)) {
    deal.soldOut = true;
    for (const p of products) p.totalRemaining = 0;
  }
};

interface SiteCatalogue {
  readonly locations: LocationRecord[];
  readonly merchants: MerchantRecord[];
  readonly deals: DealRecord[];
  readonly products: ProductRecord[];
  readonly reviews: ReviewRecord[];
  readonly staticPages: StaticPageRecord[];
  readonly guides: GuideRecord[];
  readonly feeds: DealFeedRecord[];
}

const siteCatalogue = (key: SiteKey, siteIndex: number, now: Date, options: Required<DemoOptions>): SiteCatalogue => {
  const site = SITES[key];
  const base = (siteIndex + 1) * options.idStride;
  const root = seededRandom(options.seed).fork(key);
  const locations = siteLocations(site, base);
  const context: SiteContext = { site, now, locations };
  const bulkCount = site.countryCode === 'ie' ? options.bulkDealsPerIeSite : options.bulkDealsPerUkSite;
  const bulk = bulkSlots(context, bulkCount).map((slot, n) => {
    const random = root.fork(`bulk:${n}`);
    const draft = buildDeal({ id: base + BULK_OFFSET + n, ...slot }, context, random);
    varyBulkDeal(draft, context, random);
    const reviewCount = random.chance(0.2)
      ? 0
      : random.int(Math.min(1, options.maxReviewsPerDeal), options.maxReviewsPerDeal);
    return finishDeal(draft, context, random, { reviewCount });
  });
  const finished = [...caseDeals(context, base, root), ...bulk];
  const deals = finished.map((f) => f.deal);
  const edition = editionOf(site);
  return {
    locations: locationRows(locations),
    merchants: finished.map((f) => f.merchant),
    deals,
    products: finished.flatMap((f) => withCalendars(f.deal.dealType, f.products, now, root)),
    reviews: finished.flatMap((f) => f.reviews),
    staticPages: staticPagesFor(edition).map(({ slug, page }) => ({
      siteKey: key,
      slug,
      title: page.title,
      body: page.body,
      updatedAt: new Date(now.getTime() - 30 * DAY),
    })),
    guides: guidesFor(edition, deals, now),
    feeds: feedsFor(site, edition),
  };
};

export const demoCatalogue = (now: Date, options: DemoOptions = {}): CatalogueFile => {
  const settings: Required<DemoOptions> = { seed: DEMO_SEED, ...DEFAULTS, ...options };
  const sites = SITE_KEYS.map((key, i) => siteCatalogue(key, i, now, settings));
  return {
    sites: SITE_KEYS.map((key) => {
      const s = SITES[key];
      return {
        key,
        brandSlug: s.brandSlug,
        displayName: s.displayName,
        countryCode: s.countryCode,
        currency: s.currency,
      };
    }),
    locations: sites.flatMap((s) => s.locations),
    categories: DEMO_CATEGORIES,
    merchants: sites.flatMap((s) => s.merchants),
    deals: sites.flatMap((s) => s.deals),
    products: sites.flatMap((s) => s.products),
    reviews: sites.flatMap((s) => s.reviews),
    staticPages: sites.flatMap((s) => s.staticPages),
    guides: sites.flatMap((s) => s.guides),
    feeds: sites.flatMap((s) => s.feeds),
  };
};

/**
 * The demo catalogue as a catalogue file (its JSON): what `catalog:export-demo` writes, and what
 * `npm start` loads into an empty database through the importer, as any other catalogue.
 */
export const demoCatalogueFile = (now: Date): CatalogueFileJson => ({
  formatVersion: CATALOGUE_FILE_FORMAT_VERSION,
  ...CatalogueFileCodec.encode(demoCatalogue(now)),
});

export interface DemoCaseDeal {
  readonly id: number;
  readonly urlPath: string;
  readonly title: string;
}

/**
 * The rule cases on every site, for tests and browser journeys: `DEMO_CASES.kerchingie.closed`
 * lists three closed deals of kerchingie with their ids and paths. Paths do not depend on the
 * date the catalogue is built for.
 */
export const DEMO_CASES: Readonly<Record<SiteKey, Readonly<Record<DemoCaseName, readonly DemoCaseDeal[]>>>> = (() => {
  const epoch = new Date(Date.UTC(2026, 0, 1));
  const entries = SITE_KEYS.map((key, i) => {
    const site = SITES[key];
    const base = (i + 1) * DEFAULTS.idStride;
    const context: SiteContext = { site, now: epoch, locations: siteLocations(site, base) };
    const deals = caseDeals(context, base, seededRandom(DEMO_SEED).fork(key));
    return recordOf(CASE_NAMES, (_name, k) =>
      deals
        .filter((f) => Math.floor((f.deal.id - base) / 10) === k + 1)
        .map((f): DemoCaseDeal => ({ id: f.deal.id, urlPath: f.deal.urlPath, title: f.deal.title })),
    );
  });
  return recordOf(SITE_KEYS, (_key, i) => entries[i] ?? recordOf(CASE_NAMES, () => []));
})();

/** The near-me areas of each site's towns, by town short name (for hyperlocal pages and tests). */
export const DEMO_NEAR_ME: Readonly<Record<SiteKey, Readonly<Record<string, readonly string[]>>>> = recordOf(
  SITE_KEYS,
  (key) =>
    Object.fromEntries(
      townsOf(SITES[key].countryCode)
        .filter((t) => t.areas.length > 0)
        .map((t) => [slugify(t.name), t.areas.map((a) => slugify(a.name))]),
    ),
);
