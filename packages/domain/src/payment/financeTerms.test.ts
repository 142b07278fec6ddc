import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { financeTerms } from './financeTerms';
import { PAYMENT_METHODS } from './paymentMethodEligibility';

describe('finance terms beside the methods that lend (spec 2 §9)', () => {
  it("state the spec's numbers in the edition's currency", () => {
    expect(financeTerms('paypalCredit', 'GBP')).toBe(
      '0% interest for 4 months, then representative 23.9% APR (variable), based on a credit limit of £1,200. Subject to status.',
    );
    expect(financeTerms('paypalCredit', 'EUR')).toContain('€1,200');
    expect(financeTerms('klarna', 'GBP')).toBe(
      'Pay in 3 interest-free instalments. For UK residents aged 18 and over.',
    );
    expect(financeTerms('clearpay', 'GBP')).toBe('Pay in interest-free instalments on baskets of £1 to £1,000.');
  });
  it('keep Pay in 3 to the UK editions, as the spec names UK residents', () => {
    expect(financeTerms('klarna', 'EUR')).toBeNull();
  });
  it('show nothing for the methods that lend nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PAYMENT_METHODS),
        fc.constantFrom('GBP' as const, 'EUR' as const),
        (method, currency) => {
          const terms = financeTerms(method, currency);
          expect(terms === null).toBe(
            !['paypalCredit', 'klarna', 'clearpay'].includes(method) || (method === 'klarna' && currency === 'EUR'),
          );
        },
      ),
    );
  });
});
