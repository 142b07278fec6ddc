/**
 * What a shopper pays for one line of a deal, with the rules of the packed @kerching/domain: the
 * VIP price when the shopper may have it (and it is lower), the purchase cap, the line's amount
 * (units, admin fees, postage), the promo, the wallet split and the discount percentage. This
 * file only puts the rules in order, as the purchase use-case does: line, then promo, then wallet.
 */
import { lineAmount } from '@kerching/domain/basket';
import { maxQuantityExceeded, orderAmounts } from '@kerching/domain/checkout';
import { discountPercentage } from '@kerching/domain/money';
import { type PromoDiscount, promoDiscountAmount } from '@kerching/domain/promo';
import { type DomainError } from '@kerching/domain/shared';
import { applicableVipPrice, unitPriceFor } from '@kerching/domain/vip';
import { walletBalance } from '@kerching/domain/wallet';
import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import { pipe } from 'fp-ts/lib/function.js';

/** One deal line as the shopper would buy it. Amounts in minor units (pence or cents). */
export interface PriceCheck {
  readonly priceMinor: number;
  readonly quantity: number;
  readonly originalPriceMinor: O.Option<number>;
  readonly vipPriceMinor: O.Option<number>;
  readonly vipShopper: boolean;
  readonly vipExclusive: boolean;
  readonly vipDiscountAllowed: boolean;
  readonly adminFeeMinor: number;
  readonly postageMinor: number;
  readonly purchaseCap: O.Option<number>;
  readonly promo: O.Option<PromoDiscount>;
  readonly walletBalanceMinor: number;
}

export interface PriceCheckResult {
  readonly unitPriceMinor: number;
  readonly vipPriceApplied: boolean;
  readonly lineAmountMinor: number;
  readonly promoDiscountMinor: number;
  readonly totalMinor: number;
  readonly walletUsedMinor: number;
  readonly cashAmountMinor: number;
  /** The whole percentage saved on the original price, when there is one. */
  readonly discountPercentage: O.Option<number>;
}

export const priceCheck = (input: PriceCheck): E.Either<DomainError<string>, PriceCheckResult> => {
  const product = {
    price: input.priceMinor,
    vipPrice: input.vipPriceMinor,
    vipExclusive: input.vipExclusive,
    vipVariantEligible: true,
  };
  const deal = { vipDiscountAllowed: input.vipDiscountAllowed };
  return pipe(
    E.Do,
    E.apSW('unitPriceMinor', unitPriceFor(product, deal, input.vipShopper)),
    E.chainFirstW(() =>
      pipe(
        input.purchaseCap,
        O.matchW(
          () => E.right(undefined),
          (purchaseCap) =>
            input.quantity > purchaseCap ? E.left(maxQuantityExceeded(0, purchaseCap)) : E.right(undefined),
        ),
      ),
    ),
    E.bind('lineAmountMinor', ({ unitPriceMinor }) =>
      E.right(
        lineAmount(
          {
            priceMinor: unitPriceMinor,
            adminFeeMinor: input.adminFeeMinor,
            delivered: input.postageMinor > 0,
            postageMinor: input.postageMinor,
          },
          input.quantity,
        ),
      ),
    ),
    E.bind('promoDiscountMinor', ({ lineAmountMinor }) =>
      E.right(
        pipe(
          input.promo,
          O.match(
            () => 0,
            (promo) => promoDiscountAmount(promo, lineAmountMinor),
          ),
        ),
      ),
    ),
    E.let('totalMinor', ({ lineAmountMinor, promoDiscountMinor }) => lineAmountMinor - promoDiscountMinor),
    // The order's amounts as checkout computes them: the promo off the line, then the wallet (its
    // balance taken as refundable credit, which is not capped) pays what it can.
    E.let('split', ({ lineAmountMinor, promoDiscountMinor }) =>
      orderAmounts(
        { lines: [], currency: 'GBP', subtotalMinor: lineAmountMinor },
        promoDiscountMinor,
        O.some(walletBalance('GBP', 0, input.walletBalanceMinor)),
        input.walletBalanceMinor > 0,
      ),
    ),
    E.map(({ unitPriceMinor, lineAmountMinor, promoDiscountMinor, totalMinor, split }) => ({
      unitPriceMinor,
      vipPriceApplied:
        O.isSome(applicableVipPrice(product, deal, input.vipShopper)) && unitPriceMinor < input.priceMinor,
      lineAmountMinor,
      promoDiscountMinor,
      totalMinor,
      walletUsedMinor: split.walletAmountUsed,
      cashAmountMinor: split.cashAmount,
      discountPercentage: pipe(
        input.originalPriceMinor,
        O.map((original) => discountPercentage(unitPriceMinor, original)),
      ),
    })),
  );
};
