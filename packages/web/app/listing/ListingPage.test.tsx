import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import type { DealListing } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { parseQuery } from '@kerching/domain/listing';
import { SITES } from '@kerching/domain/site';
import { ListingPage } from './ListingPage';
import { listingPageModel, listingRequestOf } from './listingModel';

const site = SITES.kerchingie;
const listing: DealListing = {
  deals: Array.from({ length: 9 }, (_, i) => aDealSummary(i + 2, { currency: 'EUR', site: 'kerchingie' })),
  mainDeal: aDealSummary(1, { currency: 'EUR', site: 'kerchingie', title: 'The top one' }),
  count: 25,
  facetedNavigation: {
    filters: [
      {
        key: 'f_rating',
        name: 'rating',
        label: 'Customer rating',
        values: [{ value: '4', label: '4 stars and up', count: 7, selected: true }],
      },
    ],
    navigations: [
      { linkText: 'Spa Days', count: 4, shortName: 'spa-days', url: '/deals/dublin/beauty/spa-days' },
      { linkText: 'Facials', count: 1, shortName: 'facials', url: '/deals/dublin/beauty/facials' },
    ],
    stats: { count: 25, minPriceMinor: 1000, maxPriceMinor: 9000 },
  },
  canonicalUrl: '/deals/dublin/beauty',
  location: { shortName: 'dublin', name: 'Dublin' },
  categories: [{ shortName: 'beauty', name: 'Beauty' }],
};

const renderPage = (search: string) => {
  const query = parseQuery(search);
  const request = listingRequestOf(site, { location: 'dublin', categories: ['beauty'] }, query);
  const model = listingPageModel(listing, '/deals/dublin/beauty', query, request, site);
  const Stub = createRoutesStub([
    {
      path: '/deals/dublin/beauty',
      Component: () => <ListingPage site={site} heading="Beauty Deals in Dublin" model={model} />,
    },
  ]);
  return render(<Stub initialEntries={[`/deals/dublin/beauty${search}`]} />);
};

describe('ListingPage', () => {
  it('shows one h1, the count, the top deal, the deals in euro and the drill-down links', () => {
    renderPage('?f_rating=4');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Beauty Deals in Dublin']);
    expect(screen.getByTestId('deal-count').textContent).toBe('25 deals');
    expect(screen.getByRole('heading', { name: 'Top deal' })).toBeTruthy();
    expect(within(screen.getByTestId('listing-deals')).getAllByTestId('deal-card')).toHaveLength(9);
    expect(screen.getAllByTestId('deal-price').every((p) => p.textContent?.startsWith('€'))).toBe(true);
    expect(screen.getByRole('link', { name: /Spa Days/ }).getAttribute('href')).toBe(
      '/deals/dublin/beauty/spa-days?f_rating=4',
    );
    // Screen readers hear the count as words: "4 deals", "1 deal".
    expect(screen.getByRole('link', { name: /Spa Days/ }).textContent).toBe('Spa Days 4 deals');
    expect(screen.getByRole('link', { name: /Facials/ }).textContent).toBe('Facials 1 deal');
  });
  it('renders a GET form with labelled sort, price sliders on the slider range and facet checkboxes', () => {
    renderPage('?f_rating=4&minPrice=20&orderBy=price');
    const form = screen.getByRole('button', { name: 'Apply filters' }).closest('form');
    expect(form?.getAttribute('method')).toBe('get');
    expect(form?.getAttribute('action')).toBe('/deals/dublin/beauty');
    expect(screen.getByLabelText<HTMLSelectElement>('Sort by').value).toBe('price');
    const min = screen.getByLabelText<HTMLInputElement>('Minimum price');
    expect([min.min, min.max, min.step, min.value]).toEqual(['10', '90', '5', '20']);
    expect(screen.getByTestId('min-price-value').textContent).toBe('€20');
    expect(screen.getByLabelText<HTMLInputElement>(/4 stars and up/).checked).toBe(true);
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/deals/dublin/beauty');
  });
  it('links to the next page for "load more" before hydration', () => {
    renderPage('');
    const more = screen.getAllByText('Load more deals')[0];
    expect(more?.closest('a, button')).toBeTruthy();
  });
});
