/**
 * The search box: a plain GET form to /search that works without JavaScript, enhanced with
 * suggest-as-you-type (useSearchCombobox). The search page renders it; give each instance its own
 * `label` (search landmarks must differ).
 */
import { useId } from 'react';
import type { Suggestion } from '@kerching/domain/search';
import {
  SEARCH_BOX_LABEL,
  SEARCH_BOX_PLACEHOLDER,
  SEARCH_BUTTON_LABEL,
  SEARCH_TEXT_MAX_LENGTH,
} from '@kerching/domain/search';
import type { Site } from '@kerching/domain/site';
import { useSearchCombobox } from './useSearchCombobox';
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

export function SearchBox({ site, label = SEARCH_BOX_LABEL, defaultValue = '', location, onChoose }: SearchBoxProps) {
  const inputId = `${useId()}-q`;
  const combobox = useSearchCombobox(site, location, onChoose);
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
          {...combobox.inputAria}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_TEXT_MAX_LENGTH}
          placeholder={SEARCH_BOX_PLACEHOLDER}
          defaultValue={defaultValue}
          onChange={(event) => combobox.type(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (combobox.keyDown(event.key, event.currentTarget)) event.preventDefault();
          }}
          onBlur={combobox.close}
        />
        {combobox.listbox}
      </div>
      <button type="submit" className={css.button}>
        {SEARCH_BUTTON_LABEL}
      </button>
      {combobox.status}
    </form>
  );
}
