import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { DealSummary } from '@kerching/domain/catalogue';
import { DealCard, DealGrid } from './DealCard';
import { dealCardModel } from './dealCardModel';

const deal = (overrides: Partial<DealSummary> = {}): DealSummary => ({
  id: 1,
  site: 'kerching',
  urlPath: '/deal/london/restaurants-and-food/1/afternoon-tea',
  title: 'Afternoon Tea for Two',
  headline: 'h',
  priceMinor: 1500,
  originalPriceMinor: 4400,
  currency: 'GBP',
  discountPercentage: 65,
  imageId: 'i',
  locationShortName: 'london',
  categoryShortName: 'restaurants-and-food',
  merchantName: 'The Copper Kettle',
  closingAt: '2030-01-01T00:00:00.000Z',
  soldOut: false,
  ...overrides,
});

describe('DealCard', () => {
  it('shows title, merchant, price in pounds without decimals, was price and discount', () => {
    render(<DealCard deal={dealCardModel(deal())} />);
    expect(screen.getByRole('heading', { name: 'Afternoon Tea for Two' })).toBeTruthy();
    expect(screen.getByText('The Copper Kettle')).toBeTruthy();
    expect(screen.getByTestId('deal-price').textContent).toBe('£15');
    expect(screen.getByText('£44')).toBeTruthy();
    expect(screen.getByText('-65%')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/deal/london/restaurants-and-food/1/afternoon-tea');
  });
  it('shows euro prices with two places when not whole, and marks sold out deals', () => {
    render(
      <DealCard
        deal={dealCardModel(
          deal({ currency: 'EUR', priceMinor: 1999, originalPriceMinor: 1999, discountPercentage: 0, soldOut: true }),
        )}
      />,
    );
    expect(screen.getByTestId('deal-price').textContent).toBe('€19.99');
    expect(screen.queryByText(/%/)).toBeNull();
    expect(screen.getByText('Sold out')).toBeTruthy();
  });
  it('renders a grid with one list item per deal', () => {
    render(<DealGrid deals={[deal(), deal({ id: 2, title: 'Spa Day' })].map(dealCardModel)} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
  });
  it('shows the free label for a zero price', () => {
    render(<DealCard deal={dealCardModel(deal({ priceMinor: 0 }))} />);
    expect(screen.getByTestId('deal-price').textContent).toBe('FREE');
  });
});
