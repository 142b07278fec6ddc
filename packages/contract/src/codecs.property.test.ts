/** The request text rule (issue 40, item 10): what `SafeText` takes and what it refuses. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { SafeText, unsafeTextProblem } from './codecs';

/** Text with no control character and no lone surrogate: any full Unicode code points from space up. */
const storable = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0x10ffff })
    .filter((cp) => cp !== 0x7f && (cp < 0xd800 || cp > 0xdfff))
    .map((cp) => String.fromCodePoint(cp)),
});
const unstorable = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((unit) => String.fromCharCode(unit)),
  fc.constant('\u007f'),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
);

describe('SafeText', () => {
  it('takes any text of storable characters up to its length', () => {
    fc.assert(
      fc.property(storable, (text) => {
        expect(unsafeTextProblem(text)).toBeUndefined();
        expect(E.isRight(SafeText(text.length).decode(text))).toBe(true);
        // Whatever it takes can be written as UTF-8 (encodeURIComponent throws on what cannot) and read back.
        expect(decodeURIComponent(encodeURIComponent(text))).toBe(text);
      }),
    );
  });

  it('refuses text with a NUL, a control character or a lone surrogate anywhere, naming the problem', () => {
    fc.assert(
      fc.property(storable, unstorable, storable, (before, bad, after) => {
        const text = `${before}${bad}${after}`;
        const multiline = bad === '\t' || bad === '\n' || bad === '\r';
        expect(E.isRight(SafeText(text.length).decode(text))).toBe(false);
        expect(E.isRight(SafeText(text.length, { multiline: true }).decode(text))).toBe(multiline);
      }),
    );
  });

  it('says what is wrong', () => {
    expect(unsafeTextProblem('a\u0000b')).toBe('no NUL characters');
    expect(unsafeTextProblem('a\u0007')).toBe('no control characters');
    expect(unsafeTextProblem('\ud800x')).toMatch(/lone surrogates/);
    expect(unsafeTextProblem('x\udc00')).toMatch(/lone surrogates/);
    expect(unsafeTextProblem('😀 line\r\n', true)).toBeUndefined();
    expect(E.isRight(SafeText(3).decode('abcd'))).toBe(false);
    expect(E.isRight(SafeText(3).decode(3))).toBe(false);
  });
});
