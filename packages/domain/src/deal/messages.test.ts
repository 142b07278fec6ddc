import { describe, expect, it } from 'vitest';
import {
  DEAL_NO_LONGER_AVAILABLE_MESSAGE,
  DEAL_UNAVAILABLE_NOTICES,
  adminFeeNoticeMessage,
  buyClosedDealNotice,
} from './messages';

describe('deal page notices', () => {
  it("says 'Oops! This item is no longer available' for a closed or missing deal (spec 2 §8)", () => {
    expect(DEAL_UNAVAILABLE_NOTICES['DEAL.CLOSED'].message).toBe('Oops! This item is no longer available');
    expect(DEAL_UNAVAILABLE_NOTICES['DEAL.MISSING'].message).toBe(DEAL_NO_LONGER_AVAILABLE_MESSAGE);
  });
  it('names the last day of a buy-closed-deal and the admin fee', () => {
    expect(buyClosedDealNotice('Friday 12 June').message).toBe(
      'This deal has closed, but you can still buy it until Friday 12 June.',
    );
    expect(adminFeeNoticeMessage('£1.50')).toBe('An admin fee of £1.50 per voucher applies to this deal.');
    expect(adminFeeNoticeMessage('£4.00', true)).toBe(
      'An admin fee of up to £4.00 per voucher, depending on the option, applies to this deal.',
    );
  });
});
