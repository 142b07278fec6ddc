/** The search box's suggestion state before any store exists (see suggestionStore.ts). */
import type { Suggestion } from '@kerching/domain/search';

export interface SuggestionState {
  readonly text: string;
  readonly suggestions: ReadonlyArray<Suggestion>;
  readonly open: boolean;
  /** The highlighted option, -1 for none. */
  readonly active: number;
}

export const initialSuggestionState = (text = ''): SuggestionState => ({
  text,
  suggestions: [],
  open: false,
  active: -1,
});
