/** Verbatim from spec 2 §8 ("Sorry there was a problem please try again later."). */
export const SORRY = 'Sorry there was a problem please try again later.';
