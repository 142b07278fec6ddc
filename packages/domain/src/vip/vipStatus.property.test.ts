import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { VIP_STATUS_VALUES, parseStoredVipStatus, serialiseVipStatus, vipStatusUpdate } from './vipStatus';

const storedStatus = fc.option(fc.constantFrom(...VIP_STATUS_VALUES), { nil: undefined }).map(O.fromNullable);

describe('VIP status: properties', () => {
  it('the stored VIP status round-trips: parse(serialise(s)) = s, and serialise(parse(t)) = t for stored texts', () => {
    fc.assert(
      fc.property(storedStatus, (status) => {
        expect(parseStoredVipStatus(serialiseVipStatus(status))).toEqual(status);
        const text = serialiseVipStatus(status);
        expect(serialiseVipStatus(parseStoredVipStatus(text))).toBe(text);
      }),
    );
  });
  it('any other stored text reads as cleared, and a status update accepts exactly the two values', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const known = (VIP_STATUS_VALUES as readonly string[]).includes(text);
        expect(O.isSome(parseStoredVipStatus(text))).toBe(known);
        expect(E.isRight(vipStatusUpdate(text))).toBe((VIP_STATUS_VALUES as readonly string[]).includes(text.trim()));
      }),
    );
  });
});
