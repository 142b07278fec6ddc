/**
 * Suggest-as-you-type for a search input, as a WAI-ARIA 1.2 combobox: role=combobox on the input,
 * aria-expanded, aria-controls its listbox, aria-activedescendant on the highlighted option; Down
 * and Up move, Enter opens the highlighted suggestion, Escape closes the list or else clears the
 * box. The search page's SearchBox renders it; the header's search box wires it to its input once
 * the shopper first uses it (HeaderSuggestions).
 */
import { type ReactNode, useId } from 'react';
import type { Suggestion } from '@kerching/domain/search';
import { SUGGESTIONS_LABEL, SUGGESTION_KIND_LABELS, suggestionsAvailable } from '@kerching/domain/search';
import type { Site } from '@kerching/domain/site';
import { useSuggestions } from '../composition/useSuggestions';
import * as css from './SearchBox.css';

/** The combobox's attributes for its input, as React props (and attribute names). */
export interface ComboboxAria {
  readonly role: 'combobox';
  readonly 'aria-autocomplete': 'list';
  readonly 'aria-expanded': boolean;
  readonly 'aria-controls': string;
  readonly 'aria-activedescendant': string | undefined;
}

export interface SearchCombobox {
  readonly inputAria: ComboboxAria;
  /** The input's text changed. */
  readonly type: (text: string) => void;
  /** A key went down in the input: true when the combobox used it (the caller prevents its default). */
  readonly keyDown: (key: string, input: HTMLInputElement) => boolean;
  readonly close: () => void;
  /** The suggestions, to render after the input inside a positioned box. */
  readonly listbox: ReactNode;
  /** The live count of suggestions for screen readers. */
  readonly status: ReactNode;
}

const open = (suggestion: Suggestion): void => window.location.assign(suggestion.url);

export function useSearchCombobox(
  site: Site,
  /** Where local category suggestions lead (a location short name); the site's default otherwise. */
  location: string | undefined,
  /** Opens a chosen suggestion; a full page load unless given. */
  onChoose: (suggestion: Suggestion) => void = open,
): SearchCombobox {
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number): string => `${id}-option-${index}`;
  const { state, store } = useSuggestions(site, location);
  const expanded = state.open && state.suggestions.length > 0;

  const choose = (suggestion: Suggestion): void => {
    store.close();
    onChoose(suggestion);
  };

  const keyDown = (key: string, input: HTMLInputElement): boolean => {
    switch (key) {
      case 'ArrowDown':
        store.next();
        return true;
      case 'ArrowUp':
        store.previous();
        return true;
      case 'Enter': {
        const active = store.activeSuggestion();
        if (active === undefined) return false;
        choose(active);
        return true;
      }
      case 'Escape':
        if (expanded) {
          store.close();
        } else {
          input.value = '';
          store.type('');
        }
        return true;
      default:
        return false;
    }
  };

  return {
    inputAria: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': expanded && state.active >= 0 ? optionId(state.active) : undefined,
    },
    type: store.type,
    keyDown,
    close: store.close,
    listbox: (
      <ul id={listId} role="listbox" aria-label={SUGGESTIONS_LABEL} className={css.listbox} hidden={!expanded}>
        {state.suggestions.map((suggestion, index) => (
          <li
            key={`${suggestion.kind}:${suggestion.url}`}
            id={optionId(index)}
            role="option"
            aria-selected={expanded && index === state.active}
            className={css.option}
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => store.highlight(index)}
            onClick={() => choose(suggestion)}
          >
            <span className={css.optionText}>{suggestion.text}</span>
            <span className={css.optionKind}>{SUGGESTION_KIND_LABELS[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
    ),
    status: (
      <p role="status" className="visually-hidden">
        {expanded ? suggestionsAvailable(state.suggestions.length) : ''}
      </p>
    ),
  };
}
