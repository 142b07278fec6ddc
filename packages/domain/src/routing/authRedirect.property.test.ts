import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { postLoginRedirect } from './authRedirect';

describe('login and post-login redirect properties', () => {
  it('property: the result is the first saved non-empty value, else the default page', () => {
    const saved = fc.option(fc.constantFrom('', '/x', '/y', '/z'), { nil: undefined }).map(O.fromNullable);
    fc.assert(
      fc.property(saved, saved, saved, (localRedirect, redirectUrl, postLoginUrl) => {
        const firstSet = [localRedirect, redirectUrl, postLoginUrl]
          .map(O.toUndefined)
          .find((v) => v !== undefined && v !== '');
        expect(postLoginRedirect({ localRedirect, redirectUrl, postLoginUrl }, '/home')).toBe(firstSet ?? '/home');
      }),
    );
  });
});
