/**
 * A voucher refund under the money-back guarantee (spec 2 §9 "Money-back guarantee 14 days"; spec 1
 * §4 "Refund is unavailable for a redeemed voucher and within 7 days of expiry"; spec 1 §5 "Please
 * select an option to continue"; spec 2 §7 /v1/voucher/pmv/refund). The shopper's own voucher, with a
 * reason from the list, is refunded at once: what was paid for it goes into their wallet as
 * refundable credit (spec 2 §9 "Wallet credit from refund"), and a pending referral made by its order
 * is cancelled (spec 1 §4).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CurrencyCode } from '@kerching/domain/site';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import {
  isRefundReason,
  refundEligibility,
  typedVoucherCode,
  validateRefundReason,
  voucherOfStoredFacts,
  voucherRefundAmount,
} from '@kerching/domain/voucher';
import { walletCreditExpiresAt } from '@kerching/domain/wallet';
import type { Clock } from '@kerching/ports';
import type { RefundableVoucher, VoucherRefunds } from '@kerching/ports/purchase';

/** The amount a refund may give back for `found` at `now`, or why it may not. */
const refundDecision =
  (now: Date) =>
  (found: O.Option<RefundableVoucher>): E.Either<PurchaseError, number> => {
    if (O.isNone(found)) return E.left(purchaseError('VOUCHER.NOT_FOUND', 'no such voucher of this shopper'));
    const { voucher, unitPriceMinor, orderTotalMinor, orderPromoDiscountMinor } = found.value;
    return pipe(
      refundEligibility(
        voucherOfStoredFacts({ ...voucher, refundedAt: voucher.refund === null ? null : voucher.refund.refundedAt }),
        now,
      ),
      E.mapLeft((error) => purchaseError(error.code, error.detail)),
      E.map(() =>
        voucherRefundAmount(unitPriceMinor, {
          totalMinor: orderTotalMinor,
          promoDiscountMinor: orderPromoDiscountMinor,
        }),
      ),
    );
  };

export class RequestVoucherRefund {
  constructor(
    private readonly refunds: VoucherRefunds,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly customerId: string;
    readonly code: string;
    readonly reason: string;
  }): TE.TaskEither<PurchaseError, { readonly amountMinor: number; readonly currency: CurrencyCode }> {
    const now = this.clock.now();
    return pipe(
      TE.fromEither(validateRefundReason(input.reason)),
      TE.filterOrElseW(isRefundReason, () => undefined),
      TE.mapLeft(() => purchaseError('VOUCHER.REFUND_REASON_REQUIRED', 'no reason from the list')),
      TE.chain((reason) =>
        this.refunds.refund(
          {
            code: typedVoucherCode(input.code),
            customerId: input.customerId,
            reason,
            at: now.getTime(),
            creditExpiresAt: walletCreditExpiresAt('refund', now).getTime(),
          },
          refundDecision(now),
        ),
      ),
    );
  }
}
