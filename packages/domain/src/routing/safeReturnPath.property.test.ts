import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnPath } from './safeReturnPath';

// The domain's library has no URL; the test runs on Node, which has it.
declare const URL: new (url: string, base: string) => { readonly origin: string };

const ORIGIN = 'https://kerching.localhost';

/** The answer is a path on this site, whatever came in. */
const expectSameSitePath = (answer: string): void => {
  expect(answer.startsWith('/')).toBe(true);
  expect(['/', '\\']).not.toContain(answer.charAt(1));
  // eslint-disable-next-line no-control-regex
  expect(answer).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/);
  // It fits a Location header (ASCII only).
  expect(answer).toMatch(/^[\u0020-\u007e]*$/);
  expect(new URL(answer, ORIGIN).origin).toBe(ORIGIN);
};

const TRICKY_PREFIXES = [
  '/',
  '//',
  '/\\',
  '\\',
  '/\t/',
  '/\r\n/',
  '/%2F',
  '/%2f%2F',
  '/%5C',
  '/%5c',
  '/%09/',
  '/%0D%0A/',
  '/%252F/',
  '/%25252F/',
  '/..',
  '/%2e%2e/',
  '/./',
  'https:',
  'https://',
  'http:/',
  'javascript:',
  '/\u0000',
  '/\u2028/',
  ' /',
  '\t/',
];

const anyChar = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: 'binary' }),
  fc.string({
    unit: fc.constantFrom('/', '\\', '%', '2', 'F', 'f', '5', 'C', '.', '\t', '\r', '\n', '?', '#', ':', 'a'),
  }),
);

const tricky = fc
  .tuple(fc.array(fc.constantFrom(...TRICKY_PREFIXES), { maxLength: 4 }), anyChar, fc.constantFrom('evil.example', ''))
  .map(([prefixes, middle, host]) => `${prefixes.join('')}${middle}${host}`);

describe('safeReturnPath properties', () => {
  it('property: the answer is always a same-site path (arbitrary strings, unicode, control characters)', () => {
    fc.assert(
      fc.property(fc.oneof(anyChar, tricky, fc.webPath(), fc.webUrl()), (raw) => {
        expectSameSitePath(safeReturnPath(raw, '/'));
      }),
      { numRuns: 2000 },
    );
  });

  it('property: a kept answer is kept again (the normal form is stable)', () => {
    fc.assert(
      fc.property(fc.oneof(anyChar, tricky, fc.webPath()), (raw) => {
        const once = safeReturnPath(raw, '/fallback');
        expect(safeReturnPath(once, '/other')).toBe(once);
      }),
      { numRuns: 1000 },
    );
  });

  it('property: an ordinary path of letters, digits and single slashes is kept as it is', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(safeReturnPath(path, '/')).toBe(path);
      }),
    );
  });
});
