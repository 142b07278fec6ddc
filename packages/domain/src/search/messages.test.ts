import { describe, expect, it } from 'vitest';
import {
  SUGGESTION_KIND_LABELS,
  searchCorrectedMessage,
  searchMaxPriceLabel,
  searchMinPriceLabel,
  searchPageOf,
  searchNoResultsMessage,
  searchResultCount,
  searchResultsHeading,
  searchTooLongMessage,
  suggestionsAvailable,
} from './messages';

describe('search messages (OUR WORDING)', () => {
  it('words results, counts, corrections and the no-results fallback', () => {
    expect(searchResultsHeading('spa')).toBe('Search results for "spa"');
    expect(searchResultCount(1)).toBe('1 deal found');
    expect(searchResultCount(12)).toBe('12 deals found');
    expect(searchCorrectedMessage('massage')).toBe('Showing results for "massage"');
    expect(searchNoResultsMessage('zzz')).toBe(
      `Sorry, we couldn't find any deals for "zzz". Here are our top deals instead.`,
    );
    expect(searchTooLongMessage(100)).toBe('Please use 100 characters or fewer in your search.');
  });
  it('words the filter form and paging', () => {
    expect(searchMinPriceLabel('£')).toBe('Min price (£)');
    expect(searchMaxPriceLabel('€')).toBe('Max price (€)');
    expect(searchPageOf(2, 5)).toBe('Page 2 of 5');
  });
  it('announces how many suggestions there are', () => {
    expect([0, 1, 5].map(suggestionsAvailable)).toEqual([
      'No suggestions',
      '1 suggestion available',
      '5 suggestions available',
    ]);
    expect(SUGGESTION_KIND_LABELS.merchant).toBe('Merchant');
  });
});
