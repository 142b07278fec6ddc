import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { eircode, normaliseEircode, normaliseUkPostcode, ukPostcode } from './postcode';

const chars = (alphabet: string, min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength: min, maxLength: max });
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ukPostcodeArb = fc
  .tuple(
    chars(LETTERS, 1, 2),
    chars(DIGITS, 1, 1),
    chars(LETTERS + DIGITS, 0, 1),
    chars(DIGITS, 1, 1),
    chars('ABDEFGHJLNPQRSTUWXYZ', 2, 2),
  )
  .map(([area, district, sub, sector, unit]) => `${area}${district}${sub} ${sector}${unit}`);
const EIR = 'ACDEFHKNPRTVWXY';
const eircodeArb = fc
  .tuple(
    fc.oneof(
      fc.tuple(chars(EIR, 1, 1), chars(DIGITS, 2, 2)).map(([a, b]) => a + b),
      fc.constant('D6W'),
    ),
    chars(EIR + DIGITS, 4, 4),
  )
  .map(([routing, unique]) => `${routing} ${unique}`);

/** Lower-cases some characters and scatters spaces, as shoppers type. */
const scramble = (canonical: string) =>
  fc
    .array(fc.tuple(fc.boolean(), fc.constantFrom('', ' ', '  ')), {
      minLength: canonical.length,
      maxLength: canonical.length,
    })
    .map((how) =>
      [...canonical.replace(' ', '')]
        .map((ch, i) => {
          const [lower, space] = how[i] ?? [false, ''];
          return `${space}${lower ? ch.toLowerCase() : ch}`;
        })
        .join(''),
    );

describe('postcode properties', () => {
  it('property: UK postcode normalisation round-trips: any casing and spacing gives the canonical form', () => {
    fc.assert(
      fc.property(
        ukPostcodeArb.chain((pc) => scramble(pc).map((typed) => [pc, typed] as const)),
        ([pc, typed]) => {
          expect(normaliseUkPostcode(typed)).toEqual(O.some(pc));
          expect(normaliseUkPostcode(pc)).toEqual(O.some(pc));
          expect(ukPostcode(typed)).toEqual(E.right(pc));
        },
      ),
    );
  });
  it('property: Eircode normalisation round-trips the same way', () => {
    fc.assert(
      fc.property(
        eircodeArb.chain((code) => scramble(code).map((typed) => [code, typed] as const)),
        ([code, typed]) => {
          expect(normaliseEircode(typed)).toEqual(O.some(code));
          expect(eircode(typed)).toEqual(E.right(code));
        },
      ),
    );
  });
  it('property: normalising is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 10 }), (text) => {
        for (const normalise of [normaliseUkPostcode, normaliseEircode]) {
          const once = normalise(text);
          if (O.isSome(once)) expect(normalise(once.value)).toEqual(once);
        }
      }),
    );
  });
});
