/**
 * Presenter of the discount codes page: each code with its offer, the conditions the checkout holds
 * it to and its last day, in the site's currency (the words are the domain's, promo/discountCodes).
 */
import {
  DISCOUNT_CODES_BROWSE,
  DISCOUNT_CODES_NONE,
  DISCOUNT_CODES_TERMS,
  DISCOUNT_CODES_TITLE,
  type DiscountCode,
  discountCodeConditions,
  discountCodeOffer,
  discountCodeUseBy,
  discountCodesIntro,
} from '@kerching/domain/promo';
import { staticPagePath } from '@kerching/domain/routing';
import type { CurrencyCode } from '@kerching/domain/site';

export interface DiscountCodeItem {
  readonly code: string;
  readonly offer: string;
  readonly conditions: ReadonlyArray<string>;
  readonly useBy: string;
  /** The instant the code stops working, for the <time> element. */
  readonly expiresAt: string;
}

export interface DiscountCodesModel {
  readonly title: string;
  readonly intro: string;
  readonly items: ReadonlyArray<DiscountCodeItem>;
  /** Shown instead of the list when no code is running, with a way on. */
  readonly none: string;
  readonly browse: { readonly href: string; readonly label: string };
  readonly terms: { readonly href: string; readonly label: string };
}

export const discountCodesModel = (
  codes: ReadonlyArray<DiscountCode>,
  currency: CurrencyCode,
  brand: string,
): DiscountCodesModel => ({
  title: DISCOUNT_CODES_TITLE,
  intro: discountCodesIntro(brand),
  items: codes.map((code) => ({
    code: code.code,
    offer: discountCodeOffer(code.discount, currency),
    conditions: discountCodeConditions(code, currency),
    useBy: discountCodeUseBy(code.expiresAt),
    expiresAt: new Date(code.expiresAt).toISOString(),
  })),
  none: DISCOUNT_CODES_NONE,
  browse: { href: '/', label: DISCOUNT_CODES_BROWSE },
  terms: { href: staticPagePath('promo'), label: DISCOUNT_CODES_TERMS },
});
