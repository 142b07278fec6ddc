import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { basketAnswersTo } from './owner';

describe('basketAnswersTo (issue 40 item 7)', () => {
  it('an anonymous basket answers to whoever holds its token', () => {
    expect(basketAnswersTo(O.none, O.none)).toBe(true);
    expect(basketAnswersTo(O.none, O.some('c-1'))).toBe(true);
  });
  it("a customer's basket answers to that customer only: not signed out, not another customer", () => {
    expect(basketAnswersTo(O.some('c-1'), O.some('c-1'))).toBe(true);
    expect(basketAnswersTo(O.some('c-1'), O.none)).toBe(false);
    expect(basketAnswersTo(O.some('c-1'), O.some('c-2'))).toBe(false);
  });
  it('property: a linked basket answers to exactly its customer', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string(), { nil: undefined }), (owner, asking) => {
        expect(basketAnswersTo(O.some(owner), O.fromNullable(asking))).toBe(asking === owner);
      }),
    );
  });
});
