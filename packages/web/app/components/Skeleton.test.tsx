import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DealGridSkeleton, PageSkeleton, SkeletonBlock } from './Skeleton';

describe('Skeleton', () => {
  it('announces loading once and hides the shapes from screen readers', () => {
    render(<DealGridSkeleton count={3} />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading…');
    expect(status.querySelectorAll('li')).toHaveLength(3);
    expect(status.querySelector('ul')?.getAttribute('aria-hidden')).toBe('true');
  });
  it('keeps the size of what is coming', () => {
    const { container } = render(<SkeletonBlock aspectRatio="16 / 9" width="50%" />);
    const block = container.querySelector('span');
    expect(block?.style.aspectRatio).toBe('16 / 9');
    expect(block?.style.width).toBe('50%');
    render(<PageSkeleton label="Loading the page" />);
    expect(screen.getByText('Loading the page')).toBeTruthy();
  });
});
