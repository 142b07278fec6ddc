/**
 * The last word of a hyperlocal path, /near-me/{category}/{sub}/{slug} (spec 1 §2). A slug may be
 * a phrase naming a place ("massage-near-camden", "nails-in-clapham"), a bare place ("soho"), or
 * a sub-sub-category ("deep-tissue-massage"); only the catalogue can tell a bare place from a
 * category, so this reads the wording alone.
 */
import * as O from 'fp-ts/Option';

/** The words that join what a phrase is about to the place it names. */
export const PLACE_MARKERS = ['near', 'in'] as const;
export type PlaceMarker = (typeof PLACE_MARKERS)[number];

/** "massage-near-camden": subject "massage", marker "near", place "camden". */
export interface PlacePhrase {
  readonly subject: string;
  readonly marker: PlaceMarker;
  readonly place: string;
}

/**
 * The phrase a slug is, split at its last marker ("fish-in-bath-near-soho" is about Soho); none
 * when the slug has no marker with words on both sides of it.
 */
export const placePhraseOf = (slug: string): O.Option<PlacePhrase> => {
  const words = slug.split('-');
  for (let at = words.length - 2; at >= 1; at -= 1) {
    const marker = PLACE_MARKERS.find((m) => m === words[at]);
    if (marker !== undefined)
      return O.some({ subject: words.slice(0, at).join('-'), marker, place: words.slice(at + 1).join('-') });
  }
  return O.none;
};

/** The place a slug names if it names one: a phrase's place, or else the whole slug. */
export const placeOfSlug = (slug: string): string =>
  O.match(
    () => slug,
    (phrase: PlacePhrase) => phrase.place,
  )(placePhraseOf(slug));
