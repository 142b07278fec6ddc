import { describe, expect, it } from 'vitest';
import { orderConfirmationMail, paidRows } from './index';

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
  it('says a wallet-paid order was paid from the wallet credit, never "Paid: FREE" (issue 42)', () => {
    const facts = { brand: 'Kerching', orderId: 'K-2', currency: 'GBP' as const, lines: [] };
    const walletOnly = orderConfirmationMail({ ...facts, cashAmountMinor: 0, walletAmountUsedMinor: 2011 });
    expect(walletOnly.text).toContain('Paid from your wallet credit: £20.11');
    expect(walletOnly.text).not.toContain('FREE');
    expect(orderConfirmationMail({ ...facts, cashAmountMinor: 1500, walletAmountUsedMinor: 0 }).text).toContain(
      'Paid: £15',
    );
    expect(paidRows(0, 0)).toEqual([{ kind: 'paid', amountMinor: 0 }]);
  });
});
