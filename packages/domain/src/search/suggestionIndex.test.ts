import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEAL_CANDIDATES,
  type SuggestableDeal,
  type SuggestionCatalogue,
  buildSuggestionIndex,
  dealsMatching,
  isSuggestable,
  suggestFromIndex,
} from './suggestionIndex';

const NOW = Date.parse('2026-11-25T09:00:00Z');
const DAY = 86_400_000;

const deal = (id: number, title: string, overrides: Partial<SuggestableDeal> = {}): SuggestableDeal => ({
  id,
  title,
  urlPath: `/deal/london/spa/${id}/d`,
  popularity: 0,
  opensAt: NOW - DAY,
  closingAt: NOW + DAY,
  lastChance: false,
  categoryIds: [1],
  merchantId: 1,
  ...overrides,
});

const catalogue = (deals: SuggestableDeal[], rest: Partial<SuggestionCatalogue> = {}): SuggestionCatalogue => ({
  deals,
  categories: [],
  merchants: [],
  vocabulary: [],
  ...rest,
});

const texts = (c: SuggestionCatalogue, text: string, now = NOW): string[] =>
  suggestFromIndex(buildSuggestionIndex(c), { site: 'kerching', text }, now, 'london').map((s) => s.text);

describe('suggestFromIndex', () => {
  it('suggests open deal titles containing the text, most popular first, whatever the case', () => {
    const c = catalogue([
      deal(1, 'Spa Day for Two', { popularity: 5 }),
      deal(2, 'Hot Stone Massage at Serenity SPA', { popularity: 9 }),
      deal(3, 'Pizza and Prosecco', { popularity: 7 }),
      deal(4, 'Spa Break', { popularity: 8, opensAt: NOW + DAY, closingAt: NOW + 5 * DAY }),
      deal(5, 'Closed Spa', { popularity: 8, closingAt: NOW - 1 }),
      deal(6, 'Last Chance Spa', { popularity: 1, closingAt: NOW - DAY, lastChance: true }),
    ]);
    expect(texts(c, 'SPA')).toEqual(['Hot Stone Massage at Serenity SPA', 'Spa Day for Two', 'Last Chance Spa']);
    expect(texts(c, 'spa', NOW + 2 * DAY)).toEqual(['Spa Break', 'Last Chance Spa']);
  });

  it('suggests categories containing the text and merchants starting with it, with an open deal', () => {
    const c = catalogue(
      [deal(1, 'Full-Body Massage', { categoryIds: [2, 3], merchantId: 7 }), deal(2, 'Nails', { categoryIds: [4] })],
      {
        categories: [
          {
            id: 3,
            name: 'Massages',
            shortName: 'massages',
            parentId: 2,
            parentShortName: 'beauty',
            pathType: 'local',
            sortOrder: 1,
          },
          {
            id: 2,
            name: 'Beauty & Massage',
            shortName: 'beauty',
            parentId: null,
            parentShortName: null,
            pathType: 'local',
            sortOrder: 2,
          },
          {
            id: 5,
            name: 'Massage Oils',
            shortName: 'oils',
            parentId: null,
            parentShortName: null,
            pathType: 'national',
            sortOrder: 0,
          },
        ],
        merchants: [
          { id: 7, displayName: 'Massage House' },
          { id: 8, displayName: 'Massage Barn' },
        ],
      },
    );
    const suggestions = suggestFromIndex(buildSuggestionIndex(c), { site: 'kerching', text: 'massa' }, NOW, 'leeds');
    expect(suggestions).toEqual([
      { text: 'Beauty & Massage', kind: 'category', url: '/deals/leeds/beauty' },
      { text: 'Massages', kind: 'category', url: '/deals/leeds/beauty/massages' },
      { text: 'Massage House', kind: 'merchant', url: '/search?q=Massage%20House' },
      { text: 'Full-Body Massage', kind: 'deal', url: '/deal/london/spa/1/d?usr_src=search' },
    ]);
  });

  it('corrects unknown words against the vocabulary when few deals match', () => {
    const c = catalogue([deal(1, 'Hot Stone Massage'), deal(2, 'Hotel Stay')], {
      vocabulary: [
        { word: 'hot', deals: 1 },
        { word: 'stone', deals: 1 },
        { word: 'massage', deals: 1 },
        { word: 'hotel', deals: 1 },
        { word: 'stay', deals: 1 },
      ],
    });
    expect(texts(c, 'massge')).toEqual(['Hot Stone Massage']);
    expect(texts(c, 'hot stonne')).toEqual(['Hot Stone Massage']);
    expect(texts(c, 'zzqxv')).toEqual([]);
  });

  it('reads two-character texts among the most popular open deals only', () => {
    const many = Array.from({ length: 2001 }, (_, i) =>
      deal(i + 1, i === 2000 ? 'Yoga Retreat' : 'Spa Day', { popularity: 3000 - i }),
    );
    expect(texts(catalogue(many), 'yo')).toEqual([]);
    expect(texts(catalogue(many), 'yog')).toEqual(['Yoga Retreat']);
  });
});

/** The rules of the module, read off the deals one by one with no index (the model). */
const modelDeals = (deals: ReadonlyArray<SuggestableDeal>, text: string, now: number): string[] => {
  const ordered = [...deals].sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  const open = ordered.filter((d) => isSuggestable(d, now));
  const window = [...text].length <= 2 ? open.slice(0, 2000) : open;
  return window
    .filter((d) => d.title.toLowerCase().includes(text.toLowerCase()))
    .slice(0, DEAL_CANDIDATES)
    .map((d) => d.urlPath);
};

describe('suggestion index property', () => {
  const title = fc.string({ unit: fc.constantFrom('a', 'b', 'S', 'p', ' ', 'é'), minLength: 1, maxLength: 12 });
  const anyDeal = fc.record({
    id: fc.integer({ min: 1, max: 10_000 }),
    title,
    popularity: fc.integer({ min: 0, max: 5 }),
    opensAt: fc.integer({ min: NOW - 3 * DAY, max: NOW + 3 * DAY }),
    closingAt: fc.integer({ min: NOW - 3 * DAY, max: NOW + 3 * DAY }),
    lastChance: fc.boolean(),
  });

  it('matches exactly the deals the rules pick, in their order', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(anyDeal, { selector: (d) => d.id, maxLength: 60 }),
        fc.string({ unit: fc.constantFrom('a', 'b', 's', 'P', 'é', ' '), minLength: 2, maxLength: 4 }),
        fc.integer({ min: NOW - 3 * DAY, max: NOW + 3 * DAY }),
        (raw, text, now) => {
          const deals = raw.map((d) => deal(d.id, d.title, d));
          const matched = dealsMatching(buildSuggestionIndex(catalogue(deals)), text, now).map((d) => d.urlPath);
          expect(matched).toEqual(modelDeals(deals, text, now));
        },
      ),
      { numRuns: 300 },
    );
  });
});
