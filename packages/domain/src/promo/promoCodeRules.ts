/**
 * Checking a promo code against a basket (spec 1 §3 "Checkout data" promoCode {applicable,
 * message}; spec 1 §5 "Promo result classified by message text: expired, invalid, already used, not
 * applicable, not eligible"; spec 1 §6 marketing credit cap). The stored promotion and the facts
 * about the shopper come in; the outcome is the discount, or the kind of rejection with its message.
 *
 * Our design where the spec is silent:
 * - checked in the spec's order: invalid (unknown code or another site), expired (at or after
 *   `expiresAt`), already used (a single-use-per-customer code this customer redeemed, or a code
 *   with no uses left), not eligible (the order is below the promotion's minimum spend), not
 *   applicable (no basket line is in the promotion's subcategories);
 * - a promotion restricted to subcategories discounts only the lines in them; an empty list means
 *   every line;
 * - a marketing promotion is promotional marketing credit: its discount is also capped at 10% per
 *   eligible item, up to 5 each (see marketingCredit.ts).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { marketingCreditCap } from './marketingCredit';
import { PROMO_RESULT_MESSAGES, type PromoResultKind } from './promoResult';
import { type PromoDiscount, promoDiscountAmount } from './promoDiscount';

export interface Promotion {
  readonly code: string;
  readonly site: string;
  readonly discount: PromoDiscount;
  /** Epoch ms from which the code no longer works. */
  readonly expiresAt: number;
  readonly singleUsePerCustomer: boolean;
  /** Uses left across every customer; none when unlimited. */
  readonly usesLeft: O.Option<number>;
  /** Subcategories the code applies to; empty for every line. */
  readonly subcategoryIds: readonly number[];
  /** The least order amount (minor units) for the code to apply. */
  readonly minimumSpendMinor: number;
  /** A marketing promotion: capped as promotional marketing credit. */
  readonly marketing: boolean;
  /** Shown on the site's discount codes page (a code not listed still works when typed). */
  readonly listed: boolean;
}

export interface PromoBasketLine {
  readonly subcategoryId: O.Option<number>;
  /** Price times quantity, minor units. */
  readonly amountMinor: number;
}

export interface PromoCheckContext {
  readonly site: string;
  readonly now: number;
  /** This customer already redeemed the code. */
  readonly usedByCustomer: boolean;
  readonly lines: readonly PromoBasketLine[];
}

export interface PromoApplied {
  readonly code: string;
  readonly discountMinor: number;
  /** The amount of the lines the code applies to. */
  readonly eligibleAmountMinor: number;
}

export interface PromoRejected {
  readonly kind: Exclude<PromoResultKind, 'unknown'>;
  readonly message: string;
}

const rejected = (kind: PromoRejected['kind']): E.Either<PromoRejected, never> =>
  E.left({ kind, message: PROMO_RESULT_MESSAGES[kind] });

const appliesTo = (promotion: Promotion, line: PromoBasketLine): boolean =>
  promotion.subcategoryIds.length === 0 ||
  (O.isSome(line.subcategoryId) && promotion.subcategoryIds.includes(line.subcategoryId.value));

export const checkPromotion = (
  found: O.Option<Promotion>,
  context: PromoCheckContext,
): E.Either<PromoRejected, PromoApplied> => {
  if (O.isNone(found) || found.value.site !== context.site) return rejected('invalid');
  const promotion = found.value;
  if (context.now >= promotion.expiresAt) return rejected('expired');
  if (promotion.singleUsePerCustomer && context.usedByCustomer) return rejected('alreadyUsed');
  if (O.isSome(promotion.usesLeft) && promotion.usesLeft.value <= 0) return rejected('alreadyUsed');
  const total = context.lines.reduce((sum, line) => sum + line.amountMinor, 0);
  if (total < promotion.minimumSpendMinor) return rejected('notEligible');
  const eligible = context.lines.filter((line) => appliesTo(promotion, line));
  if (eligible.length === 0) return rejected('notApplicable');
  const eligibleAmountMinor = eligible.reduce((sum, line) => sum + line.amountMinor, 0);
  const discount = promoDiscountAmount(promotion.discount, eligibleAmountMinor);
  const capped = promotion.marketing
    ? Math.min(
        discount,
        marketingCreditCap(eligible.map((line) => ({ amountMinor: line.amountMinor, eligible: true }))),
      )
    : discount;
  return E.right({ code: promotion.code, discountMinor: capped, eligibleAmountMinor });
};

/** The code as typed: trimmed and upper-cased (codes are not case-sensitive). */
export const normalisePromoCode = (code: string): string => code.trim().toUpperCase();
