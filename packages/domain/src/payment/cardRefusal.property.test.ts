import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { CARD_FORM_FIELDS, type CardForm, cardRefusal, validateCardForm } from './index';

const NOW = new Date('2026-06-01T12:00:00.000Z');
const GOOD: CardForm = { number: '4111 1111 1111 1111', expiry: '12/30', securityCode: '123', postalCode: 'SW1A 1AA' };

describe('cardRefusal (spec 1 §5 "Card"), examples', () => {
  const refusal = (form: Partial<CardForm>, now = NOW) =>
    O.toUndefined(
      O.map((e: { detail: string }) => e.detail)(O.fromEither(E.swap(cardRefusal({ ...GOOD, ...form }, now)))),
    );
  it('takes a good Visa or MasterCard', () => {
    expect(refusal({})).toBeUndefined();
    expect(refusal({ number: '5555555555554444' })).toBeUndefined();
  });
  it('refuses with the spec 1 §5 words, verbatim', () => {
    expect(refusal({ expiry: '05/26' })).toBe('Card Expired');
    expect(refusal({ number: '4111 1111 1111 1112' })).toBe("Hmm. That card number doesn't look right");
    expect(refusal({ expiry: '13/30' })).toBe('This expiry date is not valid');
    expect(refusal({ expiry: '1230' })).toBe('This expiry date is not valid');
    expect(refusal({ number: '3782 822463 10005' })).toBe('Sorry, we currently only accept Visa and MasterCard');
    expect(refusal({ number: '3056 9309 0259 04' })).toBe('Sorry, we currently only accept Visa and MasterCard');
    expect(refusal({ securityCode: '' })).toBe('Security code is required');
    expect(refusal({ postalCode: '  ' })).toBe('Postal code is required');
  });
  it('reads the clock it is given: a card is good through its expiry month', () => {
    expect(refusal({ expiry: '06/26' }, new Date('2026-06-30T23:59:59.999Z'))).toBeUndefined();
    expect(refusal({ expiry: '06/26' }, new Date('2026-07-01T00:00:00.000Z'))).toBe('Card Expired');
  });
  it('names the first problem in the form’s field order', () => {
    expect(refusal({ number: '', expiry: '01/20', securityCode: '', postalCode: '' })).toBe(
      "Hmm. That card number doesn't look right",
    );
    expect(refusal({ securityCode: '', postalCode: '' })).toBe('Security code is required');
  });
});

const fieldValue = (good: string) =>
  fc.oneof(fc.constant(good), fc.constant(''), fc.string({ maxLength: 20 }), fc.constantFrom('01/20', '13/30', '12'));

describe('cardRefusal, properties', () => {
  it('refuses exactly the forms the form check fails, with the first failing field’s error', () => {
    fc.assert(
      fc.property(
        fc.record({
          number: fieldValue(GOOD.number),
          expiry: fieldValue(GOOD.expiry),
          securityCode: fieldValue(GOOD.securityCode),
          postalCode: fieldValue(GOOD.postalCode),
        }),
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        (form, now) => {
          const checked = validateCardForm(form, now);
          const refused = cardRefusal(form, now);
          expect(E.isRight(refused)).toBe(E.isRight(checked));
          if (E.isRight(checked)) expect(refused).toEqual(checked);
          if (E.isLeft(checked) && E.isLeft(refused)) {
            const first = CARD_FORM_FIELDS.find((field) => checked.left[field] !== undefined);
            expect(first === undefined ? undefined : checked.left[first]).toEqual(refused.left);
          }
        },
      ),
    );
  });
  it('a past expiry month is always "Card Expired", a coming one never is', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2001, max: 2098 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const now = new Date(Date.UTC(year, month - 1, 15));
        const expiry = (y: number, m: number) => `${String(m).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
        const last = month === 1 ? { y: year - 1, m: 12 } : { y: year, m: month - 1 };
        const past = cardRefusal({ ...GOOD, expiry: expiry(last.y, last.m) }, now);
        expect(E.isLeft(past) && past.left.code).toBe('PAYMENT.CARD_EXPIRED');
        expect(E.isRight(cardRefusal({ ...GOOD, expiry: expiry(year, month) }, now))).toBe(true);
      }),
    );
  });
});
