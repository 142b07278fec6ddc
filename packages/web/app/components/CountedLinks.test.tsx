import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CountedLinks } from './CountedLinks';

describe('links with counts', () => {
  it('reads each count as deals, and marks the chosen link for sight and for screen readers', () => {
    render(
      <CountedLinks
        links={[
          { label: 'Spa Days', count: 1, href: '/deals/london/beauty-and-spa/spa-days', selected: false },
          { label: 'Massages', count: 12, href: '/deals/london/beauty-and-spa', selected: true },
        ]}
      />,
    );
    const spa = screen.getByRole('link', { name: 'Spa Days 1 deal' });
    expect(spa.getAttribute('href')).toBe('/deals/london/beauty-and-spa/spa-days');
    expect(spa.getAttribute('aria-current')).toBeNull();
    const chosen = screen.getByRole('link', { name: 'Massages 12 deals' });
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(chosen.textContent).toBe('✓ Massages 12 deals');
  });
});
