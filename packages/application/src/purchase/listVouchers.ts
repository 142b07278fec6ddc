/** The customer's vouchers, newest first, a page of 10 at a time (spec 2 §9 "vouchers 10"). */
import type * as TE from 'fp-ts/TaskEither';
import type { PurchaseError } from '@kerching/domain/checkout';
import { VOUCHERS_PAGE_SIZE } from '@kerching/domain/voucher';
import type { ListedVoucher, VoucherList } from '@kerching/ports/purchase';

export class ListVouchers {
  constructor(private readonly vouchers: VoucherList) {}

  execute(input: {
    readonly customerId: string;
    readonly page: number;
  }): TE.TaskEither<PurchaseError, readonly ListedVoucher[]> {
    const page = Number.isSafeInteger(input.page) && input.page >= 0 ? input.page : 0;
    return this.vouchers.byCustomer(input.customerId, page, VOUCHERS_PAGE_SIZE);
  }
}
