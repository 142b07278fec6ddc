import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { referrerDataToStore } from './referrerData';

describe('referrer data (spec 1 §5 "Referrer data stored only when the source tag is non-empty")', () => {
  it('stores the tag, the referrer and the landing address when the source tag is non-empty', () => {
    expect(
      referrerDataToStore({
        sourceTag: O.some(' newsletter '),
        referrer: O.some('https://mail.example'),
        landingUrl: '/deals/london',
      }),
    ).toEqual(O.some({ sourceTag: 'newsletter', referrer: 'https://mail.example', landingUrl: '/deals/london' }));
    expect(referrerDataToStore({ sourceTag: O.some('ppc'), referrer: O.none, landingUrl: '/' })).toEqual(
      O.some({ sourceTag: 'ppc', referrer: '', landingUrl: '/' }),
    );
  });
  it('stores nothing for an empty or missing source tag', () => {
    expect(
      referrerDataToStore({ sourceTag: O.some(''), referrer: O.some('https://x.example'), landingUrl: '/' }),
    ).toEqual(O.none);
    expect(referrerDataToStore({ sourceTag: O.some('   '), referrer: O.none, landingUrl: '/' })).toEqual(O.none);
    expect(referrerDataToStore({ sourceTag: O.none, referrer: O.none, landingUrl: '/' })).toEqual(O.none);
  });
  it('property: stored exactly when the trimmed tag is non-empty', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string({ unit: fc.constantFrom('a', ' ', 'b'), maxLength: 5 }), { nil: undefined }),
        (tag) => {
          const stored = referrerDataToStore({ sourceTag: O.fromNullable(tag), referrer: O.none, landingUrl: '/' });
          expect(O.isSome(stored)).toBe(tag !== undefined && tag.trim() !== '');
        },
      ),
    );
  });
});
