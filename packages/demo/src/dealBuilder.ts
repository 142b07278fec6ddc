/**
 * Builds one demo deal (with its merchant, products and reviews) from a plan: the category leaf,
 * the town for local deals, and a seeded random stream of its own, so a deal does not change when
 * other deals are added. Dates are relative to `now`; nothing in a deal's path depends on `now`.
 */
import * as O from 'fp-ts/Option';
import { buildDealPath, SHOP_LOCATION } from '@kerching/domain/routing';
import { discountPercentage, formatPrice, money, priceDisplayMode } from '@kerching/domain/money';
import { slugify } from '@kerching/domain/text';
import type { CountryCode, Site } from '@kerching/domain/site';
import type {
  DealRecord,
  LocationRecord,
  MerchantAddressRecord,
  MerchantRecord,
  ProductRecord,
  ReviewRecord,
} from '@kerching/contract';
import type { CategoryLeaf, Offer } from './categories';
import { giftFinderTags } from './giftTags';
import { hotelPool, isTourOperator, merchantPool } from './merchants';
import {
  type Destination,
  type NearMeArea,
  type Town,
  INTERNATIONAL_DESTINATIONS,
  IE_DESTINATIONS,
  UK_DESTINATIONS,
  postcodeIn,
} from './places';
import { VARIANTS, inCurrency, priceMinorAfter } from './products';
import type { Random } from './random';
import { type ReviewKind, reviewSummaryOf, reviewsFor } from './reviews';

export const DAY = 86_400_000;
const HOUR = 3_600_000;

export type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface TownLocation {
  readonly town: Town;
  readonly row: LocationRecord;
  readonly areas: readonly { readonly area: NearMeArea; readonly row: LocationRecord }[];
}

export interface SiteLocations {
  readonly national: LocationRecord;
  readonly travel: LocationRecord;
  readonly towns: readonly [TownLocation, ...TownLocation[]];
  /** The site's default location (London, Dublin, Dublin South). */
  readonly home: TownLocation;
}

export interface SiteContext {
  readonly site: Site;
  readonly now: Date;
  readonly locations: SiteLocations;
}

export interface DealPlan {
  readonly id: number;
  readonly leaf: CategoryLeaf;
  /** The town of a local deal (ignored for national and travel deals). */
  readonly town: TownLocation;
  /** Which near-me area of the town the merchant is in, when the town has areas. */
  readonly areaIndex: number;
  /** Which of the leaf's offers; random when absent. */
  readonly offerIndex?: number;
  /** How many products, 1 to 4; random when absent. */
  readonly productCount?: number;
  /** A title to use instead of the offer's. */
  readonly title?: string;
}

export interface DealDraft {
  readonly deal: Mutable<DealRecord>;
  readonly products: Mutable<ProductRecord>[];
  readonly merchant: MerchantRecord;
  /** The kind of reviews the deal gets; see `finishDeal`. */
  readonly reviewKind: ReviewKind;
  /** Written into the deal by `finishDeal`, with the saving its final prices give. */
  readonly headline: Headline;
}

const reviewKindOf = (leaf: CategoryLeaf): ReviewKind => {
  if (leaf.node.canonicalPathType === 'travel') return 'stay';
  if (leaf.node.canonicalPathType === 'national') return 'product';
  const top = leaf.chain[0]?.shortName ?? '';
  const theme = leaf.node.theme;
  if (top === 'beauty-and-spa' || theme === 'spa' || theme === 'wellness') return 'spa';
  if (top === 'health-and-fitness' || theme === 'yoga') return 'fitness';
  if (top === 'activities') return 'activity';
  return 'food';
};

const destinationsFor = (leaf: CategoryLeaf, country: CountryCode): readonly [Destination, ...Destination[]] => {
  const nav = leaf.node.navigationType ?? leaf.chain.find((n) => n.navigationType !== undefined)?.navigationType;
  if (nav === 'international-travel') return INTERNATIONAL_DESTINATIONS;
  return country === 'ie' ? IE_DESTINATIONS : UK_DESTINATIONS;
};

/** Within about 600 m of a point: merchants of a near-me area sit in it. */
const near = (lat: number, lon: number, random: Random): { lat: number; lon: number } => ({
  lat: Math.round((lat + (random.next() - 0.5) * 0.01) * 1e6) / 1e6,
  lon: Math.round((lon + (random.next() - 0.5) * 0.014) * 1e6) / 1e6,
});

/** The deal path's category segments: [town, top, sub] locally, [shop|escapes, sub, subsub] otherwise. */
export const dealPathSegments = (leaf: CategoryLeaf, locationSegment: string): readonly string[] => {
  const names = leaf.chain.map((n) => n.shortName);
  const impliedTop = (locationSegment === SHOP_LOCATION && names[0] === 'shopping') || names[0] === 'escapes';
  const categories = impliedTop ? names.slice(1) : names;
  return [locationSegment, ...categories.slice(0, 2)];
};

const SPOTS: Readonly<Record<string, string>> = {
  'restaurants-and-food': 'places to eat and drink',
  'beauty-and-spa': 'salons and spas',
  activities: 'things to do',
  'health-and-fitness': 'studios and clinics',
};

export interface Placement {
  readonly location: LocationRecord;
  /** The first segment of the deal path: a town short name, `shop` or `escapes`. */
  readonly segment: string;
  /** A place name for titles: the near-me area or town, the destination, or none for shipped goods. */
  readonly placeName: string;
  readonly merchant: MerchantRecord;
  readonly destination?: Destination;
  readonly area?: NearMeArea;
}

/** The demo's best-seller claim (spec 1 §3 Product `bestSellerClaim`). */
export const BEST_SELLER_CLAIM = 'Best seller';

const mostBought = (products: readonly Mutable<ProductRecord>[]): Mutable<ProductRecord> | undefined =>
  products.reduce<Mutable<ProductRecord> | undefined>(
    (best, p) => (best === undefined || (p.totalBought ?? 0) > (best.totalBought ?? 0) ? p : best),
    undefined,
  );

/** The share of local merchants that are chains with other branches in town (spec 1 §3 `business.otherAddresses`). */
const CHAIN_SHARE = 0.15;

/** A chain's one or two other branches in its town, on streets other than `street`; none for most merchants. */
const chainBranches = (town: Town, street: string, country: CountryCode, random: Random): MerchantAddressRecord[] =>
  random.chance(CHAIN_SHARE)
    ? random
        .sample(
          town.streets.filter((s) => s !== street),
          random.int(1, 2),
        )
        .map((other) => {
          const postcode = postcodeIn(country, random.pick(town.districts), (n) => random.int(0, n - 1));
          return {
            address: `${random.int(1, 180)} ${other}, ${town.name} ${postcode}`,
            ...near(town.lat, town.lon, random),
            town: town.name,
            postcode,
          };
        })
    : [];

const place = (
  plan: DealPlan,
  context: SiteContext,
  merchantId: number,
  offerTags: readonly string[],
  random: Random,
): Placement => {
  const { site, locations } = context;
  const country = site.countryCode;
  const leaf = plan.leaf;
  const phone = (prefix: string): string => `${prefix}${String(random.int(0, 999)).padStart(3, '0')}`;
  const pick = (n: number): number => random.int(0, n - 1);
  if (leaf.node.canonicalPathType === 'travel') {
    const destination = random.pick(destinationsFor(leaf, country));
    const abroad = destination.district === '';
    const name = random.pick(hotelPool(country, abroad));
    const spot = near(destination.lat, destination.lon, random);
    const postcode = abroad ? '' : postcodeIn(country, destination.district, pick);
    return {
      location: locations.travel,
      segment: locations.travel.shortName,
      placeName: destination.name,
      destination,
      merchant: {
        id: merchantId,
        name,
        displayName: name,
        address: abroad
          ? `${destination.name}, ${destination.region}`
          : `${random.int(1, 90)} Shore Road, ${destination.name}, ${destination.region} ${postcode}`,
        ...spot,
        town: destination.name,
        postcode,
        phone: abroad ? null : phone(destination.phone ?? '01632 960'),
        website: null,
        vatNumber: null,
      },
    };
  }
  if (leaf.node.canonicalPathType === 'national') {
    const warehouse = random.pick(context.locations.towns);
    const name =
      leaf.node.shortName === 'gift-cards'
        ? `${site.displayName} Gift Cards`
        : random.pick(merchantPool(country, leaf.node.shortName, leaf.node.theme, offerTags));
    const postcode = postcodeIn(country, random.pick(warehouse.town.districts), pick);
    const street = random.pick([
      'Unit 4, Riverside Industrial Estate',
      'Unit 12, Brookfield Business Park',
      'Unit 7, Orchard Trading Estate',
    ]);
    return {
      location: locations.national,
      segment: SHOP_LOCATION,
      placeName: '',
      merchant: {
        id: merchantId,
        name,
        displayName: name,
        address: `${street}, ${warehouse.town.name} ${postcode}`,
        ...near(warehouse.town.lat, warehouse.town.lon, random),
        town: warehouse.town.name,
        postcode,
        phone: null,
        website: null,
        vatNumber:
          country === 'ie'
            ? `IE${random.int(1_000_000, 9_999_999)}${'ABCDEFGHW'[pick(9)] ?? 'A'}`
            : `GB${random.int(100_000_000, 999_999_999)}`,
      },
    };
  }
  const town = plan.town;
  const areaEntry = town.areas.length > 0 ? town.areas[plan.areaIndex % town.areas.length] : undefined;
  const area = areaEntry?.area;
  const name = random.pick(merchantPool(country, leaf.node.shortName, leaf.node.theme, offerTags));
  const street = random.pick(area?.streets ?? town.town.streets);
  const postcode = postcodeIn(country, random.pick(area?.districts ?? town.town.districts), pick);
  const spot = area !== undefined ? near(area.lat, area.lon, random) : near(town.town.lat, town.town.lon, random);
  const placeName = area?.name ?? town.town.name;
  const locality = area !== undefined ? `${area.name}, ${town.town.name}` : town.town.name;
  // From a stream of their own, so the rest of the catalogue is drawn as it was before merchants had them.
  const otherAddresses = chainBranches(town.town, street, country, random.fork(`branches-${merchantId}`));
  return {
    location: town.row,
    segment: town.row.shortName,
    placeName,
    ...(area === undefined ? {} : { area }),
    merchant: {
      id: merchantId,
      name,
      displayName: name,
      address: `${random.int(1, 180)} ${street}, ${locality} ${postcode}`,
      ...spot,
      town: town.town.name,
      postcode,
      phone: phone(town.town.phone),
      website: null,
      vatNumber: null,
      ...(otherAddresses.length === 0 ? {} : { otherAddresses }),
    },
  };
};

/** A trip is booked with a travel company and stayed at a hotel. */
const withOrAt = (merchant: MerchantRecord): string => (isTourOperator(merchant.displayName) ? 'with' : 'at');

const titleOf = (offer: Offer, placement: Placement, plan: DealPlan): string => {
  const base = plan.title ?? offer.title;
  if (placement.destination !== undefined)
    return `${placement.destination.name}: ${base} ${withOrAt(placement.merchant)} ${placement.merchant.displayName}`;
  if (placement.segment === SHOP_LOCATION) return base;
  return `${base} at ${placement.merchant.displayName}, ${placement.placeName}`;
};

/**
 * How a headline states the saving: "62%", "up to 62%" for an indicative price, or nothing when
 * the deal hides its price or discount or is free, so the headline never promises another figure
 * than the price box shows.
 */
type Saving = string | null;

/** A headline written once the deal's final prices are known (`finishDeal`). */
export type Headline = (saving: Saving) => string;

const headlineOf = (offer: Offer, placement: Placement, random: Random): Headline => {
  const what = offer.title;
  const destination = placement.destination;
  if (destination !== undefined)
    return random.pick<Headline>([
      (saving) =>
        `${destination.name}, ${destination.region}: ${saving === null ? 'a break to remember' : `save ${saving}`}`,
      (saving) => `Escape to ${destination.region}${saving === null ? '' : ` for ${saving} less`}`,
    ]);
  if (placement.segment === SHOP_LOCATION)
    return random.pick<Headline>([
      (saving) => (saving === null ? what : `Save ${saving}: ${what}`),
      (saving) => `${saving === null ? what : `${saving} off`}, delivered to your door`,
      (saving) => (saving === null ? `${what}, delivered to your door` : `${what}: ${saving} off`),
    ]);
  const at = `${placement.merchant.displayName} in ${placement.placeName}`;
  return random.pick<Headline>([
    (saving) => (saving === null ? `A treat at ${at}` : `${saving} off at ${at}`),
    (saving) => `Treat yourself in ${placement.placeName}${saving === null ? '' : `: save ${saving}`}`,
    (saving) => (saving === null ? `${what} at ${at}` : `Save ${saving}: ${what}`),
  ]);
};

/**
 * The saving a finished deal's headline states: the one its price box shows a visitor, by the
 * domain's price display rule (none for a drop-down of options, whose box shows a "From" price),
 * and none for a free deal.
 */
const savingOf = (deal: DealRecord): Saving => {
  const mode = priceDisplayMode(
    {
      price: deal.priceMinor,
      originalPrice: deal.originalPriceMinor,
      vipPrice: O.none,
      priceIndicative: deal.priceIndicative === true,
      display: {
        showPrice: deal.showPrice !== false,
        discount: deal.showDiscount !== false,
        vipDiscountAllowed: false,
      },
      productDisplay: { type: deal.displayType ?? 'default' },
    },
    { vipUser: false },
  );
  const percent = discountPercentage(deal.priceMinor, deal.originalPriceMinor);
  if (deal.priceMinor === 0 || percent === 0) return null;
  return mode === 'SHOW_DISCOUNT' ? `${percent}%` : mode === 'SHOW_INDICATIVE_DISCOUNT' ? `up to ${percent}%` : null;
};

const descriptionOf = (
  offer: Offer,
  placement: Placement,
  leaf: CategoryLeaf,
  productCount: number,
  cap: number,
): string => {
  const what = offer.title;
  const options = productCount > 1 ? ` Choose from ${productCount} options.` : '';
  const m = placement.merchant;
  if (placement.destination !== undefined) {
    const d = placement.destination;
    return [
      `Escape to ${d.name} in ${d.region} with ${what} ${withOrAt(m)} ${m.displayName}.${options}`,
      isTourOperator(m.displayName)
        ? `${m.displayName} books your travel and your stay, so all that is left is to pack: spend your days exploring ${d.name} and your evenings unwinding.`
        : `${m.displayName} is a short stroll from the best of ${d.name}: spend your days exploring and your evenings unwinding.`,
      'Choose your dates when you book. Prices are for two people sharing unless the option says otherwise.',
    ].join('\n\n');
  }
  if (placement.segment === SHOP_LOCATION)
    return [
      `Get ${what} from ${m.displayName}, delivered to your door.${options}`,
      `A great buy for yourself or as a gift. Limit of ${cap} per customer.`,
      'Dispatched within 3 working days of your order.',
    ].join('\n\n');
  const spots = SPOTS[leaf.chain[0]?.shortName ?? ''] ?? 'places to unwind';
  return [
    `Treat yourself to ${what} at ${m.displayName} in ${placement.placeName}.${options}`,
    `${m.displayName} is one of the best-loved ${spots} in ${placement.placeName}. Find it at ${m.address}.`,
    'Vouchers are available 24 hours after purchase: book directly with the merchant quoting your voucher code.',
  ].join('\n\n');
};

const finePrintOf = (placement: Placement, site: Site, cap: number, postageMinor: number): string => {
  if (placement.destination !== undefined)
    return [
      'Valid for stays within 6 months of purchase; booking required and subject to availability.',
      'Weekend and school-holiday dates may carry a supplement, payable to the hotel.',
      'Rooms are for two adults sharing unless stated.',
      `Maximum ${cap} per person.`,
      '14-day money-back guarantee on unredeemed vouchers.',
    ].join('\n');
  if (placement.segment === SHOP_LOCATION)
    return [
      `Delivery to ${site.countryCode === 'ie' ? 'addresses in Ireland' : 'UK mainland addresses'} within 5-7 working days.`,
      postageMinor > 0 ? `Postage ${formatPrice(money(postageMinor, site.currency))}.` : 'Free delivery.',
      `Maximum ${cap} per person.`,
      '14-day money-back guarantee; returns must be unused and in their original packaging.',
    ].join('\n');
  return [
    'Valid for 3 months from purchase.',
    'Booking required: contact the merchant quoting your voucher code; 24 hours notice to cancel.',
    `Maximum ${cap} per person; you may buy more as gifts.`,
    'Not valid with any other offer. Vouchers are available 24 hours after purchase.',
  ].join('\n');
};

/**
 * A deal's products, the cheapest first (ties keep their order), numbered again by `sortOrder`: the
 * lead product gives the deal its price, and a shopper reads a drop-down's "From" price as the
 * least they can pay. Variants after the first may be cheaper ('For one person' after 'For two
 * people'), so the order they are drawn in is not the order they are shown in. Ids stay as drawn.
 */
const cheapestFirst = (products: readonly Mutable<ProductRecord>[]): Mutable<ProductRecord>[] =>
  [...products].sort((a, b) => a.priceMinor - b.priceMinor).map((p, sortOrder) => ({ ...p, sortOrder }));

/** A deal draft from a plan; `finishDeal` completes it once a case has adjusted it. */
export const buildDeal = (plan: DealPlan, context: SiteContext, random: Random): DealDraft => {
  const { site, now } = context;
  const leaf = plan.leaf;
  const offer =
    plan.offerIndex === undefined
      ? random.pick(leaf.offers)
      : (leaf.offers[plan.offerIndex % leaf.offers.length] ?? leaf.offers[0]);
  const placement = place(plan, context, plan.id, offer.tags, random);
  const travel = leaf.node.canonicalPathType === 'travel';
  const national = leaf.node.canonicalPathType === 'national';
  const productCount = plan.productCount ?? random.pick([1, 1, 2, 2, 3, 3, 4]);
  const variants = VARIANTS[offer.variants].slice(0, Math.max(1, Math.min(4, productCount)));
  const percent = Math.min(travel ? 50 : 80, offer.off + random.int(0, 15));
  const purchaseCap = random.pick([5, 10, 10, 20]);
  const capped = random.chance(0.25);
  // Drawn in variant order, so every other property of the deal stays as the seed gives it.
  const drawn: Mutable<ProductRecord>[] = variants.map((variant, k) => {
    const originalMinor = inCurrency(Math.max(1, Math.round(offer.original * variant.scale)), site.currency) * 100;
    const priceMinor = priceMinorAfter(originalMinor, percent, random);
    const dailyCap = capped ? random.int(20, 200) : null;
    const weeklyCap = capped ? (dailyCap ?? 0) * 5 : null;
    return {
      id: plan.id * 10 + k + 1,
      dealId: plan.id,
      friendlyName: variant.label === 'Standard' ? offer.title : variant.label,
      priceMinor,
      originalPriceMinor: originalMinor,
      vipPriceMinor: null,
      purchaseCap: Math.min(purchaseCap, random.pick([2, 4, 5, 10])),
      totalRemaining: random.int(20, 1000),
      sortOrder: k,
      vipExclusive: false,
      dailyCap,
      weeklyCap,
      remainingForDay: dailyCap === null ? null : random.int(1, dailyCap),
      remainingForWeek: weeklyCap === null ? null : random.int(Math.ceil(weeklyCap / 2), weeklyCap),
      maxPerUser: random.pick([2, 4, 5]),
      adminFeeMinor: 0,
      totalPriceMinor: priceMinor,
      totalBought: random.int(5, 4000),
      nights: variant.nights ?? null,
      giftPack: false,
    };
  });
  const products = cheapestFirst(drawn);
  // Of three options or more, the most bought claims to be the best seller (no draw: the rest of
  // the catalogue is as it was before products had claims).
  const topSeller = products.length >= 3 ? mostBought(products) : undefined;
  if (topSeller !== undefined) topSeller.bestSellerClaim = BEST_SELLER_CLAIM;
  const lead = products[0];
  const priceMinor = lead?.priceMinor ?? 0;
  const originalPriceMinor = lead?.originalPriceMinor ?? 0;
  const shipped = national && leaf.node.shortName !== 'gift-cards';
  const postageMinor = shipped ? random.pick([0, 299, 399, 499]) : 0;
  const segments = dealPathSegments(leaf, placement.segment);
  const named = plan.title ?? offer.title;
  const blurb = slugify(placement.placeName === '' ? named : `${named} ${placement.placeName}`);
  const opensAt = new Date(now.getTime() - random.int(1, 40) * DAY - random.int(0, 23) * HOUR);
  const tags = [
    ...new Set([
      ...offer.tags,
      ...leaf.chain.map((n) => n.shortName),
      ...(placement.area === undefined ? [] : [slugify(placement.area.name)]),
    ]),
  ];
  const words = [
    placement.merchant.displayName,
    ...leaf.chain.map((n) => n.name),
    placement.location.name,
    placement.placeName,
    placement.merchant.town ?? '',
    placement.destination?.region ?? '',
    ...tags.map((t) => t.replace(/-/g, ' ')),
  ];
  const theme = leaf.node.theme;
  const variant = random.int(1, 24);
  const wellness =
    leaf.chain[0]?.shortName === 'wellness-collection' ||
    ((theme === 'spa' || theme === 'yoga') && random.chance(0.25));
  const headline = headlineOf(offer, placement, random);
  const deal: Mutable<DealRecord> = {
    id: plan.id,
    siteKey: site.key,
    locationId: placement.location.id,
    categoryId: leaf.chain[0]?.id ?? leaf.node.id,
    merchantId: placement.merchant.id,
    urlPath: buildDealPath({
      categories: segments,
      dealId: plan.id,
      evergreen: false,
      productId: O.none,
      blurb: O.some(blurb),
    }),
    title: titleOf(offer, placement, plan),
    headline: '',
    priceMinor,
    originalPriceMinor,
    currency: site.currency,
    imageId: `${theme}-${variant}`,
    opensAt,
    closingAt: new Date(now.getTime() + random.int(5, 120) * DAY + random.int(0, 23) * HOUR),
    soldOut: false,
    popularity: random.int(1, 1000),
    createdAt: opensAt,
    subcategoryId: leaf.chain[1]?.id ?? null,
    subsubcategoryId: leaf.chain[2]?.id ?? null,
    description: descriptionOf(offer, placement, leaf, products.length, purchaseCap),
    finePrint: finePrintOf(placement, site, purchaseCap, postageMinor),
    dealType: 'default',
    displayType: products.length > 1 ? 'dropdown' : 'default',
    evergreen: false,
    lastChance: false,
    enableBuyClosedDeal: false,
    earlyBird: false,
    pricePerPerson: false,
    priceIndicative: false,
    showPrice: true,
    showDiscount: true,
    vipOnly: false,
    vipDiscountAllowed: false,
    vipPriceMinor: null,
    depositPriceMinor: null,
    isTravel: travel,
    nights: lead?.nights ?? null,
    giftPackable: false,
    clickAndCollect: false,
    wellness,
    deliveryType: shipped ? 'other' : 'none',
    minPostagePriceMinor: postageMinor,
    purchaseCap,
    socialCueClaim: null,
    reviewTotal: 0,
    reviewAverage: 0,
    imageIds: [0, 1, 2].map((k) => `${theme}-${((variant - 1 + k * 7) % 24) + 1}`),
    // The gift finder's tags stay out of the search text: they name who a deal suits, not what it is.
    tags: [
      ...tags,
      ...giftFinderTags(
        leaf.chain.map((n) => n.shortName),
        offer.tags,
      ),
    ],
    searchText: [...new Set(words.filter((w) => w !== ''))].join(' '),
  };
  return { deal, products, merchant: placement.merchant, reviewKind: reviewKindOf(leaf), headline };
};

/** Segments and path of a deal again, after a case changed its evergreen flag. */
export const withEvergreenPath = (deal: Mutable<DealRecord>): void => {
  const [, ...segments] = deal.urlPath.split('/').filter((s) => s !== '');
  const idAt = segments.indexOf(String(deal.id));
  deal.urlPath = buildDealPath({
    categories: segments.slice(0, idAt),
    dealId: deal.id,
    evergreen: deal.evergreen ?? false,
    productId: O.none,
    blurb: O.fromNullable(segments[idAt + 1]),
  });
};

export interface FinishedDeal {
  readonly deal: DealRecord;
  readonly products: readonly ProductRecord[];
  readonly merchant: MerchantRecord;
  readonly reviews: readonly ReviewRecord[];
}

export interface FinishOptions {
  /** How many reviews; random (0 to 8) when absent. */
  readonly reviewCount?: number;
  readonly glowing?: boolean;
}

/**
 * Completes a draft: deal price from the lead product (the cheapest: `buildDeal` orders them, and
 * the cases change all prices alike, keeping that order), totals with admin fees, review summary
 * from the reviews written (none before a deal opens).
 */
export const finishDeal = (
  draft: DealDraft,
  context: SiteContext,
  random: Random,
  options: FinishOptions = {},
): FinishedDeal => {
  const { deal, products } = draft;
  for (const p of products) p.totalPriceMinor = Math.max(p.totalPriceMinor ?? 0, p.priceMinor + (p.adminFeeMinor ?? 0));
  const lead = products[0];
  if (lead !== undefined) {
    deal.priceMinor = lead.priceMinor;
    deal.originalPriceMinor = lead.originalPriceMinor;
  }
  deal.headline = draft.headline(savingOf(deal));
  const opened = deal.opensAt.getTime() <= context.now.getTime();
  const count = !opened ? 0 : (options.reviewCount ?? (random.chance(0.2) ? 0 : random.int(1, 8)));
  const reviews = reviewsFor(
    {
      dealId: deal.id,
      firstId: deal.id * 50,
      count,
      kind: draft.reviewKind,
      country: context.site.countryCode,
      before: context.now,
      ...(options.glowing === undefined ? {} : { glowing: options.glowing }),
    },
    random,
  );
  const summary = reviewSummaryOf(reviews);
  deal.reviewTotal = summary.reviewTotal;
  deal.reviewAverage = summary.reviewAverage;
  return { deal, products, merchant: draft.merchant, reviews };
};
