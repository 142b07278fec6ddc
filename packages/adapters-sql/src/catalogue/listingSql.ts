/**
 * The SQL of a listing (spec 2 §7.4): which deals a listing's criteria select, in which order.
 * Plain parameterised SQL that PostgreSQL 15 and PGlite both run. A `ListingSql` holds the
 * conditions of one listing; the catalogue combines them into its page, count and facet queries.
 *
 * - Base: the site's open deals (opened, not yet closed) in the listing's scope and category, with
 *   its special, VIP flag, `categories` filter and text. The category links count without the
 *   `categories` filter, so a chosen category still lists its siblings.
 * - Price: the price filter, left out of the price stats (the slider's ends).
 * - Facets: one condition per facet (values of a facet OR-ed), each left out of its own counts.
 */
import * as O from 'fp-ts/Option';
import {
  type FacetName,
  type FeatureValue,
  type ListingCriteria,
  type ListingOrder,
  NEW_PRODUCTS_SPECIAL,
  VIP_LOCATION,
  leadsWithMainDeal,
  listingOrder,
  minimumRating,
  selectedValues,
} from '@kerching/domain/catalogue';
import { EARTH_RADIUS_KM, type GeoPoint } from '@kerching/domain/location';
import { giftTags, isFeatureValue } from '@kerching/domain/catalogue';
import type { SortOption } from '@kerching/domain/listing';
import { LISTING_ON_SALE } from '@kerching/domain/deal';
import { VIP_DISCOUNT_PRICE_SQL, discountPercentageSql, onSaleNowSql } from './dealRulesSql';

/** Collects positional parameters: `add(value)` gives its placeholder. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** What the catalogue found the listing's path to name. */
export interface ResolvedListing {
  /** The location row of a local listing (a town). */
  readonly locationId: O.Option<number>;
  /**
   * The place a listing keeps to: a near-me area (deals of its town tagged with it, or whose
   * merchant is within reach of it), or a town (its own deals and its areas').
   */
  readonly area: O.Option<{
    readonly kind: 'near-me' | 'local';
    readonly shortName: string;
    readonly townId: number;
    readonly lat: number;
    readonly lon: number;
  }>;
  /** The point a listing about a place lists the nearest deals to first: its area's, or the place it is near. */
  readonly nearest: O.Option<GeoPoint>;
  /** The deepest category of the path. */
  readonly categoryId: O.Option<number>;
}

/** How far a near-me area reaches, in kilometres (merchants of an area sit within about 600 m of it). */
export const NEAR_ME_RADIUS_KM = 0.8;
const KM_PER_DEGREE = 111.32;

/** `d.opens_at <= now < d.closing_at`: deals on sale now (our reading of "open" for a listing). */
const FEATURE_SQL: Readonly<Record<FeatureValue, string>> = {
  'vip-price': VIP_DISCOUNT_PRICE_SQL,
  'click-and-collect': 'd.click_and_collect',
  'gift-pack': 'd.gift_packable',
  'early-bird': 'd.early_bird',
  'last-chance': 'd.last_chance',
  'price-per-person': 'd.price_per_person',
  deposit: 'd.deposit_price_minor IS NOT NULL',
};

export const featureSql = (value: FeatureValue): string => FEATURE_SQL[value];

export const vipSql = (params: SqlParams): string =>
  `(d.vip_only OR ${VIP_DISCOUNT_PRICE_SQL} OR c.short_name = ${params.add(VIP_LOCATION)})`;

/**
 * The conditions of one listing. Each method writes its SQL with the parameters it needs into the
 * given `SqlParams`, so a query carries exactly the parameters its text uses.
 */
export class ListingSql {
  constructor(
    readonly criteria: ListingCriteria,
    private readonly resolved: ResolvedListing,
    private readonly now: Date,
  ) {}

  /** Conditions every query of the listing applies. */
  base(p: SqlParams): string {
    return `${this.baseExceptCategoryFilter(p)} AND ${this.categoryFilter(p)}`;
  }

  /** The `categories` filter (deals in any of the chosen categories, at any level), or TRUE. */
  categoryFilter(p: SqlParams): string {
    const chosen = this.criteria.categoryFilter;
    return chosen.length === 0
      ? 'TRUE'
      : `EXISTS (SELECT 1 FROM category x WHERE x.short_name = ANY(${p.add(chosen)})
           AND x.id IN (d.category_id, d.subcategory_id, d.subsubcategory_id))`;
  }

  /** The base conditions but the `categories` filter: what the category links count over. */
  baseExceptCategoryFilter(p: SqlParams): string {
    const { criteria, resolved } = this;
    const base = [`d.site_key = ${p.add(criteria.site)}`];
    const instant = p.add(this.now.toISOString());
    // A deal preview lists deals that open later too; a listing, only deals on sale now.
    base.push(onSaleNowSql(instant, { ...LISTING_ON_SALE, preview: criteria.preview }));
    base.push(...this.scope(p));
    if (O.isSome(resolved.categoryId)) {
      const id = p.add(resolved.categoryId.value);
      base.push(`(d.category_id = ${id} OR d.subcategory_id = ${id} OR d.subsubcategory_id = ${id})`);
    }
    if (O.isSome(criteria.special) && criteria.special.value !== NEW_PRODUCTS_SPECIAL)
      base.push(`${p.add(criteria.special.value)} = ANY(d.tags)`);
    if (O.isSome(criteria.searchTag)) base.push(`${p.add(criteria.searchTag.value)} = ANY(d.tags)`);
    if (criteria.vip) base.push(vipSql(p));
    if (O.isSome(criteria.q)) base.push(`d.search @@ plainto_tsquery('english', ${p.add(criteria.q.value)})`);
    return base.join(' AND ');
  }

  /** The price filter, or TRUE. */
  price(p: SqlParams): string {
    const { criteria } = this;
    const price: string[] = [];
    if (O.isSome(criteria.minPriceMinor)) price.push(`d.price_minor >= ${p.add(criteria.minPriceMinor.value)}`);
    if (O.isSome(criteria.maxPriceMinor)) price.push(`d.price_minor <= ${p.add(criteria.maxPriceMinor.value)}`);
    return price.length === 0 ? 'TRUE' : price.join(' AND ');
  }

  /** Every facet condition but the one named (all of them when none is named), or TRUE. */
  facetsExcept(p: SqlParams, name: FacetName | null): string {
    const facets = this.criteria.facets;
    const conditions: string[] = [];
    const features = selectedValues(facets, 'feature').filter(isFeatureValue);
    if (name !== 'feature' && features.length > 0) conditions.push(`(${features.map(featureSql).join(' OR ')})`);
    const rating = minimumRating(facets);
    if (name !== 'rating' && rating !== null)
      conditions.push(`(d.review_total > 0 AND d.review_average >= ${p.add(rating)})`);
    const nights = selectedValues(facets, 'nights').map(Number);
    if (name !== 'nights' && nights.length > 0) conditions.push(`d.nights = ANY(${p.add(nights)})`);
    // The gift finder's answers: deals tagged for any chosen audience, and for any chosen personality.
    for (const gift of ['for', 'character'] as const) {
      const tags = giftTags(facets, gift);
      if (name !== gift && tags.length > 0) conditions.push(`d.tags && ${p.add(tags)}::text[]`);
    }
    return conditions.length === 0 ? 'TRUE' : conditions.join(' AND ');
  }

  /** Base, price and every facet: the deals the listing shows. */
  all(p: SqlParams): string {
    return `${this.base(p)} AND ${this.price(p)} AND ${this.facetsExcept(p, null)}`;
  }

  private scope(p: SqlParams): string[] {
    const resolved = this.resolved;
    if (O.isSome(resolved.area) && resolved.area.value.kind === 'local') {
      const town = p.add(resolved.area.value.townId);
      return [
        `d.location_id IN (SELECT x.id FROM location x WHERE x.id = ${town} OR x.parent_id = ${town})`,
        `c.canonical_path_type = 'local'`,
      ];
    }
    if (O.isSome(resolved.area)) {
      const area = resolved.area.value;
      const lat = p.add(area.lat);
      const lon = p.add(area.lon);
      const reach = p.add((NEAR_ME_RADIUS_KM / KM_PER_DEGREE) ** 2);
      const within = (at: string): string =>
        `power(${at}.lat - ${lat}, 2) + power((${at}.lon - ${lon}) * cos(radians(${lat})), 2) <= ${reach}`;
      // Tagged with the area, or with the merchant or one of its other branches within reach.
      return [
        `d.location_id = ${p.add(area.townId)}`,
        `c.canonical_path_type = 'local'`,
        `(${p.add(area.shortName)} = ANY(d.tags) OR ${within('m')} OR
          EXISTS (SELECT 1 FROM merchant_address a WHERE a.merchant_id = m.id AND ${within('a')}))`,
      ];
    }
    switch (this.criteria.scope.kind) {
      case 'local': {
        const id = p.add(O.getOrElse(() => -1)(resolved.locationId));
        // The town and its near-me areas, written so the (site, location, popularity) index applies.
        return [`d.location_id IN (SELECT x.id FROM location x WHERE x.id = ${id} OR x.parent_id = ${id})`];
      }
      case 'national':
        // The national location only (spec 1 §2: national deals use location national-deal). Not
        // by the top category's path type: VIP, wellness and gifts are national tops with local and
        // travel deals under them, which belong to their towns and escapes, not the shop.
        return [`l.kind = 'national'`];
      case 'travel':
        return [`(l.kind = 'travel' OR d.is_travel OR c.canonical_path_type = 'travel')`];
      case 'hyperlocal':
        return [`l.kind IN ('local', 'near-me')`, `c.canonical_path_type = 'local'`];
      case 'vip':
        return [vipSql(p)];
      case 'wellness':
        return ['d.wellness'];
      case 'all':
        return [];
    }
  }

  /** The chosen sort, the newest first on a new products special, or nearest first (`listingOrder`). */
  get order(): ListingOrder {
    return listingOrder(this.criteria);
  }

  /** With the default sort (popularity) the listing has a main deal; nearest first, the nearest leads. */
  get hasMainDeal(): boolean {
    return leadsWithMainDeal(this.order);
  }

  /** ORDER BY of the listing's order: the nearest merchants first, then the most popular. */
  orderBy(p: SqlParams): string {
    const order = this.order;
    if (order !== 'nearest') return ORDER_BY[order];
    return O.match(
      () => ORDER_BY.popularity,
      (point: GeoPoint) => `${distanceKmSql(p, point)}, ${ORDER_BY.popularity}`,
    )(this.resolved.nearest);
  }
}

/**
 * The great-circle distance in km from `point` to the deal's merchant, at its nearest address: the
 * main one or another branch (haversine on the earth's mean radius, as the location family's
 * `distanceKm`; LEAST passes over the NULL of a merchant with no other address).
 */
export const distanceKmSql = (p: SqlParams, point: GeoPoint): string => {
  const lat = `${p.add(point.lat)}::float8`;
  const lon = `${p.add(point.lon)}::float8`;
  const radius = `${p.add(EARTH_RADIUS_KM)}::float8`;
  const from = (at: string): string => `(2 * ${radius} * asin(least(1, sqrt(
    power(sin(radians(${at}.lat - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${at}.lat)) * power(sin(radians(${at}.lon - ${lon}) / 2), 2)))))`;
  return `least(${from('m')}, (SELECT min(${from('a')}) FROM merchant_address a WHERE a.merchant_id = m.id))`;
};

/** ORDER BY of each sort; the id breaks ties so pages never overlap. */
export const ORDER_BY: Readonly<Record<SortOption, string>> = {
  popularity: 'd.popularity DESC, d.id',
  price: 'd.price_minor DESC, d.id',
  pricelow: 'd.price_minor ASC, d.id',
  discountPercentage: `${discountPercentageSql('d.')} DESC, d.id`,
  recentlyAdded: 'd.created_at DESC, d.id',
};
