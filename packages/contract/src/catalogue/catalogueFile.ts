/**
 * The catalogue file read by `npm run catalog:import -- file.json` and written by
 * `catalog:export-demo`: the whole catalogue as JSON, one array per table. It mirrors the SQL
 * adapter's `CatalogueData` field for field, with instants as ISO 8601 strings and money as whole
 * numbers in minor units (ADR 4). Optional fields take the database defaults when absent.
 *
 * A product of a deal sold by date may carry its booking calendar (`calendar`, spec 1 §3 "Calendar
 * day"): one record per date, with stay lengths of 1 to 28 nights, the shortest first.
 *
 * Two layers of checks, both reported as `path: reason` lines:
 * - `CatalogueFileCodec` checks each record's shape and values (`deals[3].priceMinor: expected a
 *   whole number >= 0`), unknown and missing fields included;
 * - `catalogueFileConsistency` checks the records against each other: ids unique, every reference
 *   resolving within the same site, currencies and countries matching their site, deal paths that
 *   follow the routing rules and end in the deal's own id.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { IMAGE_ID } from '@kerching/domain/catalogue';
import { SITE_KEYS } from '@kerching/domain/site';
import { STATIC_PAGE_SLUGS } from '@kerching/domain/routing';
import {
  Bool,
  Count,
  DateFromIsoString,
  DateText,
  Id,
  Latitude,
  Longitude,
  MinorUnits,
  Nights,
  NonEmptyText,
  PageSize,
  Rating,
  ReviewAverage,
  Slug,
  StayLength,
  Text,
  nullable,
  oneOf,
  record,
  textMatching,
  wholeNumber,
} from './codecs';

export const CATALOGUE_FILE_FORMAT_VERSION = 1;

const SiteKeyCodec = oneOf(SITE_KEYS);
const CountryCodeCodec = oneOf(['gb', 'ie']);
const CurrencyCodec = oneOf(['GBP', 'EUR']);
const ImageIdCodec = textMatching(IMAGE_ID, 'an image id (lower-case letters, digits, single dashes)', 200);
const UrlPathCodec = textMatching(/^\/\S*$/, 'a path starting with /', 2000);
const FeedSlugCodec = textMatching(
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/,
  'a feed slug (slugs joined by /)',
  300,
);
/** A page slug of spec 1 §2, typed as plain text like the database column. */
const StaticPageSlugCodec = textMatching(
  new RegExp(`^(?:${STATIC_PAGE_SLUGS.map((s) => s.replace(/[.]/g, '\\.')).join('|')})$`),
  `one of the static page slugs (${STATIC_PAGE_SLUGS.join(', ')})`,
);

export const SiteRecordCodec = record(
  'site',
  {
    key: SiteKeyCodec,
    brandSlug: Slug,
    displayName: NonEmptyText,
    countryCode: CountryCodeCodec,
    currency: CurrencyCodec,
  },
  {},
);

export const LocationRecordCodec = record(
  'location',
  {
    id: Id,
    siteKey: SiteKeyCodec,
    name: NonEmptyText,
    shortName: Slug,
    countryCode: CountryCodeCodec,
    lat: Latitude,
    lon: Longitude,
  },
  { kind: oneOf(['local', 'national', 'travel', 'near-me']), parentId: nullable(Id) },
);

export const CategoryRecordCodec = record(
  'category',
  { id: Id, parentId: nullable(Id), shortName: Slug, name: NonEmptyText, canonicalPathType: NonEmptyText },
  {
    sortOrder: wholeNumber(-1000, 1000, 'a whole number from -1000 to 1000'),
    navigationType: nullable(oneOf(['travel', 'international-travel'])),
  },
);

/** One of a merchant's other addresses: a chain's other branch, where its vouchers can be used too. */
export const MerchantAddressRecordCodec = record(
  'merchant address',
  { address: NonEmptyText, lat: Latitude, lon: Longitude },
  { town: Text, postcode: Text },
);

export const MerchantRecordCodec = record(
  'merchant',
  { id: Id, name: NonEmptyText, displayName: NonEmptyText, address: NonEmptyText, lat: Latitude, lon: Longitude },
  {
    town: Text,
    postcode: Text,
    phone: nullable(Text),
    website: nullable(Text),
    vatNumber: nullable(Text),
    otherAddresses: t.readonlyArray(MerchantAddressRecordCodec, 'a list of addresses'),
  },
);

export const DealRecordCodec = record(
  'deal',
  {
    id: Id,
    siteKey: SiteKeyCodec,
    locationId: Id,
    categoryId: Id,
    merchantId: Id,
    urlPath: UrlPathCodec,
    title: NonEmptyText,
    headline: NonEmptyText,
    priceMinor: MinorUnits,
    originalPriceMinor: MinorUnits,
    currency: CurrencyCodec,
    imageId: ImageIdCodec,
    opensAt: DateFromIsoString,
    closingAt: DateFromIsoString,
    soldOut: Bool,
    popularity: Count,
    createdAt: DateFromIsoString,
  },
  {
    subcategoryId: nullable(Id),
    subsubcategoryId: nullable(Id),
    description: Text,
    finePrint: Text,
    dealType: oneOf(['default', 'calendar']),
    displayType: oneOf(['default', 'dropdown', 'calendar']),
    evergreen: Bool,
    lastChance: Bool,
    enableBuyClosedDeal: Bool,
    earlyBird: Bool,
    pricePerPerson: Bool,
    priceIndicative: Bool,
    showPrice: Bool,
    showDiscount: Bool,
    vipOnly: Bool,
    vipDiscountAllowed: Bool,
    vipPriceMinor: nullable(MinorUnits),
    depositPriceMinor: nullable(MinorUnits),
    isTravel: Bool,
    nights: nullable(Nights),
    giftPackable: Bool,
    clickAndCollect: Bool,
    wellness: Bool,
    deliveryType: oneOf(['none', 'other']),
    minPostagePriceMinor: MinorUnits,
    purchaseCap: Count,
    socialCueClaim: nullable(Text),
    reviewTotal: Count,
    reviewAverage: ReviewAverage,
    imageIds: t.readonlyArray(ImageIdCodec, 'a list of image ids'),
    tags: t.readonlyArray(Text, 'a list of strings'),
    searchText: Text,
  },
);

const CalendarDayFieldsCodec = record(
  'calendar day',
  {
    date: DateText,
    minPriceMinor: MinorUnits,
    vipPriceMinor: nullable(MinorUnits),
    additionalCostText: nullable(Text),
    minLengthOfStay: StayLength,
    maxLengthOfStay: StayLength,
    openForArrival: Bool,
    openForDeparture: Bool,
    openForSale: Bool,
    soldOut: Bool,
    vipDiscountAllowed: Bool,
  },
  // Stays that may still include this night (ADR 28); without it the day's rooms are not counted.
  { rooms: Count },
);
export type CalendarDayRecord = t.TypeOf<typeof CalendarDayFieldsCodec>;

/** A day of a product's calendar: its fields, and a longest stay no shorter than the shortest. */
export const CalendarDayRecordCodec = new t.Type<CalendarDayRecord, t.OutputOf<typeof CalendarDayFieldsCodec>, unknown>(
  CalendarDayFieldsCodec.name,
  (u): u is CalendarDayRecord => CalendarDayFieldsCodec.is(u) && u.minLengthOfStay <= u.maxLengthOfStay,
  (u, c) =>
    E.chain((day: CalendarDayRecord): t.Validation<CalendarDayRecord> => {
      if (day.minLengthOfStay <= day.maxLengthOfStay) return t.success(day);
      const reason = `a whole number of nights from minLengthOfStay (${day.minLengthOfStay}) to 28`;
      return t.failure<CalendarDayRecord>(
        day.maxLengthOfStay,
        [...c, { key: 'maxLengthOfStay', type: StayLength, actual: day.maxLengthOfStay }],
        reason,
      );
    })(CalendarDayFieldsCodec.validate(u, c)),
  (a) => CalendarDayFieldsCodec.encode(a),
);

export const ProductRecordCodec = record(
  'product',
  {
    id: Id,
    dealId: Id,
    friendlyName: NonEmptyText,
    priceMinor: MinorUnits,
    originalPriceMinor: MinorUnits,
    vipPriceMinor: nullable(MinorUnits),
    purchaseCap: Count,
    totalRemaining: Count,
    sortOrder: wholeNumber(0, 1000, 'a whole number from 0 to 1000'),
  },
  {
    vipExclusive: Bool,
    dailyCap: nullable(Count),
    weeklyCap: nullable(Count),
    remainingForDay: nullable(Count),
    remainingForWeek: nullable(Count),
    maxPerUser: nullable(Count),
    adminFeeMinor: MinorUnits,
    totalPriceMinor: nullable(MinorUnits),
    totalBought: Count,
    nights: nullable(Nights),
    giftPack: Bool,
    bestSellerClaim: nullable(Text),
    calendar: t.readonlyArray(CalendarDayRecordCodec, 'a list of calendar days'),
  },
);

export const ReviewRecordCodec = record(
  'review',
  { id: Id, dealId: Id, rating: Rating, author: NonEmptyText, title: Text, body: Text, createdAt: DateFromIsoString },
  {},
);

export const StaticPageRecordCodec = record(
  'static page',
  {
    siteKey: SiteKeyCodec,
    slug: StaticPageSlugCodec,
    title: NonEmptyText,
    body: NonEmptyText,
    updatedAt: DateFromIsoString,
  },
  {},
);

export const GuideRecordCodec = record(
  'guide',
  {
    siteKey: SiteKeyCodec,
    slug: Slug,
    title: NonEmptyText,
    summary: Text,
    body: Text,
    dealIds: t.readonlyArray(Id, 'a list of deal ids'),
  },
  {},
);

export const DealFeedRecordCodec = record(
  'deal feed',
  { siteKey: SiteKeyCodec, slug: FeedSlugCodec, displayName: NonEmptyText, description: Text },
  {
    text: Text,
    additionalText: Text,
    redirectUrl: nullable(
      textMatching(/^\/\S*$|^https?:\/\/\S+$/, 'a path starting with / or an http(s) address', 2000),
    ),
    listicleView: Bool,
    categoryShortName: nullable(Slug),
    locationShortName: nullable(Slug),
    searchTag: nullable(Text),
    maxPriceMinor: nullable(MinorUnits),
    pageSize: PageSize,
  },
);

export const CatalogueFileCodec = record(
  'catalogue file',
  {
    sites: t.readonlyArray(SiteRecordCodec, 'a list of sites'),
    locations: t.readonlyArray(LocationRecordCodec, 'a list of locations'),
    categories: t.readonlyArray(CategoryRecordCodec, 'a list of categories'),
    merchants: t.readonlyArray(MerchantRecordCodec, 'a list of merchants'),
    deals: t.readonlyArray(DealRecordCodec, 'a list of deals'),
    products: t.readonlyArray(ProductRecordCodec, 'a list of products'),
  },
  {
    formatVersion: wholeNumber(
      CATALOGUE_FILE_FORMAT_VERSION,
      CATALOGUE_FILE_FORMAT_VERSION,
      `the format version ${CATALOGUE_FILE_FORMAT_VERSION}`,
    ),
    reviews: t.readonlyArray(ReviewRecordCodec, 'a list of reviews'),
    staticPages: t.readonlyArray(StaticPageRecordCodec, 'a list of static pages'),
    guides: t.readonlyArray(GuideRecordCodec, 'a list of guides'),
    feeds: t.readonlyArray(DealFeedRecordCodec, 'a list of deal feeds'),
  },
);

/** A decoded catalogue file: instants are Dates, everything else as written. */
export type CatalogueFile = t.TypeOf<typeof CatalogueFileCodec>;
/** The JSON form of a catalogue file. */
export type CatalogueFileJson = t.OutputOf<typeof CatalogueFileCodec>;

/**
 * One decoded record of each table, for code that builds a catalogue to import (the demo package's
 * generator): it writes these, and the importer and the SQL adapter read them.
 */
export type SiteRecord = t.TypeOf<typeof SiteRecordCodec>;
export type LocationRecord = t.TypeOf<typeof LocationRecordCodec>;
export type CategoryRecord = t.TypeOf<typeof CategoryRecordCodec>;
export type MerchantAddressRecord = t.TypeOf<typeof MerchantAddressRecordCodec>;
export type MerchantRecord = t.TypeOf<typeof MerchantRecordCodec>;
export type DealRecord = t.TypeOf<typeof DealRecordCodec>;
export type ProductRecord = t.TypeOf<typeof ProductRecordCodec>;
export type ReviewRecord = t.TypeOf<typeof ReviewRecordCodec>;
export type StaticPageRecord = t.TypeOf<typeof StaticPageRecordCodec>;
export type GuideRecord = t.TypeOf<typeof GuideRecordCodec>;
export type DealFeedRecord = t.TypeOf<typeof DealFeedRecordCodec>;
