/**
 * Gift finder options (spec 1 §2 "Gift finder asks Budget, For and Character", with the gift-for
 * audiences, personalities and gift-for filter amounts). Labels are verbatim from the spec (in
 * messages.ts); the URL values are their slugs, used in `gift-finder/gifts-for-{value}`.
 */
import * as O from 'fp-ts/Option';
import {
  GIFT_FINDER_QUESTION_BUDGET,
  GIFT_FINDER_QUESTION_CHARACTER,
  GIFT_FINDER_QUESTION_FOR,
  GIFT_FOR_LABEL_BFF,
  GIFT_FOR_LABEL_COLLEAGUE,
  GIFT_FOR_LABEL_DAD,
  GIFT_FOR_LABEL_GRANDPARENTS,
  GIFT_FOR_LABEL_HUBBY,
  GIFT_FOR_LABEL_LITTLE_ONES,
  GIFT_FOR_LABEL_MUM,
  GIFT_FOR_LABEL_TEEN,
  GIFT_FOR_LABEL_WIFEY,
  PERSONALITY_LABEL_ACTIVE,
  PERSONALITY_LABEL_DAREDEVIL,
  PERSONALITY_LABEL_GEEKY,
  PERSONALITY_LABEL_GIGGLY,
  PERSONALITY_LABEL_GORGEOUS,
  PERSONALITY_LABEL_INDULGENT,
  PERSONALITY_LABEL_INSTA_FAMOUS,
  PERSONALITY_LABEL_JET_SETTER,
  PERSONALITY_LABEL_PAMPERED,
  PERSONALITY_LABEL_PLAYFUL,
  giftBudgetLabel,
} from './messages';

export interface GiftFinderOption<Value extends string> {
  readonly value: Value;
  readonly label: string;
}

/** The three questions, in the order the gift finder asks them. */
export const GIFT_FINDER_QUESTIONS = [
  { value: 'budget', label: GIFT_FINDER_QUESTION_BUDGET },
  { value: 'for', label: GIFT_FINDER_QUESTION_FOR },
  { value: 'character', label: GIFT_FINDER_QUESTION_CHARACTER },
] as const satisfies ReadonlyArray<GiftFinderOption<string>>;

export const GIFT_FOR_AUDIENCES = [
  { value: 'mum', label: GIFT_FOR_LABEL_MUM },
  { value: 'dad', label: GIFT_FOR_LABEL_DAD },
  { value: 'hubby', label: GIFT_FOR_LABEL_HUBBY },
  { value: 'wifey', label: GIFT_FOR_LABEL_WIFEY },
  { value: 'little-ones', label: GIFT_FOR_LABEL_LITTLE_ONES },
  { value: 'teen', label: GIFT_FOR_LABEL_TEEN },
  { value: 'grandparents', label: GIFT_FOR_LABEL_GRANDPARENTS },
  { value: 'bff', label: GIFT_FOR_LABEL_BFF },
  { value: 'colleague', label: GIFT_FOR_LABEL_COLLEAGUE },
] as const satisfies ReadonlyArray<GiftFinderOption<string>>;
export type GiftForAudience = (typeof GIFT_FOR_AUDIENCES)[number]['value'];

export const GIFT_PERSONALITIES = [
  { value: 'playful', label: PERSONALITY_LABEL_PLAYFUL },
  { value: 'indulgent', label: PERSONALITY_LABEL_INDULGENT },
  { value: 'insta-famous', label: PERSONALITY_LABEL_INSTA_FAMOUS },
  { value: 'geeky', label: PERSONALITY_LABEL_GEEKY },
  { value: 'giggly', label: PERSONALITY_LABEL_GIGGLY },
  { value: 'gorgeous', label: PERSONALITY_LABEL_GORGEOUS },
  { value: 'active', label: PERSONALITY_LABEL_ACTIVE },
  { value: 'pampered', label: PERSONALITY_LABEL_PAMPERED },
  { value: 'jet-setter', label: PERSONALITY_LABEL_JET_SETTER },
  { value: 'daredevil', label: PERSONALITY_LABEL_DAREDEVIL },
] as const satisfies ReadonlyArray<GiftFinderOption<string>>;
export type GiftPersonality = (typeof GIFT_PERSONALITIES)[number]['value'];

/** Gift-for filter amounts (spec 1 §2): each starts a budget band that ends at the next. */
export const GIFT_FOR_AMOUNTS: ReadonlyArray<number> = [0, 10, 20, 50, 100];

export interface GiftBudget {
  readonly minPrice: number;
  /** Where the band ends, not included (the next band's start); absent for the top band (100 and above). */
  readonly maxPrice: O.Option<number>;
}

/**
 * The listing's price filter for a budget band. The listing's maximum is included, a band's end is
 * not (as search's price bands), so the filter stops a penny short of it: a £10 gift is in "£10 to
 * £20", not also in "Under £10".
 */
export const giftBudgetPriceFilter = (budget: GiftBudget): { readonly minPrice: number; readonly maxPrice?: number } =>
  O.match(
    () => ({ minPrice: budget.minPrice }),
    (end: number) => ({ minPrice: budget.minPrice, maxPrice: (end * 100 - 1) / 100 }),
  )(budget.maxPrice);

/** The budget bands: 0-10, 10-20, 20-50, 50-100 and 100 and above. */
export const GIFT_BUDGETS: ReadonlyArray<GiftBudget> = GIFT_FOR_AMOUNTS.map((minPrice, index) => ({
  minPrice,
  maxPrice: O.fromNullable(GIFT_FOR_AMOUNTS[index + 1]),
}));

export const giftForAudience = (value: string): O.Option<GiftForAudience> =>
  O.fromNullable(GIFT_FOR_AUDIENCES.find((audience) => audience.value === value)?.value);

export const giftPersonality = (value: string): O.Option<GiftPersonality> =>
  O.fromNullable(GIFT_PERSONALITIES.find((personality) => personality.value === value)?.value);

/** The text of a budget band, for example "Under £10" or "£100+". */
export const giftBudgetText = (budget: GiftBudget, currencySymbol: string): string =>
  giftBudgetLabel(budget.minPrice, O.toUndefined(budget.maxPrice), currencySymbol);

/**
 * The catalogue tags the gift finder filters by (OUR NAMING): deals that suit an audience carry
 * `gifts-for-{value}` (the spec's URL word), deals that suit a personality `character-{value}`.
 */
export const giftForTag = (audience: GiftForAudience): string => `gifts-for-${audience}`;
export const giftCharacterTag = (personality: GiftPersonality): string => `character-${personality}`;

/** The gift finder's path segment (spec 1 §2 "{base}/{path}/gift-finder"). */
export const GIFT_FINDER_SEGMENT = 'gift-finder';
const AUDIENCE_SEGMENT_PREFIX = 'gifts-for-';

/**
 * The gift finder of a location: `/deal/{location}/gift-finder`, and for an audience
 * `/deal/{location}/gift-finder/gifts-for-{value}` (spec 1 §2 "with giftFor giving
 * gift-finder/gifts-for-{value}"; "/deal/dublin/gift-finder").
 */
export const giftFinderPath = (location: string, audience: O.Option<GiftForAudience>): string =>
  `/deal/${encodeURIComponent(location)}/${GIFT_FINDER_SEGMENT}${O.match(
    () => '',
    (value: GiftForAudience) => `/${AUDIENCE_SEGMENT_PREFIX}${value}`,
  )(audience)}`;

/** The audience of a `gifts-for-{value}` segment, or none. */
export const audienceFromSegment = (segment: string): O.Option<GiftForAudience> =>
  segment.startsWith(AUDIENCE_SEGMENT_PREFIX) ? giftForAudience(segment.slice(AUDIENCE_SEGMENT_PREFIX.length)) : O.none;

/** A budget band by the amount it starts at, as the gift finder's `budget` parameter writes it ("0", "10"...). */
export const giftBudgetFromParam = (value: string): O.Option<GiftBudget> =>
  O.fromNullable(GIFT_BUDGETS.find((budget) => String(budget.minPrice) === value));
