/**
 * Presenter: the deal page use-case's answer turned into what the page shows, as plain strings
 * and numbers (loader data), through the domain's rules for prices, notices, images and heads.
 */
import * as O from 'fp-ts/Option';
import type { DealPageData } from '@kerching/application';
import { CHOOSE_CHECK_IN_AND_CHECK_OUT } from '@kerching/domain/calendar';
import {
  type DealDetail,
  type DealDetailProduct,
  type DealOffer,
  type DealSummary,
  type ProductOffer,
  type ReviewPage,
  addressLines,
  dealAvailabilityNotice,
  dealImageIds,
  dealSectionPaths,
  hasMoreReviews,
  imageUrl,
  reviewPageCount,
  reviewsPageHref,
  scopeFromSegment,
} from '@kerching/domain/catalogue';
import {
  HIGH_TOTAL_PRICE_NOTICE,
  PRODUCT_LIMIT_REACHED_LABEL,
  PRODUCT_SOLD_OUT_LABEL,
  PRODUCT_VIP_ONLY_LABEL,
  adminFeeNoticeMessage,
  noticedAdminFee,
} from '@kerching/domain/deal';
import { type PriceDisplayMode, decimalAmount, formatPrice, money, vipDiscountPrice } from '@kerching/domain/money';
import { VIP_SEGMENT } from '@kerching/domain/routing';
import { dealHead } from '@kerching/domain/seo';
import { type Site, isIrishSite } from '@kerching/domain/site';
import { formatCalendarDay } from '@kerching/domain/text';
import { VIP_EXCLUSIVE_PRODUCT } from '@kerching/domain/vip';
import { dealCardModel } from '../components/dealCardModel';
import { MODEL_COPY } from './modelCopy';
import type { BookingCalendarView } from './bookingCalendar';
import { dealJsonLd, jsonLdText } from './dealJsonLd';
import { type ShareLinks, shareLinks } from './share';
import { openStreetMapUrl } from './staticMap';

export interface PriceView {
  readonly mode: PriceDisplayMode;
  /** Null when the price is hidden. */
  readonly price: string | null;
  readonly prefix: string | null;
  readonly originalPrice: string | null;
  readonly discount: string | null;
  /** The VIP price line ("VIP price £20") when the deal offers one below its price. */
  readonly vipPrice: string | null;
  /** After the price: "per person" on a deal priced per person, as its cards say "pp". */
  readonly suffix: string | null;
}

/** Why "Add to basket" and "Buy now" are off for the chosen option, and where to go about it. */
export interface BuyBlock {
  readonly message: string;
  readonly link: { readonly href: string; readonly label: string } | null;
}

export interface ProductView {
  readonly id: number;
  readonly name: string;
  /** The option's own price, as shown once it is chosen (never hidden: domain priceDisplayMode.ts). */
  readonly price: PriceView;
  /** It can be chosen. */
  readonly buyable: boolean;
  readonly minQuantity: number;
  readonly maxQuantity: number;
  readonly defaultQuantity: number;
  readonly note: string | null;
  /** The option's best-seller claim ("Best seller"), shown as a badge beside its name. */
  readonly claim: string | null;
  /** Beside the stepper when the option allows fewer than the deal's maximum per day. */
  readonly limitNotice: string | null;
  /** Chosen, it still cannot be bought from here: the buttons are off, with this reason. */
  readonly buyBlock: BuyBlock | null;
}

export interface ImageView {
  readonly src: string;
  readonly srcSet: string;
  /** The picture at the main picture's largest size: where a thumbnail leads. */
  readonly large: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface ReviewView {
  readonly id: number;
  readonly author: string;
  readonly title: string;
  readonly body: string;
  readonly rating: number;
  readonly date: string;
}

export interface DealPageModel {
  readonly siteKey: Site['key'];
  /** The deal's id, for the wish list. */
  readonly id: number;
  readonly preview: boolean;
  readonly head: {
    readonly title: string;
    readonly description: string;
    readonly robots: string;
    readonly canonicalUrl: string;
    readonly imageUrl: string;
    readonly siteName: string;
    readonly locale: 'en_GB' | 'en_IE';
    readonly price: string;
    readonly currency: string;
  };
  readonly jsonLd: string;
  /** Other deals of the deal's listing (domain moreDeals.ts), under the deal; none: no section. */
  readonly moreDeals: { readonly heading: string; readonly deals: readonly MoreDealView[] } | null;
  readonly title: string;
  readonly headline: string;
  readonly description: readonly string[];
  readonly finePrint: readonly string[];
  readonly breadcrumbs: readonly { readonly label: string; readonly href: string }[];
  readonly images: readonly ImageView[];
  readonly price: PriceView;
  readonly countdown: {
    readonly label: string;
    readonly endsAtMs: number;
    readonly nowMs: number;
    readonly lastDay: string;
  } | null;
  readonly availability: {
    readonly buyable: boolean;
    readonly reason: string | null;
    readonly heading: string | null;
    readonly message: string | null;
  };
  readonly productDisplay: 'default' | 'dropdown' | 'calendar';
  readonly products: readonly ProductView[];
  /** None chosen yet: a "price hidden" deal with several options waits for the shopper's choice. */
  readonly selectedProductId: number | null;
  /** The price box shows the chosen option's price (drop-down, calendar and "price hidden" deals). */
  readonly priceFollowsChoice: boolean;
  /** The list of options shows each option's price (not on a "price hidden" deal). */
  readonly optionPricesListed: boolean;
  readonly pricePerPerson: boolean;
  /** "Email me when it is back" is offered: sold out, the sale not over, not a preview. */
  readonly backInStockAlert: boolean;
  readonly purchaseCapNotice: string;
  readonly facts: readonly string[];
  readonly merchant: {
    readonly name: string;
    readonly addressLines: readonly string[];
    /** The merchant's other branches, each on one line ("9 Deansgate, Manchester, M3 2BW") and
     *  linked to its place on OpenStreetMap, as the main address is. */
    readonly otherAddresses: ReadonlyArray<{ readonly line: string; readonly mapUrl: string }>;
    readonly lat: number;
    readonly lon: number;
    readonly mapUrl: string;
    readonly phone: string | null;
    readonly website: string | null;
  };
  readonly reviews: {
    readonly total: number;
    readonly average: string;
    readonly goodReview: boolean;
    readonly items: readonly ReviewView[];
    /** The page of reviews shown (1 is the first) and how many there are. */
    readonly page: number;
    readonly pages: number;
    readonly previousHref: string | null;
    readonly nextHref: string | null;
  };
  readonly socialCue: string | null;
  /** A lastChance deal still open: marked as its card is (once closed, the last-chance notice says it). */
  readonly lastChance: boolean;
  readonly adminFeeNotice: string | null;
  readonly highTotalPriceNotice: string | null;
  readonly share: ShareLinks;
  /**
   * The booking calendar of a deal sold by date that is on sale (dealCalendar.server.ts): none on
   * other deals; `failed` when the dates could not be read.
   */
  readonly calendar: BookingCalendarView | { readonly failed: string } | null;
}

export const MAIN_IMAGE = { width: 800, height: 450 } as const;
export const THUMB_IMAGE = { width: 320, height: 180 } as const;
const MAIN_WIDTHS = [480, 800, 1200] as const;
export const OG_IMAGE = { width: 1200, height: 630 } as const;

const paragraphs = (text: string): readonly string[] =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');

const sized = (id: string, width: number, ratio: { width: number; height: number }): string =>
  imageUrl('', id, { width, height: Math.round((width * ratio.height) / ratio.width) });

const images = (deal: DealDetail): readonly ImageView[] => {
  const ids = dealImageIds(deal);
  return ids.map((id, i) => {
    const size = i === 0 ? MAIN_IMAGE : THUMB_IMAGE;
    const widths = i === 0 ? MAIN_WIDTHS : [THUMB_IMAGE.width, THUMB_IMAGE.width * 2];
    return {
      src: sized(id, size.width, size),
      srcSet: widths.map((w) => `${sized(id, w, size)} ${w}w`).join(', '),
      large: sized(id, MAIN_WIDTHS[2], MAIN_IMAGE),
      alt: i === 0 ? deal.title : `${deal.title}, picture ${i + 1} of ${ids.length}`,
      width: size.width,
      height: size.height,
    };
  });
};

interface Priced {
  readonly price: number;
  readonly originalPrice: number;
  readonly vipPrice: O.Option<number>;
}

export const priceView = (
  item: Priced,
  mode: PriceDisplayMode,
  discountPercentage: number,
  deal: Pick<DealDetail, 'currency' | 'display' | 'pricePerPerson'>,
): PriceView => {
  const format = (minor: number): string => formatPrice(money(minor, deal.currency));
  const vipLine = O.toNullable(
    O.map((vip: number) => `${MODEL_COPY.vipPrice} ${format(vip)}`)(
      vipDiscountPrice({
        price: item.price,
        vipPrice: item.vipPrice,
        vipDiscountAllowed: deal.display.vipDiscountAllowed,
      }),
    ),
  );
  const suffix = deal.pricePerPerson ? MODEL_COPY.perPerson : null;
  const base = { mode, prefix: null, originalPrice: null, discount: null, vipPrice: vipLine, suffix };
  switch (mode) {
    case 'PRICE_HIDDEN':
      return { ...base, price: null, vipPrice: null, suffix: null };
    case 'SHOW_VIP_DISCOUNT_PRICE':
      return {
        ...base,
        price: format(O.getOrElse(() => item.price)(item.vipPrice)),
        originalPrice: format(item.price),
        vipPrice: MODEL_COPY.vipPrice,
      };
    case 'DROP_DOWN_PRICE':
    case 'SHOW_PRICE':
      return { ...base, price: format(item.price) };
    case 'SHOW_ORIGINAL_PRICE':
      return { ...base, price: format(item.price), originalPrice: format(item.originalPrice) };
    case 'SHOW_DISCOUNT':
      return {
        ...base,
        price: format(item.price),
        originalPrice: format(item.originalPrice),
        discount: MODEL_COPY.save(discountPercentage),
      };
    case 'SHOW_INDICATIVE_DISCOUNT':
      return {
        ...base,
        prefix: MODEL_COPY.from,
        price: format(item.price),
        originalPrice: format(item.originalPrice),
        discount: MODEL_COPY.upTo(discountPercentage),
      };
  }
};

const productNote = (offer: ProductOffer): string | null => {
  if (offer.soldOut) return PRODUCT_SOLD_OUT_LABEL;
  if (offer.vipOnly) return PRODUCT_VIP_ONLY_LABEL;
  if (offer.limitReached) return PRODUCT_LIMIT_REACHED_LABEL;
  return null;
};

/** The VIP membership page: the VIP deals, as the header's VIP item links (spec 1 §2 /deals/vip). */
export const VIP_MEMBERSHIP_PATH = `/deals/${VIP_SEGMENT}`;

/**
 * Why an option of a deal on sale cannot be bought from the page: VIP-only for this shopper (with
 * the way to join), or a calendar deal without its dates (spec 1 §5; the booking calendar that
 * gives them is not built yet, and the basket refuses such a product too).
 */
const buyBlock = (dealOffer: DealOffer, offer: ProductOffer | undefined): BuyBlock | null => {
  if (dealOffer.availability.kind !== 'available' || offer === undefined) return null;
  if (offer.vipOnly)
    return { message: VIP_EXCLUSIVE_PRODUCT, link: { href: VIP_MEMBERSHIP_PATH, label: MODEL_COPY.joinVip } };
  if (dealOffer.stayDatesRequired && offer.buyable) return { message: CHOOSE_CHECK_IN_AND_CHECK_OUT, link: null };
  return null;
};

const productView = (
  dealOffer: DealOffer,
  product: DealDetailProduct,
  offer: ProductOffer | undefined,
): ProductView => ({
  id: product.id,
  name: product.friendlyName,
  price: priceView(product, offer?.priceDisplayMode ?? 'SHOW_PRICE', offer?.discountPercentage ?? 0, dealOffer.deal),
  buyable: offer?.buyable ?? false,
  minQuantity: offer?.minQuantity ?? 0,
  maxQuantity: offer?.maxQuantity ?? 0,
  defaultQuantity: offer?.defaultQuantity ?? 0,
  note: offer === undefined ? null : productNote(offer),
  claim: offer === undefined ? null : O.toNullable(offer.bestSellerClaim),
  limitNotice: offer === undefined ? null : O.toNullable(offer.quantityLimitNotice),
  buyBlock: buyBlock(dealOffer, offer),
});

const facts = (deal: DealDetail): readonly string[] => {
  const format = (minor: number): string => formatPrice(money(minor, deal.currency));
  return [
    ...O.match(
      () => [],
      (n: number) => [MODEL_COPY.nights(n)],
    )(deal.nights),
    ...(deal.pricePerPerson ? [MODEL_COPY.pricePerPerson] : []),
    ...O.match(
      () => [],
      (deposit: number) => [MODEL_COPY.depositToday(format(deposit))],
    )(deal.depositPrice),
    ...(deal.deliveryType === 'other'
      ? [deal.minPostagePrice > 0 ? MODEL_COPY.postageFrom(format(deal.minPostagePrice)) : MODEL_COPY.freeDelivery]
      : []),
    ...(deal.display.clickAndCollectDeal ? [MODEL_COPY.clickAndCollect] : []),
    ...(deal.giftPackable ? [MODEL_COPY.giftPack] : []),
    ...(deal.display.earlyBird ? [MODEL_COPY.earlyBird] : []),
    ...(deal.vipOnly ? [MODEL_COPY.vipOnly] : []),
  ];
};

/**
 * The option chosen when the page opens: the path's product when it can be bought, else the first
 * that can. On a "price hidden" deal with several options none is chosen for the shopper: choosing
 * is what shows a price.
 */
const defaultProductId = (data: DealPageData, products: readonly ProductView[]): number | null => {
  const chosen = O.toNullable(data.selectedProductId);
  if (chosen !== null && products.some((p) => p.id === chosen && p.buyable)) return chosen;
  if (data.offer.priceDisplayMode === 'PRICE_HIDDEN' && products.length > 1) return null;
  return (products.find((p) => p.buyable) ?? products[0])?.id ?? null;
};

/** One of the other deals under the deal: a card's words, smaller. */
export interface MoreDealView {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly merchant: string;
  readonly place: string;
  readonly image: string;
  readonly price: string | null;
  readonly originalPrice: string | null;
}

const moreDealView = (deal: DealSummary): MoreDealView => {
  const card = dealCardModel(deal);
  return {
    id: card.id,
    href: card.href,
    title: card.title,
    merchant: card.merchant,
    place: card.place,
    image: card.image,
    price: card.price === null ? null : `${card.pricePrefix === null ? '' : `${card.pricePrefix} `}${card.price}`,
    originalPrice: card.originalPrice,
  };
};

type Crumb = { readonly label: string; readonly href: string };

/**
 * Home, the deal's section, category and subcategory, each leading to its listing's one address;
 * where two lead to the same page (a travel deal's Escapes and Travel & Escapes) the narrower name stays.
 */
const breadcrumbsOf = (deal: Pick<DealDetail, 'location' | 'category' | 'subCategory'>): readonly Crumb[] => {
  const paths = dealSectionPaths(
    deal.location.shortName,
    deal.category.shortName,
    O.map((sub: { readonly shortName: string }) => sub.shortName)(deal.subCategory),
  );
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: deal.location.name, href: paths.location },
    { label: deal.category.name, href: paths.category },
    ...(O.isSome(deal.subCategory) && O.isSome(paths.subCategory)
      ? [{ label: deal.subCategory.value.name, href: paths.subCategory.value }]
      : []),
  ];
  return crumbs.filter((crumb, i) => crumbs[i + 1]?.href !== crumb.href);
};

/** Which page of reviews is shown, and the links to the pages either side of it. */
const reviewPaging = (
  data: Pick<DealPageData, 'reviews' | 'canonicalPath'>,
  search: string,
): Pick<DealPageModel['reviews'], 'page' | 'pages' | 'previousHref' | 'nextHref'> =>
  O.match(
    () => ({ page: 1, pages: 1, previousHref: null, nextHref: null }),
    (shown: ReviewPage) => {
      const pages = reviewPageCount(shown);
      const href = (page: number) => reviewsPageHref(data.canonicalPath, search, page);
      return {
        page: shown.page + 1,
        pages,
        previousHref: shown.page > 0 ? href(Math.min(shown.page, pages) - 1) : null,
        nextHref: hasMoreReviews(shown) ? href(shown.page + 1) : null,
      };
    },
  )(data.reviews);

const adminFeeNoticeOf = (
  noticed: { readonly fee: number; readonly varies: boolean },
  format: (minor: number) => string,
): string => adminFeeNoticeMessage(format(noticed.fee), noticed.varies);

export const dealPageModel = (
  data: DealPageData,
  site: Site,
  origin: string,
  moreDeals: readonly DealSummary[] = [],
  /** The page address's query: the links to other pages of reviews keep it. */
  search = '',
): DealPageModel => {
  const { offer } = data;
  const deal = offer.deal;
  const format = (minor: number): string => formatPrice(money(minor, deal.currency));
  const canonicalUrl = `${origin}${data.canonicalPath}`;
  const place = deal.business.mainAddress.town || deal.location.name;
  const head = dealHead(
    { title: deal.title, headline: deal.headline, merchant: deal.business.displayName, place, preview: data.preview },
    site,
  );
  const notice = O.toNullable(dealAvailabilityNotice(offer));
  const buyable = offer.availability.kind === 'available';
  const products = deal.products.map((p) =>
    productView(
      offer,
      p,
      offer.products.find((o) => o.productId === p.id),
    ),
  );
  const priceHidden = offer.priceDisplayMode === 'PRICE_HIDDEN';
  const pageImages = images(deal);
  const absoluteImage = (id: string): string => `${origin}${sized(id, OG_IMAGE.width, OG_IMAGE)}`;
  const reviewSummary = deal.reviewSummary;
  const rating = reviewSummary === undefined || reviewSummary.total === 0 ? null : reviewSummary;
  const availableUntil = O.toNullable(offer.availableUntil);
  return {
    siteKey: site.key,
    id: deal.id,
    preview: data.preview,
    head: {
      title: head.title,
      description: head.description,
      robots: head.robots,
      canonicalUrl,
      imageUrl: absoluteImage(deal.imageId),
      siteName: site.displayName,
      locale: isIrishSite(site) ? 'en_IE' : 'en_GB',
      price: decimalAmount(deal.price),
      currency: deal.currency,
    },
    moreDeals:
      moreDeals.length === 0
        ? null
        : {
            heading: MODEL_COPY.moreDeals(
              deal.category.name,
              scopeFromSegment(deal.location.shortName).kind === 'local' ? deal.location.name : null,
            ),
            deals: moreDeals.map(moreDealView),
          },
    jsonLd: jsonLdText(
      dealJsonLd({
        name: deal.title,
        description: head.description,
        url: canonicalUrl,
        images: dealImageIds(deal).map(absoluteImage),
        sku: String(deal.id),
        brand: deal.business.displayName,
        price: decimalAmount(deal.price),
        currency: deal.currency,
        availability: offer.availability,
        priceValidUntil:
          availableUntil === null
            ? null
            : new Date(availableUntil.getTime() + offer.utcOffsetMinutes * 60_000).toISOString().slice(0, 10),
        rating,
      }),
    ),
    title: deal.title,
    headline: deal.headline,
    description: paragraphs(deal.description),
    finePrint: paragraphs(deal.finePrint),
    breadcrumbs: breadcrumbsOf(deal),
    images: pageImages,
    price: priceView(deal, offer.priceDisplayMode, offer.discountPercentage, deal),
    countdown:
      availableUntil === null || offer.availability.kind !== 'available'
        ? null
        : {
            label: offer.availability.saleWindow === 'BUY_CLOSED_DEAL' ? MODEL_COPY.stillOnSaleFor : MODEL_COPY.endsIn,
            endsAtMs: availableUntil.getTime(),
            nowMs: data.now.getTime(),
            lastDay: formatCalendarDay(availableUntil, offer.utcOffsetMinutes),
          },
    availability: {
      buyable,
      reason: offer.availability.kind === 'unavailable' ? offer.availability.code : null,
      heading: notice?.heading ?? null,
      message: notice?.message ?? null,
    },
    productDisplay: deal.productDisplay.type,
    products,
    selectedProductId: defaultProductId(data, products),
    priceFollowsChoice: priceHidden || deal.productDisplay.type !== 'default',
    optionPricesListed: !priceHidden,
    pricePerPerson: deal.pricePerPerson,
    backInStockAlert: data.backInStockAlert,
    purchaseCapNotice: offer.purchaseCapNotice,
    facts: facts(deal),
    merchant: {
      name: deal.business.displayName,
      addressLines: addressLines(deal.business.mainAddress),
      otherAddresses: deal.business.otherAddresses.map((a) => ({
        line: addressLines(a).join(', '),
        mapUrl: openStreetMapUrl(a.lat, a.lon),
      })),
      lat: deal.business.mainAddress.lat,
      lon: deal.business.mainAddress.lon,
      mapUrl: openStreetMapUrl(deal.business.mainAddress.lat, deal.business.mainAddress.lon),
      phone: O.toNullable(deal.business.phone),
      website: O.toNullable(deal.business.website),
    },
    reviews: {
      total: rating?.total ?? 0,
      average: rating === null ? '0' : rating.average.toFixed(1),
      goodReview: offer.goodReview,
      items: O.match(
        () => [],
        (page: {
          readonly reviews: readonly {
            id: number;
            author: string;
            title: string;
            body: string;
            rating: number;
            createdAt: Date;
          }[];
        }) =>
          page.reviews.map((r) => ({
            id: r.id,
            author: r.author,
            title: r.title,
            body: r.body,
            rating: r.rating,
            date: formatCalendarDay(r.createdAt, offer.utcOffsetMinutes),
          })),
      )(data.reviews),
      ...reviewPaging(data, search),
    },
    socialCue: offer.socialCue ? (deal.socialCueClaim ?? null) : null,
    lastChance:
      deal.display.lastChance && offer.availability.kind === 'available' && offer.availability.saleWindow === 'OPEN',
    adminFeeNotice: offer.adminFeeNotice ? adminFeeNoticeOf(noticedAdminFee(deal.products), format) : null,
    highTotalPriceNotice: offer.highTotalPrice && !isIrishSite(site) ? HIGH_TOTAL_PRICE_NOTICE : null,
    share: shareLinks(canonicalUrl, deal.title, site.displayName),
    calendar: null,
  };
};
