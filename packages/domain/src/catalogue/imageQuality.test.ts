import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  type ConnectionHints,
  EFFECTIVE_CONNECTION_TYPES,
  connectionHints,
  deliveredImageQuality,
  effectiveConnectionType,
} from './imageQuality';

const fast: ConnectionHints = { saveData: false, effectiveType: O.some('4g') };

describe('the quality an image is sent at', () => {
  it('is what the address asks on a good or unknown connection', () => {
    expect(deliveredImageQuality(85, fast)).toBe(85);
    expect(deliveredImageQuality(85, { saveData: false, effectiveType: O.none })).toBe(85);
    expect(deliveredImageQuality(100, fast)).toBe(100);
  });

  it('is degraded to 60 with Save-Data or on 3G, and to 35 on 2G (spec 2 §9)', () => {
    expect(deliveredImageQuality(85, { saveData: true, effectiveType: O.none })).toBe(60);
    expect(deliveredImageQuality(85, { saveData: true, effectiveType: O.some('4g') })).toBe(60);
    expect(deliveredImageQuality(85, { saveData: false, effectiveType: O.some('3g') })).toBe(60);
    expect(deliveredImageQuality(85, { saveData: false, effectiveType: O.some('2g') })).toBe(35);
    expect(deliveredImageQuality(85, { saveData: true, effectiveType: O.some('slow-2g') })).toBe(35);
  });

  it('is never more than the address asks', () => {
    expect(deliveredImageQuality(50, { saveData: true, effectiveType: O.none })).toBe(50);
    expect(deliveredImageQuality(20, { saveData: false, effectiveType: O.some('2g') })).toBe(20);
  });

  it('reads the ECT hint whatever its case and spaces, and ignores what it does not know', () => {
    expect(effectiveConnectionType('4g')).toEqual(O.some('4g'));
    expect(effectiveConnectionType(' 3G ')).toEqual(O.some('3g'));
    expect(effectiveConnectionType('slow-2g')).toEqual(O.some('slow-2g'));
    expect(effectiveConnectionType('5g')).toEqual(O.none);
    expect(effectiveConnectionType('')).toEqual(O.none);
    expect(effectiveConnectionType(undefined)).toEqual(O.none);
  });

  it('reads Save-Data as on only when it says on, whatever its case and spaces', () => {
    expect(connectionHints('on', '3g')).toEqual({ saveData: true, effectiveType: O.some('3g') });
    expect(connectionHints(' On ', undefined)).toEqual({ saveData: true, effectiveType: O.none });
    expect(connectionHints('off', '4g')).toEqual({ saveData: false, effectiveType: O.some('4g') });
    expect(connectionHints(undefined, undefined)).toEqual({ saveData: false, effectiveType: O.none });
  });

  const hints = fc.record({
    saveData: fc.boolean(),
    effectiveType: fc.option(fc.constantFrom(...EFFECTIVE_CONNECTION_TYPES), { nil: undefined }).map(O.fromNullable),
  });
  const quality = fc.integer({ min: 1, max: 100 });

  it('stays between 1 and what is asked, and a slower connection or saving data never gets more', () => {
    fc.assert(
      fc.property(quality, hints, (asked, connection) => {
        const sent = deliveredImageQuality(asked, connection);
        expect(sent).toBeGreaterThanOrEqual(Math.min(asked, 35));
        expect(sent).toBeLessThanOrEqual(asked);
        expect(deliveredImageQuality(asked, { ...connection, saveData: true })).toBeLessThanOrEqual(sent);
        const known = O.toUndefined(connection.effectiveType);
        const slower = EFFECTIVE_CONNECTION_TYPES.slice(
          0,
          known === undefined ? 0 : EFFECTIVE_CONNECTION_TYPES.indexOf(known),
        );
        for (const type of slower)
          expect(deliveredImageQuality(asked, { ...connection, effectiveType: O.some(type) })).toBeLessThanOrEqual(
            sent,
          );
      }),
    );
  });

  it('asks more, gets at least as much', () => {
    fc.assert(
      fc.property(quality, quality, hints, (a, b, connection) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(deliveredImageQuality(low, connection)).toBeLessThanOrEqual(deliveredImageQuality(high, connection));
      }),
    );
  });
});
