import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SITES } from '@kerching/domain/site';
import { SUGGESTIONS, expectSuggestionsFor } from './suggestTesting';

vi.mock('../composition/lazyBrowserServices', async () => (await import('./suggestTesting')).suggestingServices);

const { SearchBox } = await import('./SearchBox');

// The first wait loads the suggestions' code (and rxjs): more than waitFor's 1 s, and the tests'
// 5 s, on a busy machine.
const LOADED = { timeout: 10_000 };

const setup = (onChoose = vi.fn()) => {
  render(<SearchBox site={SITES.kerching} label="Search again" defaultValue="" location="leeds" onChoose={onChoose} />);
  return { input: screen.getByRole('combobox'), onChoose };
};

describe('SearchBox', { timeout: 20_000 }, () => {
  it('is a labelled GET form to /search that works without script', () => {
    const { input } = setup();
    const form = screen.getByRole('search', { name: 'Search again' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(input.getAttribute('name')).toBe('q');
    expect(screen.getByLabelText('Search deals')).toBe(input);
    expect(screen.getByRole('button', { name: 'Search' }).getAttribute('type')).toBe('submit');
  });

  it('is a collapsed combobox controlling an existing, hidden listbox', () => {
    const { input } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(list?.getAttribute('role')).toBe('listbox');
    expect(list?.hidden).toBe(true);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('suggests as the shopper types, and the keyboard moves, chooses and closes', async () => {
    const { input, onChoose } = setup();
    fireEvent.change(input, { target: { value: 'spa' } });
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), LOADED);
    const options = expectSuggestionsFor('spa');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    expect(options[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);

    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChoose).toHaveBeenCalledWith(SUGGESTIONS[0]);
    expect(input.getAttribute('aria-expanded')).toBe('false');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('spa');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('opens a suggestion chosen with the pointer, and lets Enter submit when none is highlighted', async () => {
    const { input, onChoose } = setup();
    fireEvent.change(input, { target: { value: 'spa d' } });
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2), LOADED);
    const enter = fireEvent.keyDown(input, { key: 'Enter' });
    expect(enter).toBe(true);
    const second = screen.getAllByRole('option')[1];
    if (second === undefined) throw new Error('no option');
    fireEvent.mouseMove(second);
    expect(second.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(second);
    expect(onChoose).toHaveBeenCalledWith(SUGGESTIONS[1]);
    fireEvent.blur(input);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
