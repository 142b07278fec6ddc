/**
 * Suggest-as-you-type answered from memory (ADR 29). A site's suggestable catalogue (its deals not
 * yet closed, the categories and merchants they belong to, and its title vocabulary) is read once
 * and kept as deal data (spec 2 §9 "Caches: deal data 10 min"); each keystroke is then answered
 * here without the database. The rules are the SQL path's, so both answer the same:
 * - deal titles containing the text, most popular first (then by id), open at the moment asked,
 *   at most DEAL_CANDIDATES; texts of SHORT_TEXT_LENGTH characters or fewer look among the site's
 *   SHORT_TEXT_WINDOW most popular open deals only;
 * - category names containing the text, with an open deal of the site in them (top categories
 *   first, then the menu's order);
 * - merchant names starting with the text, with an open deal on the site, in name order;
 * - when fewer than MAX_SUGGESTIONS deals match, the titles containing the text with its unknown
 *   words corrected against the vocabulary (`closestVocabularyWord`).
 */
import * as O from 'fp-ts/Option';
import { topCategoryPathType } from '../navigation/categoryUrl';
import { SEARCH_ON_SALE, onSaleNow } from '../deal/onSaleNow';
import {
  CORRECTABLE_WORD_LENGTH,
  type KnownWord,
  type TypedWordCorrection,
  type VocabularyWord,
  closestVocabularyWord,
  correctTypedText,
  correctableWords,
  knownWords,
} from './correction';
import { searchTextLength } from './searchText';
import { MAX_SUGGESTIONS, type Suggestion, type SuggestRequest, pickSuggestions } from './suggestions';
import { searchPageUrl } from './searchPageUrl';
import { categorySuggestionUrl, searchResultDealUrl } from './urls';

/** Deal titles read before the best 8 are picked (so word starts can come first). */
export const DEAL_CANDIDATES = 24;
/** Texts this short look among the site's most popular open deals only (bounded work). */
export const SHORT_TEXT_LENGTH = 2;
export const SHORT_TEXT_WINDOW = 2000;
/** Categories and merchants read before the best 2 of each are picked. */
export const NAME_CANDIDATES = 6;

/** A deal that can be suggested while it is open. Times are epoch milliseconds. */
export interface SuggestableDeal {
  readonly id: number;
  readonly title: string;
  readonly urlPath: string;
  readonly popularity: number;
  readonly opensAt: number;
  readonly closingAt: number;
  /** A lastChance deal stays open after its closing date (spec 1 §4). */
  readonly lastChance: boolean;
  /** Its category and, when it has one, its sub-category. */
  readonly categoryIds: ReadonlyArray<number>;
  readonly merchantId: number;
}

export interface SuggestableCategory {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly parentId: number | null;
  readonly parentShortName: string | null;
  /** The canonical path type of its top category. */
  readonly pathType: string;
  readonly sortOrder: number;
}

export interface SuggestableMerchant {
  readonly id: number;
  readonly displayName: string;
}

/** What a site's suggestions are made from. */
export interface SuggestionCatalogue {
  readonly deals: ReadonlyArray<SuggestableDeal>;
  readonly categories: ReadonlyArray<SuggestableCategory>;
  readonly merchants: ReadonlyArray<SuggestableMerchant>;
  readonly vocabulary: ReadonlyArray<VocabularyWord>;
}

interface NamedEntry<A> {
  readonly entry: A;
  readonly lowerName: string;
  /** Positions in `deals` of the deals it holds, most popular first. */
  readonly deals: ReadonlyArray<number>;
}

export interface SuggestionIndex {
  /** Most popular first, then by id. */
  readonly deals: ReadonlyArray<SuggestableDeal>;
  /** The deals' lower-case titles, in that order. */
  readonly lowerTitles: ReadonlyArray<string>;
  /** The same, each followed by a line feed (never in a typed text), as one text to search at once. */
  readonly titles: string;
  /** Where each deal's title starts in `titles`. */
  readonly titleStarts: ReadonlyArray<number>;
  /** Top categories first, then by parent, menu order and id. */
  readonly categories: ReadonlyArray<NamedEntry<SuggestableCategory>>;
  /** In lower-case name order (code units), then by id. */
  readonly merchants: ReadonlyArray<NamedEntry<SuggestableMerchant>>;
  readonly vocabulary: ReadonlyArray<KnownWord>;
}

const byPopularity = (a: SuggestableDeal, b: SuggestableDeal): number => b.popularity - a.popularity || a.id - b.id;

/** Top categories first, then by parent, menu order and id. */
const categoryOrder = (a: SuggestableCategory, b: SuggestableCategory): number =>
  (a.parentId ?? -1) - (b.parentId ?? -1) || a.sortOrder - b.sortOrder || a.id - b.id;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Positions of the deals under each key, in deal order. */
const dealsBy = (
  deals: ReadonlyArray<SuggestableDeal>,
  keys: (deal: SuggestableDeal) => ReadonlyArray<number>,
): ReadonlyMap<number, ReadonlyArray<number>> => {
  const map = new Map<number, number[]>();
  deals.forEach((deal, position) => {
    for (const key of keys(deal)) {
      const list = map.get(key);
      if (list === undefined) map.set(key, [position]);
      else list.push(position);
    }
  });
  return map;
};

export const buildSuggestionIndex = (catalogue: SuggestionCatalogue): SuggestionIndex => {
  const deals = [...catalogue.deals].sort(byPopularity);
  const titleStarts: number[] = [];
  let offset = 0;
  const lowerTitles = deals.map((deal) => deal.title.toLowerCase());
  for (const title of lowerTitles) {
    titleStarts.push(offset);
    offset += title.length + 1;
  }
  const byCategory = dealsBy(deals, (deal) => deal.categoryIds);
  const byMerchant = dealsBy(deals, (deal) => [deal.merchantId]);
  const named = <A extends { readonly id: number }>(
    entries: ReadonlyArray<A>,
    name: (entry: A) => string,
    held: ReadonlyMap<number, ReadonlyArray<number>>,
  ): NamedEntry<A>[] =>
    entries.flatMap((entry) => {
      const list = held.get(entry.id);
      return list === undefined ? [] : [{ entry, lowerName: name(entry).toLowerCase(), deals: list }];
    });
  return {
    deals,
    lowerTitles,
    titles: lowerTitles.map((title) => `${title}\n`).join(''),
    titleStarts,
    categories: named(catalogue.categories, (c) => c.name, byCategory).sort((a, b) => categoryOrder(a.entry, b.entry)),
    merchants: named(catalogue.merchants, (m) => m.displayName, byMerchant).sort(
      (a, b) => compareText(a.lowerName, b.lowerName) || a.entry.id - b.entry.id,
    ),
    vocabulary: knownWords(catalogue.vocabulary),
  };
};

/** Open at `now` for suggestions: opened, and not closed unless it is a lastChance deal. */
export const isSuggestable = (deal: SuggestableDeal, now: number): boolean => onSaleNow(deal, now, SEARCH_ON_SALE);

/** The position of the title holding `offset` of `titles` (the last start at or before it). */
const titleAt = (starts: ReadonlyArray<number>, offset: number): number => {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] ?? 0) <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
};

/** Open deals whose title contains `text` (lower case), in deal order, at most DEAL_CANDIDATES. */
const dealsContaining = (index: SuggestionIndex, text: string, now: number): SuggestableDeal[] => {
  const found: SuggestableDeal[] = [];
  let from = 0;
  while (found.length < DEAL_CANDIDATES) {
    const at = index.titles.indexOf(text, from);
    if (at === -1) break;
    const position = titleAt(index.titleStarts, at);
    const deal = index.deals[position];
    if (deal !== undefined && isSuggestable(deal, now)) found.push(deal);
    from = index.titleStarts[position + 1] ?? index.titles.length;
  }
  return found;
};

/** Short texts: among the SHORT_TEXT_WINDOW most popular open deals only. */
const popularDealsContaining = (index: SuggestionIndex, text: string, now: number): SuggestableDeal[] => {
  const found: SuggestableDeal[] = [];
  let open = 0;
  index.deals.every((deal, position) => {
    if (isSuggestable(deal, now)) {
      open++;
      if (index.lowerTitles[position]?.includes(text) === true) found.push(deal);
    }
    return open < SHORT_TEXT_WINDOW && found.length < DEAL_CANDIDATES;
  });
  return found;
};

const holdsOpenDeal = <A>(index: SuggestionIndex, named: NamedEntry<A>, now: number): boolean =>
  named.deals.some((position) => {
    const deal = index.deals[position];
    return deal !== undefined && isSuggestable(deal, now);
  });

const categoriesContaining = (index: SuggestionIndex, text: string, now: number): SuggestableCategory[] =>
  index.categories
    .filter((c) => c.lowerName.includes(text) && holdsOpenDeal(index, c, now))
    .slice(0, NAME_CANDIDATES)
    .map((c) => c.entry);

/** The first position whose name is not before `text`. */
const firstNameFrom = (merchants: ReadonlyArray<NamedEntry<SuggestableMerchant>>, text: string): number => {
  let low = 0;
  let high = merchants.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (compareText(merchants[middle]?.lowerName ?? '', text) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
};

const merchantsStartingWith = (index: SuggestionIndex, text: string, now: number): SuggestableMerchant[] => {
  const found: SuggestableMerchant[] = [];
  for (let at = firstNameFrom(index.merchants, text); at < index.merchants.length; at++) {
    const merchant = index.merchants[at];
    if (merchant === undefined || !merchant.lowerName.startsWith(text) || found.length === NAME_CANDIDATES) break;
    if (holdsOpenDeal(index, merchant, now)) found.push(merchant.entry);
  }
  return found;
};

/** The typed words of 3 characters or more that start no vocabulary word, each with its closest word. */
export const typedWordCorrections = (
  text: string,
  vocabulary: ReadonlyArray<KnownWord>,
): ReadonlyArray<TypedWordCorrection> =>
  correctableWords(text).flatMap((typed) => {
    const closest = closestVocabularyWord(typed, vocabulary);
    return O.isSome(closest) ? [{ typed, closest: closest.value }] : [];
  });

export const dealSuggestion = (title: string, urlPath: string): Suggestion => ({
  text: title,
  kind: 'deal',
  url: searchResultDealUrl(urlPath),
});

/** A category suggestion leads to its listing under `location` (a location short name). */
export const categorySuggestion = (
  category: Pick<SuggestableCategory, 'name' | 'shortName' | 'parentShortName' | 'pathType'>,
  location: string,
): Suggestion => ({
  text: category.name,
  kind: 'category',
  url: categorySuggestionUrl(
    {
      shortName: category.shortName,
      parentShortName: category.parentShortName,
      pathType: topCategoryPathType(category.parentShortName ?? category.shortName, category.pathType),
    },
    location,
  ),
});

export const merchantSuggestion = (name: string): Suggestion => ({
  text: name,
  kind: 'merchant',
  url: searchPageUrl(name),
});

/**
 * The open deals whose title contains the text (any case), in deal order, at most DEAL_CANDIDATES;
 * short texts among the SHORT_TEXT_WINDOW most popular open deals only.
 */
export const dealsMatching = (index: SuggestionIndex, text: string, now: number): ReadonlyArray<SuggestableDeal> =>
  searchTextLength(text) <= SHORT_TEXT_LENGTH
    ? popularDealsContaining(index, text.toLowerCase(), now)
    : dealsContaining(index, text.toLowerCase(), now);

/** The suggestions for a request at `now` (epoch milliseconds), local categories leading to `location`. */
export const suggestFromIndex = (
  index: SuggestionIndex,
  request: SuggestRequest,
  now: number,
  location: string,
): ReadonlyArray<Suggestion> => {
  const text = request.text.toLowerCase();
  const deals = dealsMatching(index, request.text, now);
  const corrected =
    deals.length < MAX_SUGGESTIONS && searchTextLength(request.text) >= CORRECTABLE_WORD_LENGTH
      ? O.match(
          () => [],
          (correction: string) => dealsContaining(index, correction, now),
        )(correctTypedText(request.text, typedWordCorrections(request.text, index.vocabulary)))
      : [];
  return pickSuggestions(request.text, {
    categories: categoriesContaining(index, text, now).map((c) => categorySuggestion(c, location)),
    merchants: merchantsStartingWith(index, text, now).map((m) => merchantSuggestion(m.displayName)),
    deals: [...deals, ...corrected].map((d) => dealSuggestion(d.title, d.urlPath)),
  });
};
