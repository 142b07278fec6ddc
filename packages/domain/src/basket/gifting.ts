/**
 * Gifting (spec 1 §3 "Basket line": gifting type values none, gift, e-gift, wrapped, next-day gift
 * pack, standard-delivery gift pack; spec 1 §5 "Gift-wrap quantity floored at 0").
 */
import * as O from 'fp-ts/Option';

export const GIFTING_TYPES = [
  'none',
  'gift',
  'e-gift',
  'wrapped',
  'next-day-gift-pack',
  'standard-delivery-gift-pack',
] as const;

export type GiftingType = (typeof GIFTING_TYPES)[number];

/** The spec's own words for each type. */
export const GIFTING_TYPE_LABELS: Readonly<Record<GiftingType, string>> = {
  none: 'none',
  gift: 'gift',
  'e-gift': 'e-gift',
  wrapped: 'wrapped',
  'next-day-gift-pack': 'next-day gift pack',
  'standard-delivery-gift-pack': 'standard-delivery gift pack',
};

/**
 * Reads a gifting type from its code or its label, ignoring case and treating runs of spaces and
 * underscores as a dash: "next-day gift pack", "NEXT_DAY_GIFT_PACK" and "next-day-gift-pack" agree.
 */
export const parseGiftingType = (text: string): O.Option<GiftingType> => {
  const normalised = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return O.fromNullable(GIFTING_TYPES.find((type) => type === normalised));
};

/** Gift-wrap quantity: whole and floored at 0 (NaN counts as 0). */
export const giftWrapQuantity = (requested: number): number =>
  Number.isNaN(requested) || requested <= 0 ? 0 : Math.floor(requested);
