import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SITES } from '@kerching/domain/site';
import { asked, expectSuggestionsFor } from '../components/suggestTesting';

vi.mock(
  '../composition/lazyBrowserServices',
  async () => (await import('../components/suggestTesting')).suggestingServices,
);

const { SiteSearch } = await import('./Header');

// The first wait loads the suggestions' code (and rxjs): more than waitFor's 1 s, and the tests'
// 5 s, on a busy machine.
const LOADED = { timeout: 10_000 };

const box = () => screen.getByLabelText<HTMLInputElement>('Search deals');

describe('the header search box', { timeout: 20_000 }, () => {
  it('is a plain search form until the shopper uses it', () => {
    render(<SiteSearch site={SITES.kerching} location="leeds" />);
    const input = box();
    expect(input.getAttribute('role')).toBeNull();
    expect(input.hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(screen.getByRole('search', { name: 'Site' }).getAttribute('action')).toBe('/search');
  });

  it('becomes a combobox on focus and suggests as the shopper types, for their location', async () => {
    render(<SiteSearch site={SITES.kerching} location="leeds" />);
    const input = box();
    act(() => input.focus());
    await waitFor(() => expect(input.getAttribute('role')).toBe('combobox'), LOADED);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-controls') ?? '')?.getAttribute('role')).toBe('listbox');

    input.value = 'spa';
    fireEvent.input(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), LOADED);
    const options = expectSuggestionsFor('spa');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(input.value).toBe('spa');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.value).toBe('');
  });

  it('suggests for what was typed while its code loaded, and closes when focus leaves', async () => {
    render(<SiteSearch site={SITES.kerching} location="leeds" />);
    const input = box();
    act(() => input.focus());
    input.value = 'spa d';
    fireEvent.input(input);
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'), LOADED);
    expect(asked.at(-1)?.text).toBe('spa d');
    act(() => input.blur());
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('stays a plain form where no site is given (the 404 page’s second box)', () => {
    render(<SiteSearch id="again" name="Search again" />);
    const input = box();
    act(() => input.focus());
    fireEvent.input(input, { target: { value: 'spa' } });
    expect(input.getAttribute('role')).toBeNull();
  });
});
