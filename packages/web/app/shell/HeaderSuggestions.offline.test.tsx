import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SITES } from '@kerching/domain/site';

// The suggestions' code cannot load: offline, or a newer release replaced the file.
vi.mock('./HeaderSuggestions', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const { SiteSearch } = await import('./Header');

describe('the header search box without its suggestions’ code', () => {
  it('stays a plain search form and the page keeps working', async () => {
    render(<SiteSearch site={SITES.kerching} location="leeds" />);
    const input = screen.getByLabelText<HTMLInputElement>('Search deals');
    act(() => input.focus());
    fireEvent.input(input, { target: { value: 'spa' } });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(input.value).toBe('spa');
    expect(input.getAttribute('role')).toBeNull();
    expect(screen.getByRole('search', { name: 'Site' }).getAttribute('action')).toBe('/search');
  });
});
