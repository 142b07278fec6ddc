import { describe, expect, it } from 'vitest';
import { loyaltyExchangeFailed, loyaltyLoading, loyaltyPointsExchanged, loyaltyReady } from './loadingStatus';

describe('loyalty loading status (spec 1 §4): LOADING or READY with a message', () => {
  it('starts LOADING and ends READY', () => {
    expect(loyaltyLoading()).toEqual({ status: 'LOADING', message: 'Loading your rewards...' });
    expect(loyaltyReady()).toEqual({ status: 'READY', message: '' });
    expect(loyaltyReady('Done')).toEqual({ status: 'READY', message: 'Done' });
  });
  it('says how an exchange went', () => {
    expect(loyaltyPointsExchanged('£4.50')).toEqual({
      status: 'READY',
      message: 'Done! Your points have been exchanged for £4.50 of credit.',
    });
    expect(loyaltyExchangeFailed).toEqual({
      status: 'READY',
      message: "Sorry, we couldn't exchange your points. Please try again later.",
    });
  });
});
