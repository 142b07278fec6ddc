/** Presenter: a DealSummary turned into the strings a card shows, through the domain's price rules. */
import * as O from 'fp-ts/Option';
import { type DealSummary, dealSummaryPlace, imageUrl } from '@kerching/domain/catalogue';
import { type PriceDisplayMode, formatPrice, money, priceDisplayMode, vipDiscountPrice } from '@kerching/domain/money';
import { CARD_COPY } from './dealCardCopy';

export interface DealCardModel {
  readonly id: number;
  readonly href: string;
  readonly title: string;
  readonly merchant: string;
  readonly location: string;
  /** The price, or null when the deal hides it (price display mode PRICE_HIDDEN). */
  readonly price: string | null;
  readonly originalPrice: string | null;
  readonly discount: string | null;
  /** Why it cannot be bought: sold out, or ended (a deal of the shopper's own list); null when it can. */
  readonly unavailable: string | null;
  /** The deal's picture (16:9) through the image endpoint. */
  readonly image: string;
  readonly imageLabel: string;
  /** "From" before the price of a drop-down deal (its products have their own prices). */
  readonly pricePrefix: string | null;
  /** Per person after the price. */
  readonly perPerson: boolean;
  /** Short facts shown as badges: VIP, last chance, early bird, nights... */
  readonly badges: ReadonlyArray<string>;
  /** "4.5" and the number of reviews, when the deal has reviews. */
  readonly rating: { readonly average: string; readonly total: number } | null;
  readonly place: string;
}

/**
 * A card's picture: 16:9 at 640 wide, sharp across a phone's width and twice over in a grid column.
 * One size: the pictures are flat art of a few kilobytes, and a `srcset` would cost every listing
 * page's first-load script more than it saves.
 */
export const CARD_IMAGE = { width: 640, height: 360 } as const;

/** How a listing shows the price: a visitor's view (VIP prices show as a badge, not as the price). */
export const cardPriceMode = (deal: DealSummary): PriceDisplayMode =>
  priceDisplayMode(
    {
      price: deal.priceMinor,
      originalPrice: deal.originalPriceMinor,
      vipPrice: O.fromNullable(deal.vipPriceMinor),
      priceIndicative: deal.priceIndicative,
      display: {
        showPrice: deal.display.showPrice,
        discount: deal.display.discount,
        vipDiscountAllowed: deal.display.vipDiscountAllowed,
      },
      productDisplay: { type: deal.productDisplayType },
    },
    { vipUser: false },
  );

const badgesOf = (deal: DealSummary): string[] => {
  const format = (minor: number): string => formatPrice(money(minor, deal.currency));
  return [
    ...(deal.vipOnly ? [CARD_COPY.vipOnly] : []),
    ...O.match(
      () => [],
      (vip: number) => [CARD_COPY.vipPrice(format(vip))],
    )(
      vipDiscountPrice({
        price: deal.priceMinor,
        vipPrice: O.fromNullable(deal.vipPriceMinor),
        vipDiscountAllowed: deal.display.vipDiscountAllowed,
      }),
    ),
    ...(deal.display.lastChance ? [CARD_COPY.lastChance] : []),
    ...(deal.display.earlyBird ? [CARD_COPY.earlyBird] : []),
    ...(deal.display.clickAndCollectDeal ? [CARD_COPY.clickAndCollect] : []),
    ...(deal.nights === null ? [] : [CARD_COPY.nights(deal.nights)]),
  ];
};

export const dealCardModel = (deal: DealSummary): DealCardModel => {
  const mode = cardPriceMode(deal);
  const format = (minor: number): string => formatPrice(money(minor, deal.currency));
  const showsSaving = mode === 'SHOW_DISCOUNT' || mode === 'SHOW_INDICATIVE_DISCOUNT' || mode === 'SHOW_ORIGINAL_PRICE';
  const showsDiscount =
    (mode === 'SHOW_DISCOUNT' || mode === 'SHOW_INDICATIVE_DISCOUNT') && deal.discountPercentage > 0;
  return {
    id: deal.id,
    href: deal.urlPath,
    title: deal.title,
    merchant: deal.merchantName,
    location: deal.locationShortName,
    price: mode === 'PRICE_HIDDEN' ? null : format(deal.priceMinor),
    originalPrice: showsSaving && deal.originalPriceMinor > deal.priceMinor ? format(deal.originalPriceMinor) : null,
    discount: showsDiscount
      ? mode === 'SHOW_INDICATIVE_DISCOUNT'
        ? CARD_COPY.upToOff(deal.discountPercentage)
        : `-${deal.discountPercentage}%`
      : null,
    unavailable: deal.soldOut ? CARD_COPY.soldOut : null,
    image: imageUrl('', deal.imageId, CARD_IMAGE),
    imageLabel: deal.categoryName,
    pricePrefix: mode === 'DROP_DOWN_PRICE' ? CARD_COPY.from : null,
    perPerson: deal.pricePerPerson && mode !== 'PRICE_HIDDEN',
    badges: badgesOf(deal),
    rating: deal.reviewTotal > 0 ? { average: deal.reviewAverage.toFixed(1), total: deal.reviewTotal } : null,
    place: dealSummaryPlace(deal),
  };
};
