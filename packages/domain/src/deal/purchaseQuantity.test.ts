import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  DEAL_NO_LONGER_AVAILABLE_MESSAGE,
  optionQuantityLimitMessage,
  optionQuantityLimitNotice,
  clampQuantity,
  maximumPerDealPerDayMessage,
  minimumQuantity,
  purchaseCapNotice,
  quantityLimitsFor,
  quantityUserCanBuy,
  selectedQuantity,
  toWholeCount,
} from './index';

const limits = { purchaseCap: 5, remainingForDay: 40, remainingForWeek: 200, userRemainingAllowance: 3 };
const deal = { purchaseCap: 5, totalRemainingForDay: 40, totalRemainingForWeek: 200 };

describe('quantity a user can buy (spec 1 §5: the minimum of deal or product cap, remaining for the day, remaining for the week, user allowance)', () => {
  it('takes the minimum of the four limits', () => {
    expect(quantityUserCanBuy(limits)).toBe(3);
    expect(quantityUserCanBuy({ ...limits, remainingForDay: 2 })).toBe(2);
    expect(quantityUserCanBuy({ ...limits, remainingForWeek: 1 })).toBe(1);
    expect(quantityUserCanBuy({ ...limits, userRemainingAllowance: 9 })).toBe(5);
  });
  it('is never negative, and NaN or fractions do not leak', () => {
    expect(quantityUserCanBuy({ ...limits, remainingForDay: -3 })).toBe(0);
    expect(quantityUserCanBuy({ ...limits, remainingForWeek: Number.NaN })).toBe(0);
    expect(quantityUserCanBuy({ ...limits, userRemainingAllowance: 2.7 })).toBe(2);
    expect(toWholeCount(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
  });
  it('uses the product cap when the product has one, else the deal cap', () => {
    expect(quantityLimitsFor(deal, { purchaseCap: 2 }).purchaseCap).toBe(2);
    expect(quantityLimitsFor(deal, {}).purchaseCap).toBe(5);
  });
  it("uses the user's remaining allowance, or no allowance for an anonymous visitor", () => {
    const info = { maxQuantityUserCanBuy: 5, maxQuantityUserCanCurrentlyBuy: 1 };
    expect(quantityUserCanBuy(quantityLimitsFor(deal, { userDealInfo: info }))).toBe(1);
    expect(quantityUserCanBuy(quantityLimitsFor(deal, {}))).toBe(5);
  });
});

describe('quantity selector (spec 1 §5: clamps to 0 at the low end and the cap at the high end)', () => {
  it('clamps', () => {
    expect(clampQuantity(-1, 5)).toBe(0);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(8, 5)).toBe(5);
  });
  it('a price-per-person deal forces a minimum quantity of 2', () => {
    expect(minimumQuantity({ pricePerPerson: true })).toBe(2);
    expect(minimumQuantity({ pricePerPerson: false })).toBe(1);
    expect(selectedQuantity(1, 5, { pricePerPerson: true })).toBe(2);
    expect(selectedQuantity(0, 5, { pricePerPerson: true })).toBe(0);
    expect(selectedQuantity(4, 5, { pricePerPerson: true })).toBe(4);
    expect(selectedQuantity(1, 1, { pricePerPerson: true })).toBe(0);
    expect(selectedQuantity(1, 5, { pricePerPerson: false })).toBe(1);
  });
});

describe('deal purchase (spec 1 §5: maximum per deal per day shown)', () => {
  it('shows the maximum per deal per day', () => {
    expect(maximumPerDealPerDayMessage(4)).toBe('Maximum 4 per deal per day');
    expect(purchaseCapNotice({ purchaseCap: 6 })).toBe('Maximum 6 per deal per day');
  });
  it("quotes 'Oops! This item is no longer available' verbatim", () => {
    expect(DEAL_NO_LONGER_AVAILABLE_MESSAGE).toBe('Oops! This item is no longer available');
  });
});

describe('the chosen option’s own limit, beside the stepper (spec 1 §5: the stepper stops at the lowest limit)', () => {
  it('says so when the option allows fewer than the deal’s maximum per day', () => {
    expect(optionQuantityLimitNotice(2, { purchaseCap: 10 })).toEqual(O.some('You can buy up to 2 of this option'));
    expect(optionQuantityLimitMessage(1)).toBe('You can buy up to 1 of this option');
  });
  it('says nothing when the option allows the deal’s maximum, or nothing can be bought', () => {
    expect(optionQuantityLimitNotice(10, { purchaseCap: 10 })).toEqual(O.none);
    expect(optionQuantityLimitNotice(0, { purchaseCap: 10 })).toEqual(O.none);
  });
});
