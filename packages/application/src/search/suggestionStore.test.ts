import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import type { Suggestion } from '@kerching/domain/search';
import { type Scheduler, SuggestionStore } from './suggestionStore';

const suggestion = (text: string): Suggestion => ({ text, kind: 'deal', url: `/deal/${text}` });

/** A scheduler whose tasks run when the test says so. */
const manualScheduler = () => {
  const tasks: { run: () => void; delay: number; cancelled: boolean }[] = [];
  const schedule: Scheduler = (run, delay) => {
    const task = { run, delay, cancelled: false };
    tasks.push(task);
    return () => {
      task.cancelled = true;
    };
  };
  const flush = async () => {
    for (const task of tasks.splice(0)) if (!task.cancelled) task.run();
    for (let tick = 0; tick < 5; tick++) await Promise.resolve();
  };
  return { tasks, schedule, flush };
};

const setup = (
  answer: (text: string) => ReadonlyArray<Suggestion> | 'fail' = (t) => [suggestion(`${t} 1`), suggestion(`${t} 2`)],
) => {
  const asked: string[] = [];
  const clock = manualScheduler();
  const store = new SuggestionStore((text) => {
    asked.push(text);
    const result = answer(text);
    return result === 'fail' ? TE.left('down') : TE.right(result);
  }, clock.schedule);
  return { asked, clock, store };
};

describe('SuggestionStore', () => {
  it('asks once after 120 ms of quiet, for the latest text, and opens the list', async () => {
    const { asked, clock, store } = setup();
    store.type('s');
    store.type('sp');
    store.type('spa');
    expect(clock.tasks.filter((t) => !t.cancelled)).toHaveLength(1);
    expect(clock.tasks[0]?.delay).toBe(120);
    await clock.flush();
    expect(asked).toEqual(['spa']);
    expect(store.state).toMatchObject({ text: 'spa', open: true, active: -1 });
    expect(store.state.suggestions.map((s) => s.text)).toEqual(['spa 1', 'spa 2']);
  });
  it('closes without asking under 2 characters', async () => {
    const { asked, clock, store } = setup();
    store.type('spa');
    await clock.flush();
    store.type(' s ');
    await clock.flush();
    expect(asked).toEqual(['spa']);
    expect(store.state).toMatchObject({ open: false, suggestions: [] });
  });
  it('moves through the options with wrapping, and Escape closes the list', async () => {
    const { clock, store } = setup();
    store.next();
    expect(store.state.open).toBe(false);
    store.type('spa');
    await clock.flush();
    store.next();
    expect(store.activeSuggestion()?.text).toBe('spa 1');
    store.next();
    store.next();
    expect(store.state.active).toBe(0);
    store.previous();
    expect(store.state.active).toBe(1);
    store.highlight(0);
    store.highlight(9);
    expect(store.state.active).toBe(0);
    store.close();
    expect(store.state).toMatchObject({ open: false, active: -1 });
    expect(store.activeSuggestion()).toBeUndefined();
    store.previous();
    expect(store.state).toMatchObject({ open: true, active: 1 });
    store.close();
    store.next();
    expect(store.state).toMatchObject({ open: true, active: 0 });
  });
  it('drops an answer that arrives after the list was closed, and treats a failure as no suggestions', async () => {
    const { clock, store } = setup();
    store.type('spa');
    const pending = clock.tasks[0];
    store.close();
    pending?.run();
    await clock.flush();
    expect(store.state.open).toBe(false);

    const failing = setup(() => 'fail');
    failing.store.type('spa');
    await failing.clock.flush();
    expect(failing.store.state).toMatchObject({ open: false, suggestions: [] });
    failing.store.previous();
    expect(failing.store.state.open).toBe(false);
  });
  it('emits its state to subscribers', () => {
    const { store } = setup();
    const seen: string[] = [];
    store.state$.subscribe((s) => seen.push(s.text));
    store.type('a');
    expect(seen).toEqual(['', 'a']);
  });
});
