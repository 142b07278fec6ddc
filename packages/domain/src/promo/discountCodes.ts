/**
 * The discount codes page (/discountcodes): spec 1 §2 lists the route and nothing more, so what it
 * shows is our design. A site lists the codes it marks `listed` that a shopper can still use: not
 * expired and with uses left. Each shows its offer ("10% off", "£5 off") and the conditions the
 * checkout will hold it to (spec 1 §5 promo results: not eligible under the minimum spend, not
 * applicable outside its subcategories, already used; spec 1 §6 the marketing credit cap), so a
 * shopper is not surprised at checkout; a signed-in shopper also sees which once-per-shopper codes
 * they have used. The ones ending soonest come first.
 */
import * as O from 'fp-ts/Option';
import { formatPrice, money } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';
import { marketingCreditCapRule } from './marketingCredit';
import type { PromoDiscount } from './promoDiscount';
import type { Promotion } from './promoCodeRules';
import { DISCOUNT_CODE_USED } from './messages';

export { DISCOUNT_CODES_PAGE_PATH } from './discountCodesPath';

/** A code as the discount codes page shows it. */
export interface DiscountCode {
  readonly code: string;
  readonly discount: PromoDiscount;
  /** Epoch ms from which the code no longer works. */
  readonly expiresAt: number;
  /** The least order amount for the code to apply (minor units); 0 for any order. */
  readonly minimumSpendMinor: number;
  /** Applies to some subcategories' deals only. */
  readonly selectedDealsOnly: boolean;
  readonly oncePerShopper: boolean;
  /** Promotional marketing credit: capped per item (spec 1 §6). */
  readonly marketing: boolean;
  /** A once-per-shopper code the signed-in shopper has used. */
  readonly usedByShopper: boolean;
}

/** Listed by the site, not yet expired, and with a use left. */
export const isShownDiscountCode = (promotion: Promotion, now: number): boolean =>
  promotion.listed && now < promotion.expiresAt && O.getOrElse(() => 1)(promotion.usesLeft) > 0;

const toDiscountCode = (promotion: Promotion): DiscountCode => ({
  code: promotion.code,
  discount: promotion.discount,
  expiresAt: promotion.expiresAt,
  minimumSpendMinor: promotion.minimumSpendMinor,
  selectedDealsOnly: promotion.subcategoryIds.length > 0,
  oncePerShopper: promotion.singleUsePerCustomer,
  marketing: promotion.marketing,
  usedByShopper: false,
});

const endingSoonestFirst = (a: DiscountCode, b: DiscountCode): number =>
  a.expiresAt - b.expiresAt || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** The site's codes to show at `now`, ending soonest first (then by code), none marked used yet. */
export const discountCodesToShow = (
  promotions: ReadonlyArray<Promotion>,
  site: string,
  now: number,
): ReadonlyArray<DiscountCode> =>
  promotions
    .filter((promotion) => promotion.site === site && isShownDiscountCode(promotion, now))
    .map(toDiscountCode)
    .sort(endingSoonestFirst);

/** Marks the once-per-shopper codes among `used` (the codes the signed-in shopper has redeemed). */
export const markUsedByShopper = (
  codes: ReadonlyArray<DiscountCode>,
  used: ReadonlySet<string>,
): ReadonlyArray<DiscountCode> =>
  codes.map((code) => ({ ...code, usedByShopper: code.oncePerShopper && used.has(code.code) }));

/** "10% off", "£5 off", "€2.50 off". */
export const discountCodeOffer = (discount: PromoDiscount, currency: CurrencyCode): string =>
  discount.kind === 'percentage'
    ? `${discount.percent}% off`
    : `${formatPrice(money(discount.amountMinor, currency))} off`;

/** What the checkout holds the code to, in the order a shopper meets them. OUR WORDING. */
export const discountCodeConditions = (code: DiscountCode, currency: CurrencyCode): ReadonlyArray<string> => [
  ...(code.minimumSpendMinor > 0
    ? [`On orders of ${formatPrice(money(code.minimumSpendMinor, currency))} or more`]
    : []),
  ...(code.selectedDealsOnly ? ['On selected deals only'] : []),
  ...(code.marketing ? [marketingCreditCapRule(currency)] : []),
  ...(code.oncePerShopper ? [code.usedByShopper ? DISCOUNT_CODE_USED : 'One use per shopper'] : []),
];

/** The last day the code works, in UK and Irish time: "Use by 22 November 2027". */
export const discountCodeUseBy = (expiresAt: number): string =>
  `Use by ${new Date(expiresAt - 1).toLocaleDateString('en-GB', {
    timeZone: 'Europe/London',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  })}`;
