/**
 * Test support for the search boxes' suggest-as-you-type: browser services whose
 * SuggestSearchTerms answers two suggestions for any text of two characters or more, and records
 * what it was asked. Use as `vi.mock('../composition/lazyBrowserServices', () => suggestingServices)`
 * with a factory that imports this module.
 */
import { expect } from 'vitest';
import { screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import type { Suggestion } from '@kerching/domain/search';

export const SUGGESTIONS: ReadonlyArray<Suggestion> = [
  { text: 'Beauty & Spa', kind: 'category', url: '/deals/leeds/beauty-and-spa' },
  { text: 'Spa Day for Two', kind: 'deal', url: '/deal/leeds/beauty-and-spa/21/spa-day?usr_src=search' },
];

/** Every question SuggestSearchTerms was asked, in order. */
export const asked: { text: string; location: unknown }[] = [];

export const suggestingServices = {
  loadBrowserServices: async () => ({
    suggestSearchTerms: {
      execute: (query: { text: string; location: unknown }) => async () => {
        asked.push({ text: query.text, location: query.location });
        return E.right(query.text.trim().length < 2 ? [] : SUGGESTIONS);
      },
    },
  }),
};

/** The last question was `text` near Leeds; both suggestions are listed and the live status counts them. */
export const expectSuggestionsFor = (text: string): HTMLElement[] => {
  expect(asked.at(-1)).toEqual({ text, location: { _tag: 'Some', value: 'leeds' } });
  const options = screen.getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Beauty & SpaCategory', 'Spa Day for TwoDeal']);
  expect(screen.getByRole('status').textContent).toBe('2 suggestions available');
  return options;
};
