/**
 * The search box: a plain GET form to /search that works without JavaScript, enhanced with
 * suggest-as-you-type as a WAI-ARIA 1.2 combobox (role=combobox on the input, aria-expanded,
 * aria-controls its listbox, aria-activedescendant on the highlighted option; Down and Up move,
 * Enter opens the highlighted suggestion, Escape closes the list or else clears the box).
 * The shell's header reuses it: give each instance its own `label` (search landmarks must differ).
 */
import { type KeyboardEvent, useId } from 'react';
import type { Suggestion } from '@kerching/domain/search';
import {
  SEARCH_BOX_LABEL,
  SEARCH_BOX_PLACEHOLDER,
  SEARCH_BUTTON_LABEL,
  SEARCH_TEXT_MAX_LENGTH,
  SUGGESTIONS_LABEL,
  SUGGESTION_KIND_LABELS,
  suggestionsAvailable,
} from '@kerching/domain/search';
import type { Site } from '@kerching/domain/site';
import { useSuggestions } from '../composition/useSuggestions';
import * as css from './SearchBox.css';

export interface SearchBoxProps {
  readonly site: Site;
  /** Names the search landmark; each search box on a page needs its own. */
  readonly label?: string;
  readonly defaultValue?: string;
  /** Where local category suggestions lead (a location short name); the site's default otherwise. */
  readonly location?: string;
  /** Opens a chosen suggestion; a full page load unless given. */
  readonly onChoose?: (suggestion: Suggestion) => void;
}

const open = (suggestion: Suggestion): void => window.location.assign(suggestion.url);

export function SearchBox({
  site,
  label = SEARCH_BOX_LABEL,
  defaultValue = '',
  location,
  onChoose = open,
}: SearchBoxProps) {
  const id = useId();
  const inputId = `${id}-q`;
  const listId = `${id}-suggestions`;
  const optionId = (index: number): string => `${id}-option-${index}`;
  const { state, store } = useSuggestions(site, location);
  const expanded = state.open && state.suggestions.length > 0;

  const choose = (suggestion: Suggestion): void => {
    store.close();
    onChoose(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        store.next();
        return;
      case 'ArrowUp':
        event.preventDefault();
        store.previous();
        return;
      case 'Enter': {
        const active = store.activeSuggestion();
        if (active === undefined) return;
        event.preventDefault();
        choose(active);
        return;
      }
      case 'Escape':
        event.preventDefault();
        if (expanded) {
          store.close();
        } else {
          event.currentTarget.value = '';
          store.type('');
        }
        return;
      default:
        return;
    }
  };

  return (
    <form role="search" aria-label={label} action="/search" method="get" className={css.form}>
      <label htmlFor={inputId} className="visually-hidden">
        {SEARCH_BOX_LABEL}
      </label>
      <div className={css.field}>
        <input
          id={inputId}
          className={css.input}
          type="text"
          name="q"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && state.active >= 0 ? optionId(state.active) : undefined}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={SEARCH_BOX_PLACEHOLDER}
          defaultValue={defaultValue}
          onChange={(event) => store.type(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onBlur={() => store.close()}
        />
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
      </div>
      <button type="submit" className={css.button}>
        {SEARCH_BUTTON_LABEL}
      </button>
      <p role="status" className="visually-hidden">
        {expanded ? suggestionsAvailable(state.suggestions.length) : ''}
      </p>
    </form>
  );
}
