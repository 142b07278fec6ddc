import { describe, expect, it } from 'vitest';
import * as fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { placeOfSlug, placePhraseOf } from './hyperlocalSlug';

describe('the last word of a hyperlocal path', () => {
  it('reads "x-near-y" and "x-in-y" as a phrase naming the place y', () => {
    expect(placePhraseOf('massage-near-camden')).toEqual(
      O.some({ subject: 'massage', marker: 'near', place: 'camden' }),
    );
    expect(placePhraseOf('nails-in-clapham')).toEqual(O.some({ subject: 'nails', marker: 'in', place: 'clapham' }));
    expect(placePhraseOf('afternoon-tea-near-canary-wharf')).toEqual(
      O.some({ subject: 'afternoon-tea', marker: 'near', place: 'canary-wharf' }),
    );
  });
  it('reads a slug without a marker between words as no phrase: a bare place or a category', () => {
    for (const slug of ['soho', 'deep-tissue-massage', 'near-soho', 'massage-near', 'in'])
      expect(placePhraseOf(slug)).toEqual(O.none);
    expect(placeOfSlug('soho')).toBe('soho');
    expect(placeOfSlug('massage-near-camden')).toBe('camden');
  });
  it('puts a phrase back together as the slug it came from', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,6}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 3 }), fc.constantFrom('near', 'in'), word, (s, m, p) => {
        const phrase = placePhraseOf([...s, m, p].join('-'));
        return (
          O.isSome(phrase) &&
          [phrase.value.subject, phrase.value.marker, phrase.value.place].join('-') === [...s, m, p].join('-')
        );
      }),
    );
  });
});
