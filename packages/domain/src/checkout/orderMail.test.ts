import { describe, expect, it } from 'vitest';
import { orderConfirmationMail } from './index';

describe('orderConfirmationMail', () => {
  it('lists each line with its voucher codes and the amounts paid', () => {
    const mail = orderConfirmationMail({
      brand: 'Kerching',
      orderId: 'K-1',
      currency: 'GBP',
      cashAmountMinor: 1500,
      walletAmountUsedMinor: 500,
      lines: [{ title: 'Spa day', quantity: 2, voucherCodes: ['AAA', 'BBB'] }],
    });
    expect(mail.kind).toBe('order_confirmation');
    expect(mail.subject).toBe('Your Kerching order K-1');
    expect(mail.text).toContain('2 x Spa day');
    expect(mail.text).toContain('AAA, BBB');
    expect(mail.text).toContain('Paid: £15, wallet credit used: £5');
  });
});
