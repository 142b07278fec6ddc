/**
 * The gift finder page (spec 1 §2: "Gift finder asks Budget, For and Character";
 * "/deal/dublin/gift-finder", "with giftFor giving gift-finder/gifts-for-{value}"): its address and
 * answers, the listing request they make, and the questions as the page shows them.
 *
 * The questions are one GET form, so they work without JavaScript: `for` arrives as a query
 * parameter and is moved into the path (one address per audience); `budget` (the amount a band
 * starts at) and `character` stay in the query. A value we do not know is dropped by a redirect.
 */
import * as O from 'fp-ts/Option';
import type { ListingRequest } from '@kerching/domain/catalogue';
import {
  GIFT_BUDGETS,
  GIFT_FINDER_QUESTIONS,
  GIFT_FOR_AUDIENCES,
  GIFT_PERSONALITIES,
  type GiftBudget,
  type GiftForAudience,
  type GiftPersonality,
  type Query,
  audienceFromSegment,
  getFirst,
  giftBudgetFromParam,
  giftBudgetPriceFilter,
  giftBudgetText,
  giftFinderPath,
  giftForAudience,
  giftPersonality,
  querySuffix,
  removeKey,
} from '@kerching/domain/listing';
import { GIFT_FINDER_ANY } from './listingCopy';

export const BUDGET_KEY = 'budget';
export const FOR_KEY = 'for';
/** The spec's name for the audience in a link (spec 1 §2 "giftFor giving gift-finder/gifts-for-{value}"). */
export const GIFT_FOR_KEY = 'giftFor';
export const CHARACTER_KEY = 'character';

export interface GiftFinderAnswers {
  readonly audience: O.Option<GiftForAudience>;
  readonly budget: O.Option<GiftBudget>;
  readonly character: O.Option<GiftPersonality>;
}

export type GiftFinderAddress =
  | { readonly kind: 'page'; readonly answers: GiftFinderAnswers }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'notFound' };

/** Where a query value we do not know (or an empty one) is dropped: the query without it, else none. */
const dropUnknown = (query: Query, key: string, known: (value: string) => boolean): O.Option<Query> =>
  O.match(
    () => O.none,
    (value: string) => (known(value) ? O.none : O.some(removeKey(query, key))),
  )(getFirst(query, key));

/**
 * The gift finder page at `location` with the path's audience segment (if any) and the URL's query,
 * or the one redirect that moves `for` into the path and drops the values we do not know.
 */
export const giftFinderAddress = (location: string, segment: string | undefined, query: Query): GiftFinderAddress => {
  const pathAudience = segment === undefined ? O.none : audienceFromSegment(segment);
  if (segment !== undefined && O.isNone(pathAudience)) return { kind: 'notFound' };
  const asked = O.alt(() => getFirst(query, GIFT_FOR_KEY))(getFirst(query, FOR_KEY));
  const audience = O.isSome(asked) ? giftForAudience(asked.value) : pathAudience;
  const cleaned = [
    [BUDGET_KEY, (v: string) => O.isSome(giftBudgetFromParam(v))],
    [CHARACTER_KEY, (v: string) => O.isSome(giftPersonality(v))],
  ] as const satisfies ReadonlyArray<readonly [string, (value: string) => boolean]>;
  const kept = cleaned.reduce(
    (q, [key, known]) => O.getOrElse(() => q)(dropUnknown(q, key, known)),
    removeKey(removeKey(query, FOR_KEY), GIFT_FOR_KEY),
  );
  if (O.isSome(asked) || kept.length !== query.length)
    return { kind: 'redirect', to: `${giftFinderPath(location, audience)}${querySuffix(kept)}` };
  return {
    kind: 'page',
    answers: {
      audience: pathAudience,
      budget: O.chain(giftBudgetFromParam)(getFirst(query, BUDGET_KEY)),
      character: O.chain(giftPersonality)(getFirst(query, CHARACTER_KEY)),
    },
  };
};

/** The listing request with the answers in it: audience and character as facets, the budget as prices. */
export const withGiftAnswers = (request: ListingRequest, answers: GiftFinderAnswers): ListingRequest => {
  const facets = [
    ...(request.facets ?? []),
    ...O.match(
      () => [],
      (value: GiftForAudience) => [{ name: 'for', value }],
    )(answers.audience),
    ...O.match(
      () => [],
      (value: GiftPersonality) => [{ name: 'character', value }],
    )(answers.character),
  ];
  return O.match(
    () => ({ ...request, facets }),
    (budget: GiftBudget) => {
      const { maxPrice: _asked, ...rest } = request;
      return { ...rest, facets, ...giftBudgetPriceFilter(budget) };
    },
  )(answers.budget);
};

export interface GiftFinderOptionView {
  /** The radio button's element id: `gift-{question}-{value or "any"}`. */
  readonly id: string;
  readonly value: string;
  readonly label: string;
  readonly checked: boolean;
}

export interface GiftFinderQuestionView {
  readonly name: typeof BUDGET_KEY | typeof FOR_KEY | typeof CHARACTER_KEY;
  readonly legend: string;
  readonly options: ReadonlyArray<GiftFinderOptionView>;
}

const withAny = (
  name: GiftFinderQuestionView['name'],
  chosen: O.Option<string>,
  options: ReadonlyArray<{ value: string; label: string }>,
): ReadonlyArray<GiftFinderOptionView> =>
  [{ value: '', label: GIFT_FINDER_ANY }, ...options].map((o) => ({
    id: `gift-${name}-${o.value === '' ? 'any' : o.value}`,
    value: o.value,
    label: o.label,
    checked: O.isSome(chosen) ? chosen.value === o.value : o.value === '',
  }));

/** The three questions in the spec's order, each with "Any" first and the answer checked. */
export const giftFinderQuestions = (
  answers: GiftFinderAnswers,
  currencySymbol: string,
): ReadonlyArray<GiftFinderQuestionView> => {
  const [budget, audience, character] = GIFT_FINDER_QUESTIONS;
  return [
    {
      name: BUDGET_KEY,
      legend: budget.label,
      options: withAny(
        BUDGET_KEY,
        O.map((b: GiftBudget) => String(b.minPrice))(answers.budget),
        GIFT_BUDGETS.map((b) => ({ value: String(b.minPrice), label: giftBudgetText(b, currencySymbol) })),
      ),
    },
    { name: FOR_KEY, legend: audience.label, options: withAny(FOR_KEY, answers.audience, GIFT_FOR_AUDIENCES) },
    {
      name: CHARACTER_KEY,
      legend: character.label,
      options: withAny(CHARACTER_KEY, answers.character, GIFT_PERSONALITIES),
    },
  ];
};

/** The label of the chosen audience ("Mum"), for the page's title and heading. */
export const audienceLabel = (answers: GiftFinderAnswers): O.Option<string> =>
  O.chain((value: GiftForAudience) => O.fromNullable(GIFT_FOR_AUDIENCES.find((a) => a.value === value)?.label))(
    answers.audience,
  );

/** A key that changes with the answers, so the form's radio buttons start from them after a navigation. */
export const answersKey = (questions: ReadonlyArray<GiftFinderQuestionView>): string =>
  questions.map((q) => q.options.find((o) => o.checked)?.id ?? '').join(' ');
