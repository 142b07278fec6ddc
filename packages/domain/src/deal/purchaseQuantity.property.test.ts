import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  clampQuantity,
  minimumQuantity,
  optionQuantityLimitMessage,
  optionQuantityLimitNotice,
  quantityUserCanBuy,
  selectedQuantity,
  toWholeCount,
} from './index';

const count = fc.integer({ min: -50, max: 1000 });

describe('purchase quantity properties', () => {
  it('property: the quantity a user can buy is a lower bound of every limit, never negative, and one of them', () => {
    fc.assert(
      fc.property(count, count, count, count, (purchaseCap, remainingForDay, remainingForWeek, allowance) => {
        const q = quantityUserCanBuy({
          purchaseCap,
          remainingForDay,
          remainingForWeek,
          userRemainingAllowance: allowance,
        });
        const inputs = [purchaseCap, remainingForDay, remainingForWeek, allowance];
        expect(q).toBeGreaterThanOrEqual(0);
        for (const limit of inputs) expect(q).toBeLessThanOrEqual(Math.max(0, limit));
        expect([0, ...inputs]).toContain(q);
      }),
    );
  });
  it('property: clamping lands within [0, cap], is idempotent, and keeps in-range values', () => {
    fc.assert(
      fc.property(count, fc.nat({ max: 1000 }), (requested, cap) => {
        const once = clampQuantity(requested, cap);
        expect(once).toBeGreaterThanOrEqual(0);
        expect(once).toBeLessThanOrEqual(cap);
        expect(clampQuantity(once, cap)).toBe(once);
        if (requested >= 0 && requested <= cap) expect(once).toBe(requested);
      }),
    );
  });
  it('property: a selected quantity is 0 or within [minimum, cap], and never 1 for a price-per-person deal', () => {
    fc.assert(
      fc.property(count, fc.nat({ max: 1000 }), fc.boolean(), (requested, cap, pricePerPerson) => {
        const deal = { pricePerPerson };
        const q = selectedQuantity(requested, cap, deal);
        if (q !== 0) {
          expect(q).toBeGreaterThanOrEqual(minimumQuantity(deal));
          expect(q).toBeLessThanOrEqual(cap);
        }
        if (pricePerPerson) expect(q).not.toBe(1);
        expect(selectedQuantity(q, cap, deal)).toBe(q);
      }),
    );
  });
});

describe('option limit notice property', () => {
  it('property: shown exactly when the option allows some but fewer than the deal’s maximum, naming that number', () => {
    fc.assert(
      fc.property(count, count, (maxQuantity, purchaseCap) => {
        const notice = optionQuantityLimitNotice(maxQuantity, { purchaseCap });
        const max = toWholeCount(maxQuantity);
        expect(O.isSome(notice)).toBe(max > 0 && max < toWholeCount(purchaseCap));
        if (O.isSome(notice)) expect(notice.value).toBe(optionQuantityLimitMessage(max));
      }),
    );
  });
});
