/**
 * The browser's suggest-as-you-type state (WAI-ARIA 1.2 combobox with a listbox popup), as an rxjs
 * store so the search box only renders it. Typing waits 120 ms of quiet before asking (debounce);
 * an answer to an older text is dropped; fewer than 2 characters close the list without asking.
 * Down and Up move through the options (wrapping, and opening a closed list), Escape closes it.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { type SuggestionState, initialSuggestionState } from './suggestionState';
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { SUGGEST_MIN_LENGTH, type Suggestion, normaliseSearchText, searchTextLength } from '@kerching/domain/search';

export const SUGGEST_DEBOUNCE_MS = 120;

/** Runs a task after a delay; answers a function that cancels it. */
export type Scheduler = (task: () => void, delayMs: number) => () => void;

export type FetchSuggestions = (text: string) => TE.TaskEither<unknown, ReadonlyArray<Suggestion>>;

export class SuggestionStore {
  private readonly subject: BehaviorSubject<SuggestionState>;
  private cancelPending: () => void = () => undefined;
  private asked = 0;

  constructor(
    private readonly fetchSuggestions: FetchSuggestions,
    private readonly schedule: Scheduler,
    initialText = '',
    private readonly delayMs = SUGGEST_DEBOUNCE_MS,
  ) {
    this.subject = new BehaviorSubject<SuggestionState>(initialSuggestionState(initialText));
  }

  get state$(): Observable<SuggestionState> {
    return this.subject.asObservable();
  }

  get state(): SuggestionState {
    return this.subject.getValue();
  }

  /** The shopper changed the text. */
  type(text: string): void {
    this.cancelPending();
    const ticket = ++this.asked;
    if (searchTextLength(normaliseSearchText(text)) < SUGGEST_MIN_LENGTH) {
      this.update({ text, suggestions: [], open: false, active: -1 });
      return;
    }
    this.update({ text, active: -1 });
    this.cancelPending = this.schedule(() => void this.load(text, ticket), this.delayMs);
  }

  /** Down arrow: the next option, opening the list at the first. */
  next(): void {
    const { suggestions, open, active } = this.state;
    if (suggestions.length === 0) return;
    this.update({ open: true, active: open ? (active + 1) % suggestions.length : 0 });
  }

  /** Up arrow: the previous option, opening the list at the last. */
  previous(): void {
    const { suggestions, open, active } = this.state;
    if (suggestions.length === 0) return;
    const last = suggestions.length - 1;
    this.update({ open: true, active: open && active > 0 ? active - 1 : last });
  }

  /** The pointer is over an option. */
  highlight(index: number): void {
    if (index >= 0 && index < this.state.suggestions.length) this.update({ active: index });
  }

  /** Escape, a choice, or focus leaving: the list closes; the suggestions stay for Down to reopen. */
  close(): void {
    this.cancelPending();
    this.asked++;
    this.update({ open: false, active: -1 });
  }

  /** The highlighted suggestion of an open list, if any. */
  activeSuggestion(): Suggestion | undefined {
    const { open, active, suggestions } = this.state;
    return open ? suggestions[active] : undefined;
  }

  private async load(text: string, ticket: number): Promise<void> {
    const result = await this.fetchSuggestions(text)();
    if (ticket !== this.asked) return;
    const suggestions = E.isRight(result) ? result.right : [];
    this.update({ suggestions, open: suggestions.length > 0, active: -1 });
  }

  private update(change: Partial<SuggestionState>): void {
    this.subject.next({ ...this.state, ...change });
  }
}
