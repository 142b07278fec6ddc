/**
 * The answer of the deal lookup and deal detail calls (spec 2 §7.4: "returns deal data", read as
 * `data`): every Deal field of spec 1 §3 a page shows, its products (spec 1 §3 "Product within a
 * deal") and what the shopper can do now (availability, quantities, notices), as the domain's deal
 * page rules decide them for this visit.
 *
 * Money is in minor units with a `Minor` suffix (ADR 4); instants are ISO-8601 strings; absent
 * values are `null`. `dealResponse` builds it from the domain's `DealOffer`.
 */
import * as t from 'io-ts';
import { keyof } from '../codecs';
import * as O from 'fp-ts/Option';
import { type DealOffer, type ProductOffer, dealAvailabilityNotice, dealImageIds } from '@kerching/domain/catalogue';
import { PRICE_DISPLAY_MODES, type PriceDisplayMode } from '@kerching/domain/money';
import { CurrencyCodec, Integer, SiteKeyCodec } from '../deals/dealSummary';

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

const PriceDisplayModeCodec: t.Type<PriceDisplayMode> = keyof(PRICE_DISPLAY_MODES, 'PriceDisplayMode');

/** A merchant's address with its point (spec 1 §3 Deal `business.mainAddress` and `otherAddresses`). */
export const AddressCodec = t.type({
  line: t.string,
  town: t.string,
  postcode: t.string,
  lat: t.number,
  lon: t.number,
});
export const DealProductWireCodec = t.type({
  id: Integer,
  friendlyName: t.string,
  priceMinor: Integer,
  originalPriceMinor: Integer,
  vipPriceMinor: nullable(Integer),
  vipExclusive: t.boolean,
  soldOut: t.boolean,
  totalBought: Integer,
  totalRemaining: Integer,
  totalPriceMinor: Integer,
  adminFeeMinor: Integer,
  nights: nullable(Integer),
  giftPack: t.boolean,
  bestSellerClaim: nullable(t.string),
  dailyPurchaseCapReached: t.boolean,
  weeklyPurchaseCapReached: t.boolean,
  discountPercentage: t.number,
  priceDisplayMode: PriceDisplayModeCodec,
  buyable: t.boolean,
  userDealInfo: t.type({
    maxQuantityUserCanBuy: Integer,
    maxQuantityUserCanCurrentlyBuy: Integer,
    minQuantity: Integer,
    defaultQuantity: Integer,
  }),
});
export type DealProductWire = t.TypeOf<typeof DealProductWireCodec>;

export const DealWireCodec = t.type({
  id: Integer,
  site: SiteKeyCodec,
  urlPath: t.string,
  canonicalPath: t.string,
  evergreenUrl: nullable(t.string),
  preview: t.boolean,
  headline: t.string,
  title: t.string,
  description: t.string,
  finePrint: t.string,
  opensAt: t.string,
  closingDate: t.string,
  closesAt: t.string,
  open: t.boolean,
  soldOut: t.boolean,
  priceMinor: Integer,
  originalPriceMinor: Integer,
  vipPriceMinor: nullable(Integer),
  discountMinor: Integer,
  discountPercentage: t.number,
  vipDiscountPercentage: t.number,
  priceIndicative: t.boolean,
  priceDisplayMode: PriceDisplayModeCodec,
  currency: CurrencyCodec,
  pricePerPerson: t.boolean,
  minPostagePriceMinor: Integer,
  deliveryType: t.keyof({ none: null, other: null }),
  dealType: t.keyof({ default: null, calendar: null }),
  purchaseCap: Integer,
  totalRemainingForDay: Integer,
  totalRemainingForWeek: Integer,
  dailyPurchaseCapReached: t.boolean,
  weeklyPurchaseCapReached: t.boolean,
  enableBuyClosedDeal: t.boolean,
  depositPriceMinor: nullable(Integer),
  depositAvailable: t.boolean,
  isTravel: t.boolean,
  nights: nullable(Integer),
  vipOnly: t.boolean,
  giftPackable: t.boolean,
  business: t.type({
    name: t.string,
    displayName: t.string,
    mainAddress: AddressCodec,
    otherAddresses: t.array(AddressCodec),
    phone: nullable(t.string),
    website: nullable(t.string),
  }),
  location: t.type({ name: t.string, shortName: t.string }),
  category: t.type({ name: t.string, shortName: t.string, canonicalPathType: t.string }),
  subCategory: nullable(t.type({ id: Integer, name: t.string, shortName: t.string })),
  image: t.type({ id: t.string }),
  images: t.array(t.type({ id: t.string })),
  reviewSummary: nullable(t.type({ total: Integer, average: t.number })),
  socialCueClaim: nullable(t.string),
  display: t.type({
    discount: t.boolean,
    showPrice: t.boolean,
    earlyBird: t.boolean,
    lastChance: t.boolean,
    clickAndCollectDeal: t.boolean,
    vipDiscountAllowed: t.boolean,
  }),
  productDisplay: t.type({ type: t.keyof({ dropdown: null, default: null, calendar: null }) }),
  availability: t.type({
    available: t.boolean,
    saleWindow: t.keyof({ OPEN: null, LAST_CHANCE: null, BUY_CLOSED_DEAL: null, CLOSED: null }),
    reason: nullable(t.string),
    heading: nullable(t.string),
    message: nullable(t.string),
    availableUntil: nullable(t.string),
  }),
  notices: t.type({
    purchaseCap: t.string,
    adminFee: t.boolean,
    highTotalPrice: t.boolean,
    goodReview: t.boolean,
    socialCue: t.boolean,
  }),
  selectedProductId: nullable(Integer),
  products: t.array(DealProductWireCodec),
});
export type DealWire = t.TypeOf<typeof DealWireCodec>;

export const DealResponseCodec = t.type({ data: DealWireCodec });
export type DealResponse = t.TypeOf<typeof DealResponseCodec>;

/** What the deal page use-case answers, as far as the wire needs it. */
export interface DealResponseSource {
  readonly offer: DealOffer;
  readonly canonicalPath: string;
  readonly evergreenPath: O.Option<string>;
  readonly selectedProductId: O.Option<number>;
  readonly preview: boolean;
}

const productWire = (
  product: DealOffer['deal']['products'][number],
  offer: ProductOffer | undefined,
  dealCap: number,
): DealProductWire => ({
  id: product.id,
  friendlyName: product.friendlyName,
  priceMinor: product.price,
  originalPriceMinor: product.originalPrice,
  vipPriceMinor: O.toNullable(product.vipPrice),
  vipExclusive: product.vipExclusive,
  soldOut: product.soldOut,
  totalBought: product.totalBought,
  totalRemaining: product.totalRemaining,
  totalPriceMinor: product.totalPrice,
  adminFeeMinor: product.adminFee,
  nights: O.toNullable(product.nights),
  giftPack: product.giftPack,
  bestSellerClaim: offer === undefined ? null : O.toNullable(offer.bestSellerClaim),
  dailyPurchaseCapReached: product.dailyPurchaseCapReached,
  weeklyPurchaseCapReached: product.weeklyPurchaseCapReached,
  discountPercentage: offer?.discountPercentage ?? 0,
  priceDisplayMode: offer?.priceDisplayMode ?? 'SHOW_PRICE',
  buyable: offer?.buyable ?? false,
  userDealInfo: {
    maxQuantityUserCanBuy: product.userDealInfo?.maxQuantityUserCanBuy ?? product.purchaseCap ?? dealCap,
    maxQuantityUserCanCurrentlyBuy: offer?.maxQuantity ?? 0,
    minQuantity: offer?.minQuantity ?? 0,
    defaultQuantity: offer?.defaultQuantity ?? 0,
  },
});

export const dealResponse = (source: DealResponseSource): DealResponse => {
  const { offer } = source;
  const deal = offer.deal;
  const notice = O.toNullable(dealAvailabilityNotice(offer));
  const availability = offer.availability;
  return {
    data: {
      id: deal.id,
      site: deal.site,
      urlPath: deal.urlPath,
      canonicalPath: source.canonicalPath,
      evergreenUrl: O.toNullable(source.evergreenPath),
      preview: source.preview,
      headline: deal.headline,
      title: deal.title,
      description: deal.description,
      finePrint: deal.finePrint,
      opensAt: deal.opensAt.toISOString(),
      closingDate: deal.closingDate.toISOString(),
      closesAt: offer.closesAt.toISOString(),
      open: deal.open,
      soldOut: deal.soldOut,
      priceMinor: deal.price,
      originalPriceMinor: deal.originalPrice,
      vipPriceMinor: O.toNullable(deal.vipPrice),
      discountMinor: Math.max(0, deal.originalPrice - deal.price),
      discountPercentage: offer.discountPercentage,
      vipDiscountPercentage: offer.vipDiscountPercentage,
      priceIndicative: deal.priceIndicative,
      priceDisplayMode: offer.priceDisplayMode,
      currency: deal.currency,
      pricePerPerson: deal.pricePerPerson,
      minPostagePriceMinor: deal.minPostagePrice,
      deliveryType: deal.deliveryType,
      dealType: deal.dealType,
      purchaseCap: deal.purchaseCap,
      totalRemainingForDay: deal.totalRemainingForDay,
      totalRemainingForWeek: deal.totalRemainingForWeek,
      dailyPurchaseCapReached: deal.dailyPurchaseCapReached,
      weeklyPurchaseCapReached: deal.weeklyPurchaseCapReached,
      enableBuyClosedDeal: deal.enableBuyClosedDeal,
      depositPriceMinor: O.toNullable(deal.depositPrice),
      depositAvailable: O.isSome(deal.depositPrice),
      isTravel: deal.isTravel,
      nights: O.toNullable(deal.nights),
      vipOnly: deal.vipOnly,
      giftPackable: deal.giftPackable,
      business: {
        name: deal.business.name,
        displayName: deal.business.displayName,
        mainAddress: { ...deal.business.mainAddress },
        otherAddresses: deal.business.otherAddresses.map((a) => ({ ...a })),
        phone: O.toNullable(deal.business.phone),
        website: O.toNullable(deal.business.website),
      },
      location: { ...deal.location },
      category: { ...deal.category },
      subCategory: O.toNullable(
        O.map((s: { id: number; name: string; shortName: string }) => ({ ...s }))(deal.subCategory),
      ),
      image: { id: deal.imageId },
      images: dealImageIds(deal).map((id) => ({ id })),
      reviewSummary: deal.reviewSummary === undefined ? null : { ...deal.reviewSummary },
      socialCueClaim: deal.socialCueClaim ?? null,
      display: { ...deal.display },
      productDisplay: { type: deal.productDisplay.type },
      availability: {
        available: availability.kind === 'available',
        saleWindow: availability.kind === 'available' ? availability.saleWindow : 'CLOSED',
        reason: availability.kind === 'unavailable' ? availability.code : null,
        heading: notice === null ? null : notice.heading,
        message: notice === null ? null : notice.message,
        availableUntil: O.toNullable(O.map((d: Date) => d.toISOString())(offer.availableUntil)),
      },
      notices: {
        purchaseCap: offer.purchaseCapNotice,
        adminFee: offer.adminFeeNotice,
        highTotalPrice: offer.highTotalPrice,
        goodReview: offer.goodReview,
        socialCue: offer.socialCue,
      },
      selectedProductId: O.toNullable(source.selectedProductId),
      products: deal.products.map((product) =>
        productWire(
          product,
          offer.products.find((p) => p.productId === product.id),
          deal.purchaseCap,
        ),
      ),
    },
  };
};
