/**
 * Every user-facing string of the listing family. Spec 1 §2 and §3 quote the gift finder's
 * questions and options verbatim; the sort labels are only named there ("popularity, price (high to
 * low), discountPercentage, recentlyAdded, pricelow"), so their display text is OUR WORDING.
 */

/** Sort option labels (spec 1 §3 "Sort options"): OUR WORDING for the shopper-facing text. */
export const SORT_LABEL_POPULARITY = 'Popularity';
export const SORT_LABEL_PRICE_HIGH_TO_LOW = 'Price (high to low)';
export const SORT_LABEL_DISCOUNT = 'Biggest discount';
export const SORT_LABEL_RECENTLY_ADDED = 'Recently added';
export const SORT_LABEL_PRICE_LOW_TO_HIGH = 'Price (low to high)';

/** Verbatim (spec 1 §2): "Gift finder asks Budget, For and Character." */
export const GIFT_FINDER_QUESTION_BUDGET = 'Budget';
export const GIFT_FINDER_QUESTION_FOR = 'For';
export const GIFT_FINDER_QUESTION_CHARACTER = 'Character';

/** Verbatim (spec 1 §2): the gift-for audience labels. */
export const GIFT_FOR_LABEL_MUM = 'Mum';
export const GIFT_FOR_LABEL_DAD = 'Dad';
export const GIFT_FOR_LABEL_HUBBY = 'Hubby';
export const GIFT_FOR_LABEL_WIFEY = 'Wifey';
export const GIFT_FOR_LABEL_LITTLE_ONES = 'Little Ones';
export const GIFT_FOR_LABEL_TEEN = 'Teen';
export const GIFT_FOR_LABEL_GRANDPARENTS = 'Grandparents';
export const GIFT_FOR_LABEL_BFF = 'BFF';
export const GIFT_FOR_LABEL_COLLEAGUE = 'Colleague';

/** Verbatim (spec 1 §2): the personality options. */
export const PERSONALITY_LABEL_PLAYFUL = 'Playful';
export const PERSONALITY_LABEL_INDULGENT = 'Indulgent';
export const PERSONALITY_LABEL_INSTA_FAMOUS = 'Insta-famous';
export const PERSONALITY_LABEL_GEEKY = 'Geeky';
export const PERSONALITY_LABEL_GIGGLY = 'Giggly';
export const PERSONALITY_LABEL_GORGEOUS = 'Gorgeous';
export const PERSONALITY_LABEL_ACTIVE = 'Active';
export const PERSONALITY_LABEL_PAMPERED = 'Pampered';
export const PERSONALITY_LABEL_JET_SETTER = 'Jet Setter';
export const PERSONALITY_LABEL_DAREDEVIL = 'Daredevil';

/**
 * Budget option text for a gift-for price band (spec 1 §2 amounts 0, 10, 20, 50, 100 read as band
 * starts): OUR WORDING. `max` is absent for the open top band.
 */
export const giftBudgetLabel = (min: number, max: number | undefined, currencySymbol: string): string => {
  if (max === undefined) return `${currencySymbol}${min}+`;
  return min === 0 ? `Under ${currencySymbol}${max}` : `${currencySymbol}${min} to ${currencySymbol}${max}`;
};

/**
 * No search results with top-deal fallback (spec 2 §8 lists the message, not its words): OUR
 * WORDING. Shown above the site's top deals when a search finds nothing.
 */
export const searchNoResultsMessage = (text: string): string =>
  `Sorry, we couldn't find any deals for "${text}". Here are our top deals instead.`;
