/** Verbatim from spec 2 §8 ("Sorry there was a problem please try again later."). */
export const SORRY = 'Sorry there was a problem please try again later.';

/** The gift finder's "no preference" answer and its button (spec 1 §2 names the questions only): OUR WORDING. */
export const GIFT_FINDER_ANY = 'Any';
export const GIFT_FINDER_SUBMIT = 'Find gifts';
