import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { dealPathRedirect } from './dealCanonical';
import { buildDealPath } from './dealPath';

const canonical = '/deal/london/restaurants/100010/pizza';

describe('dealPathRedirect', () => {
  it('leaves the canonical path, with or without a trailing slash or a query, where it is', () => {
    expect(dealPathRedirect(canonical, canonical)).toEqual(O.none);
    expect(dealPathRedirect(`${canonical}/`, canonical)).toEqual(O.none);
    expect(dealPathRedirect(`${canonical}?usr_src=search`, canonical)).toEqual(O.none);
  });
  it('sends other categories, blurbs or a missing evergreen marker to the canonical path', () => {
    expect(dealPathRedirect('/deal/elsewhere/100010/old-name', canonical)).toEqual(O.some(canonical));
    expect(dealPathRedirect('/deal/london/restaurants/100010', canonical)).toEqual(O.some(canonical));
    expect(dealPathRedirect('/deal/shop/gym/7/gym', '/deal/shop/gym/e/7/gym')).toEqual(
      O.some('/deal/shop/gym/e/7/gym'),
    );
  });
  it('keeps the requested product id', () => {
    expect(dealPathRedirect('/deal/london/restaurants/100010/1000101/pizza', canonical)).toEqual(O.none);
    expect(dealPathRedirect('/deal/x/100010/1000101', canonical)).toEqual(
      O.some('/deal/london/restaurants/100010/1000101/pizza'),
    );
  });
  it('does not redirect what does not parse', () => {
    expect(dealPathRedirect('/deal/london', canonical)).toEqual(O.none);
    expect(dealPathRedirect(canonical, 'not a path')).toEqual(O.none);
  });
  it('property: the target never redirects again', () => {
    const segment = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/).filter((s) => s !== 'e');
    const path = fc.record({
      categories: fc.array(segment, { minLength: 1, maxLength: 3 }),
      dealId: fc.integer({ min: 1, max: 1e6 }),
      evergreen: fc.boolean(),
      productId: fc.option(fc.integer({ min: 1, max: 1e6 }), { nil: undefined }).map(O.fromNullable),
      blurb: fc.option(segment, { nil: undefined }).map(O.fromNullable),
    });
    fc.assert(
      fc.property(path, path, (asked, home) => {
        const target = dealPathRedirect(buildDealPath(asked), buildDealPath({ ...home, productId: O.none }));
        if (O.isSome(target))
          expect(dealPathRedirect(target.value, buildDealPath({ ...home, productId: O.none }))).toEqual(O.none);
      }),
    );
  });
});
