/**
 * Suggest-as-you-type for the header's search box. The header renders a plain GET form (it works
 * before and without JavaScript, and costs every page nothing); this component, and with it the
 * combobox and its store, loads when the shopper first focuses or types in that box, and then
 * makes the same input the combobox: it sets the input's ARIA attributes and listens to it, so
 * focus, caret and text stay where the shopper left them.
 */
import { type RefObject, useEffect, useLayoutEffect } from 'react';
import type { Site } from '@kerching/domain/site';
import { useSearchCombobox } from '../components/useSearchCombobox';

export interface HeaderSuggestionsProps {
  readonly input: RefObject<HTMLInputElement | null>;
  readonly site: Site;
  /** The shopper's location (short name): local category suggestions lead there. */
  readonly location: string | undefined;
}

export default function HeaderSuggestions({ input, site, location }: HeaderSuggestionsProps) {
  const { inputAria, type, keyDown, close, listbox, status } = useSearchCombobox(site, location);

  useLayoutEffect(() => {
    const element = input.current;
    if (element === null) return;
    for (const [name, value] of Object.entries(inputAria)) {
      if (value === undefined) element.removeAttribute(name);
      else element.setAttribute(name, String(value));
    }
  });

  useEffect(() => {
    const element = input.current;
    if (element === null) return undefined;
    const onInput = (): void => type(element.value);
    const onKeyDown = (event: KeyboardEvent): void => {
      if (keyDown(event.key, element)) event.preventDefault();
    };
    element.addEventListener('input', onInput);
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('blur', close);
    return () => {
      element.removeEventListener('input', onInput);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('blur', close);
    };
  }, [input, type, keyDown, close]);

  // What the shopper typed while this loaded gets its suggestions too.
  useEffect(() => {
    const element = input.current;
    if (element !== null && element.value !== '' && element.ownerDocument.activeElement === element) {
      type(element.value);
    }
  }, [input, type]);

  return (
    <>
      {listbox}
      {status}
    </>
  );
}
