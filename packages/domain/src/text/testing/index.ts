/**
 * Arbitraries for properties over any text (domain, SQL and HTTP tests alike).
 */
import fc from 'fast-check';

/**
 * Any one of the 1,114,112 code points, lone surrogates included: what fast-check's `'binary'`
 * string unit gives, without the 1.3 s that unit takes to build the first time a test file uses it
 * (on a loaded machine, most of a test's 5 s).
 */
export const anyCodePoint: fc.Arbitrary<string> = fc
  .integer({ min: 0, max: 0x10ffff })
  .map((codePoint) => String.fromCodePoint(codePoint));

/** Text of any code points, as `fc.string({ unit: 'binary', maxLength })`. */
export const anyText = (maxLength: number): fc.Arbitrary<string> => fc.string({ unit: anyCodePoint, maxLength });
